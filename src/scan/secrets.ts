import type { LeakHit } from './pii.js';

interface SecretDef {
  id: string;
  score: number;
  message: string;
  pattern: RegExp;
  /** A cheap substring that must be present before the regex runs. */
  needle: string | null;
  /** Capture group whose range is the span (0 = whole match). */
  group: number;
}

function def(id: string, score: number, message: string, pattern: RegExp, needle: string | null, group = 0): SecretDef {
  return { id, score, message, pattern, needle, group };
}

/** Credential detectors over the original prompt; scores are documented in docs/detection.md. */
export const SECRET_DEFS: readonly SecretDef[] = [
  def('secret.promptscan', 0.99, 'promptscan API key', /(?<![A-Za-z0-9_])svc_sk_[0-9a-f]{48}(?![0-9a-zA-Z])/g, 'svc_sk_'),
  def('secret.pem', 0.99, 'PEM private key',
    /-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?-----(?:[\s\S]{0,10000}?-----END (?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?-----)?/g, 'PRIVATE KEY'),
  def('secret.aws-access-key', 0.95, 'AWS access key id', /(?<![A-Z0-9])(?:AKIA|ASIA|ABIA|ACCA|AIDA|AROA)[0-9A-Z]{16}(?![A-Z0-9])/g, null),
  def('secret.aws-secret', 0.95, 'AWS secret access key',
    /aws_?secret_?(?:access_?)?key["']?\s{0,5}[:=]\s{0,5}["']?([A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])/gi, null, 1),
  def('secret.github', 0.95, 'GitHub token', /(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{60,255})(?![A-Za-z0-9_])/g, '_'),
  def('secret.slack', 0.93, 'Slack token', /(?<![A-Za-z0-9])xox[abposr]-[A-Za-z0-9-]{10,250}(?![A-Za-z0-9-])/g, 'xox'),
  def('secret.slack-webhook', 0.9, 'Slack webhook URL', /https:\/\/hooks\.slack\.com\/services\/T[A-Z0-9]{6,12}\/B[A-Z0-9]{6,12}\/[A-Za-z0-9]{20,30}/g, 'hooks.slack.com'),
  def('secret.stripe', 0.95, 'Stripe secret key', /(?<![A-Za-z0-9_])(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,247}(?![A-Za-z0-9])/g, '_'),
  def('secret.google-api-key', 0.9, 'Google API key', /(?<![A-Za-z0-9_-])AIza[0-9A-Za-z_-]{35}(?![A-Za-z0-9_-])/g, 'AIza'),
  def('secret.openai', 0.92, 'OpenAI-style secret key (sk-...)',
    /(?<![A-Za-z0-9_-])sk-(?:proj-|svcacct-|admin-|ant-(?:api03-)?)?[A-Za-z0-9_-]{20,200}(?![A-Za-z0-9_-])/g, 'sk-'),
  def('secret.jwt', 0.85, 'JSON Web Token', /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,2000}\.eyJ[A-Za-z0-9_-]{8,4000}\.[A-Za-z0-9_-]{16,2000}(?![A-Za-z0-9_-])/g, 'eyJ'),
  def('secret.password', 0.8, 'Password or secret assignment',
    /(?<![A-Za-z0-9])(?:password|passwd|passwort|pwd|passcode|secret|secret_?key|api_?key|apikey|access_?token|auth_?token|client_?secret|private_?key)["']?\s{0,5}(?:[:=]|=>|:=)\s{0,5}(["'`]?)([^\s"'`,;<>(){}[\]]{4,200})\1/gi, null, 2),
];

/** Values that document a variable rather than disclose one. */
const PLACEHOLDER = /^(?:x+|\*+|\.+|-+|#+|your[_-]?\w*|my[_-]?\w*|example\w*|changeme|placeholder|password|secret|null|none|nil|undefined|true|false|string|str|int|env|redacted|hidden|\$\w+|%\w+%?|process\.env\S*|os\.environ\S*|getenv\S*|input|prompt|config\S*|settings\S*|self\.\S+|this\.\S+|request\.\S+|args?\.\S+)$/i;

/**
 * True for a value made only of runs of 3+ consecutive characters ("abcdef123", "123456", "abcd1234"):
 * the dummy that examples put where a real secret goes.
 */
function isKeyboardSequence(value: string): boolean {
  let run = 1;
  for (let i = 1; i < value.length; i++) {
    if (value.charCodeAt(i) === value.charCodeAt(i - 1) + 1) {
      run++;
      continue;
    }
    if (run < 3) return false;
    run = 1;
  }
  return run >= 3;
}

function isPlausibleSecretValue(value: string, quoted: boolean): boolean {
  if (PLACEHOLDER.test(value) || isKeyboardSequence(value)) return false;
  if (quoted) return value.length >= 6;
  // Unquoted: an identifier or a dotted expression is code, not a literal secret.
  if (/^[A-Za-z_][A-Za-z_.]*$/.test(value)) return false;
  return value.length >= 6 && (/[0-9]/.test(value) || /[^A-Za-z0-9_.]/.test(value));
}

/**
 * Finds credentials in the original prompt. Messages name the kind of secret, never its value.
 */
export function findSecrets(text: string): LeakHit[] {
  const hits: LeakHit[] = [];
  for (const d of SECRET_DEFS) {
    if (d.needle !== null && !text.includes(d.needle)) continue;
    const re = d.pattern;
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    let count = 0;
    while ((m = re.exec(text)) !== null && count < 50) {
      count++;
      let start = m.index;
      let end = start + m[0].length;
      if (d.group > 0) {
        const value = m[d.group] ?? '';
        if (d.id === 'secret.password' && !isPlausibleSecretValue(value, (m[1] ?? '') !== '')) continue;
        start = m.index + m[0].lastIndexOf(value);
        end = start + value.length;
      }
      if (hits.some((h) => h.span.start < end && start < h.span.end)) continue;
      hits.push({ id: d.id, score: d.score, message: d.message, span: { start, end } });
    }
  }
  return hits;
}

import { describe, expect, it } from 'vitest';
import { findSecrets } from './secrets.js';

function found(text: string): { id: string; text: string }[] {
  return findSecrets(text).map((h) => ({ id: h.id, text: text.slice(h.span.start, h.span.end) }));
}

const HEX48 = '0123456789abcdef'.repeat(3);

describe('findSecrets', () => {
  it.each([
    [`key svc_sk_${HEX48} end`, 'secret.promptscan', `svc_sk_${HEX48}`],
    ['id AKIAIOSFODNN7EXAMPLE here', 'secret.aws-access-key', 'AKIAIOSFODNN7EXAMPLE'],
    ['aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'secret.aws-secret', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'],
    [`token ghp_${'A1b2C3d4E5'.repeat(4)}`, 'secret.github', `ghp_${'A1b2C3d4E5'.repeat(4)}`],
    ['slack xoxb-1234567890-abcdefghij', 'secret.slack', 'xoxb-1234567890-abcdefghij'],
    [`stripe sk_live_${'a1B2'.repeat(6)}`, 'secret.stripe', `sk_live_${'a1B2'.repeat(6)}`],
    [`google AIza${'Sy0123456789_abcdefghijklmnopqrstuv'}`, 'secret.google-api-key', 'AIzaSy0123456789_abcdefghijklmnopqrstuv'],
    [`openai sk-proj-${'Ab3dE'.repeat(8)}`, 'secret.openai', `sk-proj-${'Ab3dE'.repeat(8)}`],
    ['jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U', 'secret.jwt', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U'],
    ['-----BEGIN RSA PRIVATE KEY-----\nMIIEabc\n-----END RSA PRIVATE KEY-----', 'secret.pem', '-----BEGIN RSA PRIVATE KEY-----\nMIIEabc\n-----END RSA PRIVATE KEY-----'],
    ['password="hunter22"', 'secret.password', 'hunter22'],
    ['db_password: S3cr3t!pass', 'secret.password', 'S3cr3t!pass'],
    ['API_KEY=9f8e7d6c5b4a', 'secret.password', '9f8e7d6c5b4a'],
  ])('%s', (text, id, match) => {
    expect(found(text)).toContainEqual({ id, text: match });
  });

  it.each([
    ['password = input("Password: ")'],
    ['password = request.form["password"]'],
    ['set password=<your password>'],
    ['api_key = os.environ["API_KEY"]'],
    ['password: ********'],
    ['API_KEY: abcdef123, Movie title: Inception'],
    ['password = "12345678"'],
    ['secret=abcd1234'],
    ['use scikit-learn (sk-learn) for this'],
    [`svc_sk_${HEX48.slice(0, 40)} is too short`],
    ['How do I store a password securely?'],
  ])('no secret in %s', (text) => {
    expect(found(text)).toEqual([]);
  });

  it('never puts the secret value in the message', () => {
    const text = `my key svc_sk_${HEX48} and password=hunter22x`;
    for (const h of findSecrets(text)) {
      expect(h.message).not.toContain(HEX48);
      expect(h.message).not.toContain('hunter22x');
    }
  });
});

import { useEffect, useState, type FormEvent } from 'react';
import { api, messageOf } from '../api';
import { ErrorBanner, Field, Loading, Notice, PageHeader, TierBadge, Time } from '../components/ui';
import { useCanManage } from '../session';
import type { Policy, Signal, Tier } from '../types';
import { useApi } from '../use-api';

type Verdict = { tier: Tier; action: string; risk_score: number; signals: Signal[] };
type DenyRule = Policy['deny_rules'][number];

/** The scan policy editor with a "try a prompt" box that scans under the unsaved policy. */
export function PolicyPage() {
  const loaded = useApi<{ policy: Policy; updated_at: string | null }>('/policy');
  const canManage = useCanManage();
  const [policy, setPolicy] = useState<Policy | null>(null);
  const [allowText, setAllowText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [prompt, setPrompt] = useState('');
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);

  useEffect(() => {
    if (loaded.data === null) return;
    setPolicy(loaded.data.policy);
    setAllowText(loaded.data.policy.allow_phrases.join('\n'));
  }, [loaded.data]);

  if (loaded.loading && loaded.data === null) return <Loading />;
  if (loaded.error !== null) return <ErrorBanner message={loaded.error} onRetry={loaded.reload} />;
  if (policy === null) return null;

  const edited = (): Policy => ({ ...policy, allow_phrases: allowText.split('\n').map((line) => line.trim()).filter((line) => line !== '') });
  const update = (change: Partial<Policy>) => setPolicy({ ...policy, ...change });
  const setRule = (index: number, rule: DenyRule) => update({ deny_rules: policy.deny_rules.map((r, i) => (i === index ? rule : r)) });

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setNotice(null);
    try {
      await api('PUT', '/policy', edited());
      setNotice('Policy saved: it applies to the next scan.');
      loaded.reload();
    } catch (failure) {
      setError(messageOf(failure));
    }
  }

  async function preview(event: FormEvent) {
    event.preventDefault();
    setPreviewError(null);
    try {
      setVerdict((await api<{ verdict: Verdict }>('POST', '/policy/preview', { policy: edited(), prompt })).verdict);
    } catch (failure) {
      setVerdict(null);
      setPreviewError(messageOf(failure));
    }
  }

  const disabled = !canManage;
  return (
    <section>
      <PageHeader title="Policy" description="How scans become tiers for your organization." />
      <p className="muted">Last saved: <Time value={loaded.data?.updated_at ?? null} empty="never (the default policy applies)" /></p>
      {error === null ? null : <ErrorBanner message={error} />}
      {notice === null ? null : <Notice kind="success">{notice}</Notice>}
      {disabled ? <Notice>Your role is viewer: you can try prompts but not change the policy.</Notice> : null}
      <div className="grid-2">
        <form className="card" onSubmit={save} aria-label="Policy">
          <h2>Thresholds</h2>
          <div className="row">
            <Field label="Yellow at score ≥" htmlFor="th-yellow">
              <input id="th-yellow" type="number" step="0.01" min="0.01" max="1" required disabled={disabled} value={policy.thresholds.yellow}
                onChange={(e) => update({ thresholds: { ...policy.thresholds, yellow: Number(e.target.value) } })} />
            </Field>
            <Field label="Red at score ≥" htmlFor="th-red">
              <input id="th-red" type="number" step="0.01" min="0.01" max="1" required disabled={disabled} value={policy.thresholds.red}
                onChange={(e) => update({ thresholds: { ...policy.thresholds, red: Number(e.target.value) } })} />
            </Field>
          </div>
          <h2>Detectors</h2>
          <div className="table-wrap">
            <table className="compact">
              <thead><tr><th scope="col">Signal type</th><th scope="col">On</th><th scope="col">Highest tier</th></tr></thead>
              <tbody>
                {Object.entries(policy.signals).map(([type, setting]) => (
                  <tr key={type}>
                    <td>{type}</td>
                    <td>
                      <input type="checkbox" aria-label={`${type} enabled`} disabled={disabled} checked={setting.enabled}
                        onChange={(e) => update({ signals: { ...policy.signals, [type]: { ...setting, enabled: e.target.checked } } })} />
                    </td>
                    <td>
                      <select aria-label={`${type} highest tier`} disabled={disabled} value={setting.max_tier}
                        onChange={(e) => update({ signals: { ...policy.signals, [type]: { ...setting, max_tier: e.target.value as Tier } } })}>
                        <option value="red">red</option><option value="yellow">yellow</option><option value="green">green</option>
                      </select>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2>Deny rules</h2>
          {policy.deny_rules.length === 0 ? <p className="muted">No custom rules.</p> : null}
          {policy.deny_rules.map((rule, index) => (
            <fieldset key={index} className="rule">
              <legend>Rule {index + 1}</legend>
              <div className="row">
                <Field label="Phrase" htmlFor={`rule-${index}-phrase`}>
                  <input id={`rule-${index}-phrase`} disabled={disabled} value={rule.phrase ?? ''} onChange={(e) => setRule(index, withText(rule, 'phrase', e.target.value))} />
                </Field>
                <Field label="or regular expression" htmlFor={`rule-${index}-regex`}>
                  <input id={`rule-${index}-regex`} className="mono" disabled={disabled} value={rule.regex ?? ''} onChange={(e) => setRule(index, withText(rule, 'regex', e.target.value))} />
                </Field>
                <Field label="Tier" htmlFor={`rule-${index}-tier`}>
                  <select id={`rule-${index}-tier`} disabled={disabled} value={rule.tier ?? 'red'} onChange={(e) => setRule(index, { ...rule, tier: e.target.value as 'yellow' | 'red' })}>
                    <option value="red">red</option><option value="yellow">yellow</option>
                  </select>
                </Field>
              </div>
              <Field label="Message" htmlFor={`rule-${index}-message`}>
                <input id={`rule-${index}-message`} disabled={disabled} value={rule.message ?? ''} onChange={(e) => setRule(index, withText(rule, 'message', e.target.value))} />
              </Field>
              {disabled ? null : <button type="button" className="button small subtle" onClick={() => update({ deny_rules: policy.deny_rules.filter((_, i) => i !== index) })}>Remove rule</button>}
            </fieldset>
          ))}
          {disabled ? null : <button type="button" className="button small" onClick={() => update({ deny_rules: [...policy.deny_rules, { phrase: '', tier: 'red' }] })}>Add deny rule</button>}
          <h2>Allow phrases</h2>
          <Field label="Allow phrases, one per line" htmlFor="allow-phrases" hint="Text matching these is not flagged.">
            <textarea id="allow-phrases" rows={4} disabled={disabled} value={allowText} onChange={(e) => setAllowText(e.target.value)} />
          </Field>
          {disabled ? null : <button type="submit" className="button primary">Save policy</button>}
        </form>
        <form className="card try" onSubmit={preview} aria-label="Try a prompt">
          <h2>Try a prompt</h2>
          <p className="muted">Scans under the policy as edited here, before it is saved. Nothing is recorded.</p>
          <Field label="Prompt" htmlFor="try-prompt">
            <textarea id="try-prompt" rows={6} required value={prompt} onChange={(e) => setPrompt(e.target.value)} />
          </Field>
          <button type="submit" className="button">Scan with edited policy</button>
          {previewError === null ? null : <ErrorBanner message={previewError} />}
          {verdict === null ? null : (
            <div className="verdict" data-testid="preview-verdict" aria-live="polite">
              <p><TierBadge tier={verdict.tier} /> {verdict.action} · score {verdict.risk_score.toFixed(2)}</p>
              <ul>
                {verdict.signals.map((signal, index) => (
                  <li key={index}>{signal.type}: {signal.message} ({signal.score.toFixed(2)})</li>
                ))}
              </ul>
            </div>
          )}
        </form>
      </div>
    </section>
  );
}

// Empty inputs drop their field: the policy schema does not take empty strings.
function withText(rule: DenyRule, key: 'phrase' | 'regex' | 'message', value: string): DenyRule {
  const next = { ...rule };
  if (value === '') delete next[key];
  else next[key] = value;
  return next;
}

import { useState } from 'react';
import { api } from '../api';
import { useSubmit } from '../use-submit';
import { ErrorBanner, Field } from '../components/ui';

/** First run: the first organization and its owner. */
export function SetupPage({ onDone }: { onDone: () => Promise<void> }) {
  const [organization, setOrganization] = useState('');
  const [plan, setPlan] = useState('free');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, run: submit } = useSubmit(async () => {
    await api('POST', '/setup', { organization, plan, email, password });
    await onDone();
  });

  return (
    <div className="center-page">
      <form className="card auth-card" onSubmit={submit} aria-labelledby="setup-title">
        <div className="brand"><span className="logo" aria-hidden="true">◆</span> promptscan</div>
        <h1 id="setup-title">Welcome: set up promptscan</h1>
        <p className="muted">No account exists yet. Create your organization and its owner; you can invite others afterwards.</p>
        {error === null ? null : <ErrorBanner message={error} />}
        <Field label="Organization name" htmlFor="setup-org">
          <input id="setup-org" required maxLength={100} value={organization} onChange={(e) => setOrganization(e.target.value)} />
        </Field>
        <Field label="Plan" htmlFor="setup-plan" hint="Webhook alerts need Professional or Enterprise.">
          <select id="setup-plan" value={plan} onChange={(e) => setPlan(e.target.value)}>
            <option value="free">Free</option>
            <option value="professional">Professional</option>
            <option value="enterprise">Enterprise</option>
          </select>
        </Field>
        <Field label="Your e-mail" htmlFor="setup-email">
          <input id="setup-email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field label="Password" htmlFor="setup-password" hint="At least 10 characters.">
          <input id="setup-password" type="password" autoComplete="new-password" required minLength={10} value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        <button type="submit" className="button primary wide" disabled={busy}>
          {busy ? 'Creating…' : 'Create organization and owner'}
        </button>
      </form>
    </div>
  );
}

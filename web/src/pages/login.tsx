import { useState } from 'react';
import { api } from '../api';
import { useSubmit } from '../use-submit';
import { ErrorBanner, Field } from '../components/ui';

/** Sign-in with e-mail and password. */
export function LoginPage({ onDone }: { onDone: () => Promise<void> }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, run: submit } = useSubmit(async () => {
    await api('POST', '/login', { email, password });
    await onDone();
  });

  return (
    <div className="center-page">
      <form className="card auth-card" onSubmit={submit} aria-labelledby="login-title">
        <div className="brand"><span className="logo" aria-hidden="true">◆</span> promptscan</div>
        <h1 id="login-title">Sign in</h1>
        {error === null ? null : <ErrorBanner message={error} />}
        <Field label="E-mail" htmlFor="login-email">
          <input id="login-email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field label="Password" htmlFor="login-password">
          <input id="login-password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        <button type="submit" className="button primary wide" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </div>
  );
}

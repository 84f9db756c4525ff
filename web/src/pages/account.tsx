import { useState } from 'react';
import { api } from '../api';
import { useSubmit } from '../use-submit';
import { ErrorBanner, Field, Notice, PageHeader } from '../components/ui';
import { useSession } from '../session';

/** The signed-in user's account: who they are and a password change. */
export function AccountPage() {
  const { session } = useSession();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [done, setDone] = useState(false);
  const { busy, error, run: submit } = useSubmit(async () => {
    setDone(false);
    if (next !== repeat) throw new Error('The new passwords do not match.');
    await api('POST', '/password', { current_password: current, new_password: next });
    setDone(true);
    setCurrent('');
    setNext('');
    setRepeat('');
  });

  return (
    <section>
      <PageHeader title="Your account" description={`${session.user.email} · ${session.user.role} of ${session.organization.name}`} />
      <form className="card narrow" onSubmit={submit} aria-label="Change password">
        <h2>Change password</h2>
        {error === null ? null : <ErrorBanner message={error} />}
        {done ? <Notice kind="success">Password changed. Your other sessions have been signed out.</Notice> : null}
        <Field label="Current password" htmlFor="pw-current">
          <input id="pw-current" type="password" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.target.value)} />
        </Field>
        <Field label="New password" htmlFor="pw-new" hint="At least 10 characters.">
          <input id="pw-new" type="password" autoComplete="new-password" required minLength={10} value={next} onChange={(e) => setNext(e.target.value)} />
        </Field>
        <Field label="Repeat the new password" htmlFor="pw-repeat">
          <input id="pw-repeat" type="password" autoComplete="new-password" required minLength={10} value={repeat} onChange={(e) => setRepeat(e.target.value)} />
        </Field>
        <button type="submit" className="button primary" disabled={busy}>{busy ? 'Saving…' : 'Change password'}</button>
      </form>
    </section>
  );
}

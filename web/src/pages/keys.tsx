import { useState, type FormEvent } from 'react';
import { api, messageOf } from '../api';
import { ConfirmButton, EmptyState, ErrorBanner, Field, Loading, Notice, PageHeader, SecretReveal, Time } from '../components/ui';
import { useCanManage } from '../session';
import type { ApiKey } from '../types';
import { useApi } from '../use-api';

/** API keys: create (shown once), list, revoke. */
export function KeysPage() {
  const keys = useApi<{ keys: ApiKey[] }>('/keys');
  const canManage = useCanManage();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<(ApiKey & { key: string }) | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function create(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const answer = await api<{ key: ApiKey & { key: string } }>('POST', '/keys', { name });
      setCreated(answer.key);
      setName('');
      keys.reload();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  async function revoke(key: ApiKey) {
    setError(null);
    try {
      await api('DELETE', `/keys/${key.id}`);
      setNotice(`Revoked “${key.name}”. Requests with it are refused from now on.`);
      keys.reload();
    } catch (failure) {
      setError(messageOf(failure));
    }
  }

  return (
    <section>
      <PageHeader title="API keys" description="Keys authenticate calls to /v1/scan and the rest of the API." />
      {error === null ? null : <ErrorBanner message={error} />}
      {notice === null ? null : <Notice kind="success">{notice}</Notice>}
      {created === null ? null : (
        <div className="card">
          <h2>Key “{created.name}” created</h2>
          <SecretReveal label="API key" value={created.key} onDone={() => setCreated(null)} />
        </div>
      )}
      {canManage ? (
        <form className="card inline-form" onSubmit={create} aria-label="Create an API key">
          <Field label="New key name" htmlFor="key-name" hint="For example the service or machine that uses it.">
            <input id="key-name" required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
          </Field>
          <button type="submit" className="button primary" disabled={busy}>
            {busy ? 'Creating…' : 'Create key'}
          </button>
        </form>
      ) : (
        <Notice>Your role is viewer: you can see keys but not create or revoke them.</Notice>
      )}
      {keys.loading && keys.data === null ? <Loading /> : null}
      {keys.error === null ? null : <ErrorBanner message={keys.error} onRetry={keys.reload} />}
      {keys.data === null ? null : keys.data.keys.length === 0 ? (
        <EmptyState title="No API keys yet">
          <p>Create a key to start scanning prompts.</p>
        </EmptyState>
      ) : (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Key</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">Status</th>
                <th scope="col"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {keys.data.keys.map((key) => (
                <tr key={key.id} data-testid={`key-${key.name}`}>
                  <td data-label="Name">{key.name}</td>
                  <td data-label="Key" className="mono">{key.hint}</td>
                  <td data-label="Created"><Time value={key.created_at} /></td>
                  <td data-label="Last used"><Time value={key.last_used_at} /></td>
                  <td data-label="Status">{key.revoked_at === null ? <span className="badge ok">active</span> : <span className="badge off">revoked</span>}</td>
                  <td className="row-actions">
                    {canManage && key.revoked_at === null ? (
                      <ConfirmButton
                        label="Revoke"
                        title={`Revoke “${key.name}”?`}
                        body={<p>Every request with this key is refused from the next one on. This cannot be undone.</p>}
                        confirmLabel="Revoke key"
                        danger
                        onConfirm={() => revoke(key)}
                      />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

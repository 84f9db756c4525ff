import { useState, type FormEvent } from 'react';
import { api, messageOf } from '../api';
import { DataTable, type Column } from '../components/data-table';
import { ConfirmButton, EmptyState, ErrorBanner, Field, LoadedView, Notice, PageHeader, SecretReveal, Time } from '../components/ui';
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
      <LoadedView loaded={keys}>
        {(data) => (
          <DataTable
            columns={KEY_COLUMNS}
            rows={data.keys}
            rowKey={(key) => key.id}
            rowProps={(key) => ({ 'data-testid': `key-${key.name}` })}
            empty={<EmptyState title="No API keys yet"><p>Create a key to start scanning prompts.</p></EmptyState>}
            actions={(key) =>
              canManage && key.revoked_at === null ? (
                <ConfirmButton label="Revoke" danger title={`Revoke “${key.name}”?`} confirmLabel="Revoke key"
                  message="Every request with this key is refused from the next one on. This cannot be undone." onConfirm={() => revoke(key)} />
              ) : null
            }
          />
        )}
      </LoadedView>
    </section>
  );
}

const KEY_COLUMNS: Column<ApiKey>[] = [
  { header: 'Name', cell: (key) => key.name },
  { header: 'Key', cell: (key) => key.hint, className: 'mono' },
  { header: 'Created', cell: (key) => <Time value={key.created_at} /> },
  { header: 'Last used', cell: (key) => <Time value={key.last_used_at} /> },
  { header: 'Status', cell: (key) => (key.revoked_at === null ? <span className="badge ok">active</span> : <span className="badge off">revoked</span>) },
];

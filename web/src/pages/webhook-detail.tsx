import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { api, messageOf } from '../api';
import { DataTable, type Column } from '../components/data-table';
import { ConfirmButton, EmptyState, ErrorBanner, Field, LoadedView, Loading, Notice, PageHeader, SecretReveal, Time } from '../components/ui';
import { useCanManage } from '../session';
import type { Attempt, Webhook } from '../types';
import { useApi } from '../use-api';
import { EnabledBadge, EventPicker } from './webhooks';

type TestResult = { success: true; status: number } | { success: false; error: string };

/** One endpoint: edit, test, rotate the secret, delete, and its delivery log. */
export function WebhookDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const canManage = useCanManage();
  const list = useApi<{ webhooks: Webhook[] }>('/webhooks');
  const log = useApi<{ deliveries: Attempt[]; next_cursor: string | null }>(`/webhooks/${encodeURIComponent(id)}/deliveries`);
  const webhook = list.data?.webhooks.find((w) => w.id === id) ?? null;
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>([]);
  const [enabled, setEnabled] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [test, setTest] = useState<TestResult | null>(null);
  const [testing, setTesting] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  useEffect(() => {
    if (webhook === null) return;
    setUrl(webhook.url);
    setEvents(webhook.events);
    setEnabled(webhook.enabled);
  }, [webhook]);

  async function run(action: () => Promise<void>) {
    setError(null);
    setNotice(null);
    try {
      await action();
    } catch (failure) {
      setError(messageOf(failure));
    }
  }

  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await api('PATCH', `/webhooks/${id}`, { url, events, enabled });
      setNotice('Saved.');
      list.reload();
    });
  };

  const sendTest = () =>
    run(async () => {
      setTesting(true);
      setTest(null);
      try {
        setTest(await api<TestResult>('POST', `/webhooks/${id}/test`));
      } finally {
        setTesting(false);
      }
    });

  if (list.loading && list.data === null) return <Loading />;
  if (list.error !== null) return <ErrorBanner message={list.error} onRetry={list.reload} />;
  if (webhook === null) {
    return (
      <EmptyState title="Endpoint not found">
        <Link to="/webhooks">Back to webhooks</Link>
      </EmptyState>
    );
  }

  return (
    <section>
      <PageHeader
        title="Webhook endpoint"
        description={webhook.url}
        actions={
          canManage ? (
            <>
              <button type="button" className="button" onClick={() => void sendTest()} disabled={testing}>
                {testing ? 'Sending…' : 'Send test'}
              </button>
              <ConfirmButton label="Rotate secret" title="Rotate the signing secret?" confirmLabel="Rotate" message="A new secret is issued; the old one keeps signing beside it for 24 hours."
                onConfirm={() => run(async () => setSecret((await api<{ webhook: { secret: string } }>('POST', `/webhooks/${id}/rotate-secret`)).webhook.secret))} />
              <ConfirmButton label="Delete" danger title="Delete this endpoint?" confirmLabel="Delete endpoint" message="It stops receiving alerts at once. This cannot be undone."
                onConfirm={() => run(async () => { await api('DELETE', `/webhooks/${id}`); navigate('/webhooks'); })} />
            </>
          ) : undefined
        }
      />
      <p><Link to="/webhooks">← All endpoints</Link></p>
      {error === null ? null : <ErrorBanner message={error} />}
      {notice === null ? null : <Notice kind="success">{notice}</Notice>}
      {test === null ? null : (
        <div data-testid="test-result">
          {test.success ? <Notice kind="success">Test delivered: the endpoint answered HTTP {test.status}.</Notice> : <Notice kind="warning">Test failed: {test.error}.</Notice>}
        </div>
      )}
      {secret === null ? null : (
        <div className="card">
          <SecretReveal label="new signing secret" value={secret} onDone={() => setSecret(null)} />
        </div>
      )}
      <div className="grid-2">
        <form className="card" onSubmit={save} aria-label="Edit endpoint">
          <h2>Settings</h2>
          <Field label="Endpoint URL" htmlFor="edit-url">
            <input id="edit-url" type="url" required value={url} disabled={!canManage} onChange={(e) => setUrl(e.target.value)} />
          </Field>
          <EventPicker value={events} onChange={setEvents} idPrefix="edit" />
          <label className="check" htmlFor="edit-enabled">
            <input id="edit-enabled" type="checkbox" checked={enabled} disabled={!canManage} onChange={(e) => setEnabled(e.target.checked)} /> Enabled
          </label>
          {canManage ? <button type="submit" className="button primary" disabled={events.length === 0}>Save changes</button> : null}
        </form>
        <div className="card">
          <h2>Status</h2>
          <dl className="facts">
            <dt>State</dt><dd><EnabledBadge enabled={webhook.enabled} /></dd>
            <dt>Consecutive failures</dt><dd>{webhook.failure_count}</dd>
            <dt>Last triggered</dt><dd><Time value={webhook.last_triggered_at} /></dd>
            <dt>Created</dt><dd><Time value={webhook.created_at} /></dd>
          </dl>
        </div>
      </div>
      <h2>Delivery log</h2>
      <LoadedView loaded={log}>
        {(data) => (
          <DataTable
            columns={ATTEMPT_COLUMNS}
            rows={data.deliveries}
            rowKey={(attempt) => attempt.id}
            empty={<EmptyState title="No deliveries yet"><p>Alerts sent to this endpoint appear here with their outcome.</p></EmptyState>}
            actions={(attempt) =>
              canManage ? (
                <button type="button" className="button small" onClick={() => void run(async () => { await api('POST', `/webhooks/${id}/deliveries/${attempt.delivery_id}/retry`); setNotice('Retry queued.'); log.reload(); })}>
                  Retry
                </button>
              ) : null
            }
          />
        )}
      </LoadedView>
    </section>
  );
}

const ATTEMPT_COLUMNS: Column<Attempt>[] = [
  { header: 'Time', cell: (attempt) => <Time value={attempt.started_at} /> },
  { header: 'Event', cell: (attempt) => attempt.event_type },
  { header: 'Attempt', cell: (attempt) => attempt.attempt },
  { header: 'Result', cell: (attempt) => <span className={`badge ${attempt.outcome === 'success' ? 'ok' : 'bad'}`}>{attempt.status_code ?? attempt.error_kind ?? attempt.outcome}</span> },
  { header: 'Duration', cell: (attempt) => `${attempt.duration_ms} ms` },
  { header: 'Response', cell: (attempt) => attempt.response_excerpt || '—', className: 'mono excerpt' },
];

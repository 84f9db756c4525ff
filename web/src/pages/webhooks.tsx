import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { api, messageOf } from '../api';
import { DataTable, type Column } from '../components/data-table';
import { EmptyState, ErrorBanner, Field, Loading, Notice, PageHeader, SecretReveal, Time } from '../components/ui';
import { useCanManage, useSession } from '../session';
import type { Webhook } from '../types';
import { useApi } from '../use-api';

/** The events an endpoint can subscribe to. */
export const EVENTS = [
  { value: 'red_tier', label: 'Red tier (blocked prompts)' },
  { value: 'yellow_tier', label: 'Yellow tier (flagged prompts)' },
] as const;

interface WebhookList {
  available: boolean;
  plan: string;
  max_webhooks: number;
  webhooks: Webhook[];
}

/** Webhook endpoints: list and create, or what an upgrade would give. */
export function WebhooksPage() {
  const list = useApi<WebhookList>('/webhooks');
  const canManage = useCanManage();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['red_tier']);
  const [created, setCreated] = useState<(Webhook & { secret: string }) | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function create(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await api<{ webhook: Webhook & { secret: string } }>('POST', '/webhooks', { url, events });
      setCreated(answer.webhook);
      setUrl('');
      list.reload();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  if (list.loading && list.data === null) return <Loading />;
  if (list.error !== null) return <ErrorBanner message={list.error} onRetry={list.reload} />;
  if (list.data === null) return null;
  if (!list.data.available) return <UpgradePanel plan={list.data.plan} />;
  const { webhooks, max_webhooks: max } = list.data;

  return (
    <section>
      <PageHeader title="Webhooks" description={`Signed alerts for flagged scans, sent to your endpoints. ${webhooks.length} of ${max} used.`} />
      {error === null ? null : <ErrorBanner message={error} />}
      {created === null ? null : (
        <div className="card">
          <h2>Endpoint created</h2>
          <SecretReveal label="signing secret" value={created.secret} onDone={() => setCreated(null)} />
        </div>
      )}
      {canManage ? (
        <form className="card" onSubmit={create} aria-label="Add a webhook endpoint">
          <h2>Add an endpoint</h2>
          <Field label="Endpoint URL" htmlFor="webhook-url" hint="A public https:// address that accepts POST requests.">
            <input id="webhook-url" type="url" required placeholder="https://hooks.example.com/promptscan" value={url} onChange={(e) => setUrl(e.target.value)} />
          </Field>
          <EventPicker value={events} onChange={setEvents} idPrefix="new" />
          <button type="submit" className="button primary" disabled={busy || events.length === 0}>
            {busy ? 'Adding…' : 'Add endpoint'}
          </button>
        </form>
      ) : null}
      <DataTable
        columns={WEBHOOK_COLUMNS}
        rows={webhooks}
        rowKey={(webhook) => webhook.id}
        empty={<EmptyState title="No endpoints yet"><p>Add an endpoint to be told about red and yellow scans as they happen.</p></EmptyState>}
      />
    </section>
  );
}

const WEBHOOK_COLUMNS: Column<Webhook>[] = [
  { header: 'URL', cell: (webhook) => <Link to={`/webhooks/${webhook.id}`}>{webhook.url}</Link>, className: 'mono break' },
  { header: 'Status', cell: (webhook) => <EnabledBadge enabled={webhook.enabled} /> },
  { header: 'Events', cell: (webhook) => webhook.events.join(', ') },
  { header: 'Failures', cell: (webhook) => webhook.failure_count },
  { header: 'Last triggered', cell: (webhook) => <Time value={webhook.last_triggered_at} /> },
];

/** Whether an endpoint receives alerts. */
export function EnabledBadge({ enabled }: { enabled: boolean }) {
  return enabled ? <span className="badge ok">enabled</span> : <span className="badge off">disabled</span>;
}

/** Checkboxes for the subscribed events. */
export function EventPicker({ value, onChange, idPrefix }: { value: string[]; onChange: (events: string[]) => void; idPrefix: string }) {
  return (
    <fieldset className="field">
      <legend>Events</legend>
      {EVENTS.map((event) => (
        <label key={event.value} className="check" htmlFor={`${idPrefix}-${event.value}`}>
          <input
            id={`${idPrefix}-${event.value}`}
            type="checkbox"
            checked={value.includes(event.value)}
            onChange={(e) => onChange(e.target.checked ? [...value, event.value] : value.filter((v) => v !== event.value))}
          />
          {event.label}
        </label>
      ))}
    </fieldset>
  );
}

function UpgradePanel({ plan }: { plan: string }) {
  const { session } = useSession();
  const professional = session.plans.professional;
  return (
    <section>
      <PageHeader title="Webhooks" />
      <div className="card upgrade" data-testid="upgrade-panel">
        <h2>Webhook alerts come with Professional and Enterprise</h2>
        <p>
          Your organization is on the <strong>{plan}</strong> plan. Upgrading gives you:
        </p>
        <ul>
          <li>Signed alerts (Standard Webhooks) the moment a prompt scans red or yellow</li>
          <li>Up to {professional?.maxWebhooks ?? 10} endpoints on Professional, 100 on Enterprise, with retries and a delivery log</li>
          <li>{professional?.scansPerSecond ?? 200} scans per second on Professional (2,000 on Enterprise) instead of {session.organization.limits.scansPerSecond}</li>
        </ul>
        <Notice>Ask your promptscan operator to change the plan (<code>promptscan orgs set-plan</code>).</Notice>
      </div>
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import { api, messageOf } from '../api';
import { DataTable, type Column } from '../components/data-table';
import { ConfirmButton, EmptyState, ErrorBanner, Field, LoadedView, Notice, PageHeader, Time } from '../components/ui';
import { useCanManage, useSession } from '../session';
import type { AuditEvent, AuditPage, Limits, Member, Role } from '../types';
import { useApi, type Loaded } from '../use-api';

/** The organization: plan, features and limits, members, audit log. */
export function OrganizationPage() {
  const { session } = useSession();
  const audit = useApi<AuditPage>('/audit');
  const org = useApi<OrganizationData>('/organization');
  return (
    <section>
      <PageHeader title="Organization" description={session.organization.name} />
      <LoadedView loaded={org}>
        {({ organization, plans }) => (
          <>
            <PlanCard plan={organization.plan} limits={organization.limits} plans={plans} />
            <AlertsCard enabled={organization.alert_prompt_excerpt} onChanged={() => { org.reload(); audit.reload(); }} />
          </>
        )}
      </LoadedView>
      <Members onChanged={audit.reload} />
      <AuditLog audit={audit} />
    </section>
  );
}

interface OrganizationData {
  organization: { name: string; plan: string; limits: Limits; alert_prompt_excerpt: boolean; created_at: string };
  plans: Record<string, Limits>;
}

/** Whether webhook alerts carry the start of the prompt, personal data and secrets masked. */
function AlertsCard({ enabled, onChanged }: { enabled: boolean; onChanged: () => void }) {
  const canManage = useCanManage();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  async function toggle(next: boolean) {
    setSaving(true);
    setError(null);
    try {
      await api('PUT', '/organization/alerts', { prompt_excerpt: next });
      onChanged();
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setSaving(false);
    }
  }
  return (
    <div className="card">
      <h2>Alerts</h2>
      {error === null ? null : <ErrorBanner message={error} />}
      <label className="check" htmlFor="alerts-excerpt">
        <input id="alerts-excerpt" type="checkbox" checked={enabled} disabled={!canManage || saving} onChange={(event) => void toggle(event.target.checked)} />
        {' '}Include a prompt excerpt in webhook alerts
      </label>
      <p className="muted">The first 200 characters of a flagged prompt, with personal data and secrets masked. Off by default; prompts are never stored.</p>
    </div>
  );
}

function PlanCard({ plan, limits, plans }: { plan: string; limits: Limits; plans: Record<string, Limits> }) {
  // The organization's own row shows its limits, which may override its plan's defaults.
  const shown = ([name, defaults]: [string, Limits]) => (name === plan ? limits : defaults);
  const columns: Column<[string, Limits]>[] = [
    { header: 'Plan', cell: ([name]) => `${name}${name === plan ? ' (yours)' : ''}` },
    { header: 'Webhook alerts', cell: (row) => (shown(row).webhookAlerts ? 'yes' : 'no') },
    { header: 'Scans per second', cell: (row) => shown(row).scansPerSecond.toLocaleString() },
    { header: 'Webhooks', cell: (row) => shown(row).maxWebhooks.toLocaleString() },
  ];
  return (
    <div className="card">
      <h2>Plan: <span className="badge plan">{plan}</span></h2>
      <DataTable
        compact
        columns={columns}
        rows={Object.entries(plans)}
        rowKey={([name]) => name}
        rowProps={([name]) => ({ className: name === plan ? 'current' : '' })}
      />
    </div>
  );
}

function Members({ onChanged }: { onChanged: () => void }) {
  const { session } = useSession();
  const canManage = useCanManage();
  const members = useApi<{ members: Member[] }>('/members');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('viewer');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function run(action: () => Promise<void>, done: string) {
    setError(null);
    setNotice(null);
    try {
      await action();
      setNotice(done);
      members.reload();
      onChanged();
    } catch (failure) {
      setError(messageOf(failure));
    }
  }

  const add = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await api('POST', '/members', { email, role, ...(password === '' ? {} : { password }) });
      setEmail('');
      setPassword('');
    }, `Added ${email}.`);
  };

  const columns: Column<Member>[] = [
    { header: 'E-mail', cell: (member) => `${member.email}${member.user_id === session.user.id ? ' (you)' : ''}` },
    {
      header: 'Role',
      cell: (member) =>
        canManage ? (
          <select aria-label={`Role of ${member.email}`} value={member.role}
            onChange={(e) => void run(() => api('PATCH', `/members/${member.user_id}`, { role: e.target.value }), `Changed the role of ${member.email}.`)}>
            <option value="owner">owner</option><option value="admin">admin</option><option value="viewer">viewer</option>
          </select>
        ) : member.role,
    },
    { header: 'Since', cell: (member) => <Time value={member.created_at} /> },
  ];

  return (
    <div className="card">
      <h2>Members</h2>
      {error === null ? null : <ErrorBanner message={error} />}
      {notice === null ? null : <Notice kind="success">{notice}</Notice>}
      <LoadedView loaded={members}>
        {(data) => (
          <DataTable
            compact
            columns={columns}
            rows={data.members}
            rowKey={(member) => member.user_id}
            actions={(member) =>
              canManage && member.user_id !== session.user.id ? (
                <ConfirmButton label="Remove" danger title={`Remove ${member.email}?`} confirmLabel="Remove member" message="They lose access to this organization at once."
                  onConfirm={() => run(() => api('DELETE', `/members/${member.user_id}`), `Removed ${member.email}.`)} />
              ) : null
            }
          />
        )}
      </LoadedView>
      {canManage ? (
        <form className="inline-form" onSubmit={add} aria-label="Add a member">
          <Field label="E-mail" htmlFor="member-email">
            <input id="member-email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field>
          <Field label="Role" htmlFor="member-role">
            <select id="member-role" value={role} onChange={(e) => setRole(e.target.value as Role)}>
              <option value="viewer">viewer</option><option value="admin">admin</option><option value="owner">owner</option>
            </select>
          </Field>
          <Field label="First password" htmlFor="member-password" hint="For a new user (10+ characters); existing users keep theirs.">
            <input id="member-password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field>
          <button type="submit" className="button primary">Add member</button>
        </form>
      ) : null}
    </div>
  );
}

function AuditLog({ audit }: { audit: Loaded<AuditPage> }) {
  const [older, setOlder] = useState<{ after: AuditPage; events: AuditEvent[]; cursor: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Pages loaded with "Load more" belong to the first page they followed; a reload starts over.
  const extra = older !== null && older.after === audit.data ? older : null;
  const cursor = extra === null ? (audit.data?.next_cursor ?? null) : extra.cursor;
  const events = [...(audit.data?.events ?? []), ...(extra?.events ?? [])];

  async function loadMore() {
    if (cursor === null || audit.data === null) return;
    try {
      const page = await api<AuditPage>('GET', `/audit?cursor=${encodeURIComponent(cursor)}`);
      setOlder({ after: audit.data, events: [...(extra?.events ?? []), ...page.events], cursor: page.next_cursor });
    } catch (failure) {
      setError(messageOf(failure));
    }
  }

  return (
    <div className="card">
      <h2>Audit log</h2>
      {error === null ? null : <ErrorBanner message={error} />}
      <LoadedView loaded={audit}>
        {() => <DataTable compact columns={AUDIT_COLUMNS} rows={events} rowKey={(event) => event.id} empty={<EmptyState title="Nothing yet" />} />}
      </LoadedView>
      {cursor === null ? null : <button type="button" className="button" onClick={() => void loadMore()}>Load more</button>}
    </div>
  );
}

const AUDIT_COLUMNS: Column<AuditEvent>[] = [
  { header: 'When', cell: (event) => <Time value={event.created_at} /> },
  { header: 'Who', cell: (event) => event.actor_email },
  { header: 'What', cell: (event) => <code>{event.action}</code> },
  { header: 'Target', cell: (event) => event.target, className: 'break' },
  { header: 'From', cell: (event) => event.ip, className: 'mono' },
];

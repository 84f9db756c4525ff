import { useState, type FormEvent } from 'react';
import { api, messageOf } from '../api';
import { ConfirmButton, EmptyState, ErrorBanner, Field, Loading, Notice, PageHeader, Time } from '../components/ui';
import { useCanManage, useSession } from '../session';
import type { AuditEvent, Limits, Member, Role } from '../types';
import { useApi, type Loaded } from '../use-api';

/** The organization: plan, features and limits, members, audit log. */
export function OrganizationPage() {
  const { session } = useSession();
  const audit = useApi<AuditPage>('/audit');
  const org = useApi<OrganizationData>('/organization');
  return (
    <section>
      <PageHeader title="Organization" description={session.organization.name} />
      {org.loading && org.data === null ? <Loading /> : null}
      {org.error === null ? null : <ErrorBanner message={org.error} onRetry={org.reload} />}
      {org.data === null ? null : <PlanCard plan={org.data.organization.plan} limits={org.data.organization.limits} plans={org.data.plans} />}
      {org.data === null ? null : <AlertsCard enabled={org.data.organization.alert_prompt_excerpt} onChanged={() => { org.reload(); audit.reload(); }} />}
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
  return (
    <div className="card">
      <h2>Plan: <span className="badge plan">{plan}</span></h2>
      <div className="table-wrap">
        <table className="compact">
          <thead><tr><th scope="col">Plan</th><th scope="col">Webhook alerts</th><th scope="col">Scans per second</th><th scope="col">Webhooks</th></tr></thead>
          <tbody>
            {Object.entries(plans).map(([name, p]) => {
              const current = name === plan;
              const shown = current ? limits : p;
              return (
                <tr key={name} className={current ? 'current' : ''}>
                  <td>{name}{current ? ' (yours)' : ''}</td>
                  <td>{shown.webhookAlerts ? 'yes' : 'no'}</td>
                  <td>{shown.scansPerSecond.toLocaleString()}</td>
                  <td>{shown.maxWebhooks.toLocaleString()}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
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

  return (
    <div className="card">
      <h2>Members</h2>
      {error === null ? null : <ErrorBanner message={error} />}
      {notice === null ? null : <Notice kind="success">{notice}</Notice>}
      {members.loading && members.data === null ? <Loading /> : null}
      {members.error === null ? null : <ErrorBanner message={members.error} onRetry={members.reload} />}
      {members.data === null ? null : (
        <div className="table-wrap">
          <table className="compact">
            <thead><tr><th scope="col">E-mail</th><th scope="col">Role</th><th scope="col">Since</th><th scope="col"><span className="sr-only">Actions</span></th></tr></thead>
            <tbody>
              {members.data.members.map((member) => (
                <tr key={member.user_id}>
                  <td data-label="E-mail">{member.email}{member.user_id === session.user.id ? ' (you)' : ''}</td>
                  <td data-label="Role">
                    {canManage ? (
                      <select aria-label={`Role of ${member.email}`} value={member.role}
                        onChange={(e) => void run(() => api('PATCH', `/members/${member.user_id}`, { role: e.target.value }), `Changed the role of ${member.email}.`)}>
                        <option value="owner">owner</option><option value="admin">admin</option><option value="viewer">viewer</option>
                      </select>
                    ) : member.role}
                  </td>
                  <td data-label="Since"><Time value={member.created_at} /></td>
                  <td className="row-actions">
                    {canManage && member.user_id !== session.user.id ? (
                      <ConfirmButton label="Remove" danger title={`Remove ${member.email}?`} confirmLabel="Remove member" body={<p>They lose access to this organization at once.</p>}
                        onConfirm={() => run(() => api('DELETE', `/members/${member.user_id}`), `Removed ${member.email}.`)} />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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

type AuditPage = { events: AuditEvent[]; next_cursor: string | null };

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
      {audit.loading && audit.data === null ? <Loading /> : null}
      {audit.error === null ? null : <ErrorBanner message={audit.error} onRetry={audit.reload} />}
      {error === null ? null : <ErrorBanner message={error} />}
      {audit.data === null ? null : events.length === 0 ? (
        <EmptyState title="Nothing yet" />
      ) : (
        <div className="table-wrap">
          <table className="compact">
            <thead><tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">What</th><th scope="col">Target</th><th scope="col">From</th></tr></thead>
            <tbody>
              {events.map((event) => (
                <tr key={event.id}>
                  <td data-label="When"><Time value={event.created_at} /></td>
                  <td data-label="Who">{event.actor_email}</td>
                  <td data-label="What"><code>{event.action}</code></td>
                  <td data-label="Target" className="break">{event.target}</td>
                  <td data-label="From" className="mono">{event.ip}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {cursor === null ? null : <button type="button" className="button" onClick={() => void loadMore()}>Load more</button>}
    </div>
  );
}

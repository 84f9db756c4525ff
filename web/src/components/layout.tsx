import { useState } from 'react';
import { api, messageOf } from '../api';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { useSession } from '../session';

const NAV = [
  { to: '/scans', label: 'Scans' },
  { to: '/keys', label: 'API keys' },
  { to: '/webhooks', label: 'Webhooks' },
  { to: '/policy', label: 'Policy' },
  { to: '/organization', label: 'Organization' },
] as const;

/** The signed-in frame: brand, navigation, the user's menu and the page. */
export function Layout() {
  const { session, logout, reload } = useSession();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();

  async function switchTo(orgId: string) {
    try {
      await api('PUT', '/session/organization', { org_id: orgId });
      navigate('/scans');
      await reload();
    } catch (failure) {
      window.alert(messageOf(failure));
    }
  }

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <div className="brand">
          <span className="logo" aria-hidden="true">◆</span> promptscan
        </div>
        <button type="button" className="menu-toggle button subtle" aria-expanded={open} aria-controls="primary-nav" onClick={() => setOpen((o) => !o)}>
          Menu
        </button>
        <nav id="primary-nav" className={open ? 'nav open' : 'nav'} aria-label="Main">
          {NAV.map((item) => (
            <NavLink key={item.to} to={item.to} onClick={() => setOpen(false)} className={({ isActive }) => (isActive ? 'active' : '')}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="user">
          <span className="muted" data-testid="whoami">
            {session.user.email} · {session.organization.name} · <span className="role">{session.user.role}</span>
          </span>
          {session.organizations.length > 1 ? (
            <select aria-label="Organization" className="org-switch" value={session.organization.id} onChange={(e) => void switchTo(e.target.value)}>
              {session.organizations.map((org) => (
                <option key={org.org_id} value={org.org_id}>{org.name}</option>
              ))}
            </select>
          ) : null}
          <NavLink to="/account" className="account-link">
            Account
          </NavLink>
          <button type="button" className="button subtle small" onClick={() => void logout()}>
            Sign out
          </button>
        </div>
      </header>
      <main id="main" className="content" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { api, ApiError, messageOf, setCsrfToken } from './api';
import { Layout } from './components/layout';
import { ErrorBanner, Loading } from './components/ui';
import { SessionContext, type SessionState } from './session';
import type { SessionInfo } from './types';
import { LoginPage } from './pages/login';
import { SetupPage } from './pages/setup';
import { KeysPage } from './pages/keys';
import { WebhooksPage } from './pages/webhooks';
import { WebhookDetailPage } from './pages/webhook-detail';
import { ScansPage } from './pages/scans';
import { ScanDetailPage } from './pages/scan-detail';
import { PolicyPage } from './pages/policy';
import { OrganizationPage } from './pages/organization';
import { AccountPage } from './pages/account';

type Boot = { state: 'loading' } | { state: 'setup' } | { state: 'signed-out' } | { state: 'signed-in'; session: SessionInfo } | { state: 'error'; message: string };

/** Decides between first-run setup, sign-in and the signed-in dashboard. */
export function App() {
  const [boot, setBoot] = useState<Boot>({ state: 'loading' });
  const navigate = useNavigate();
  const location = useLocation();

  const load = useCallback(async () => {
    try {
      const session = await api<SessionInfo>('GET', '/session');
      setCsrfToken(session.csrf_token);
      setBoot({ state: 'signed-in', session });
    } catch (error) {
      setCsrfToken(null);
      if (!(error instanceof ApiError) || error.status !== 401) {
        setBoot({ state: 'error', message: messageOf(error) });
        return;
      }
      try {
        const setup = await api<{ needed: boolean }>('GET', '/setup');
        setBoot({ state: setup.needed ? 'setup' : 'signed-out' });
      } catch (inner) {
        setBoot({ state: 'error', message: messageOf(inner) });
      }
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const logout = useCallback(async () => {
    await api('POST', '/logout');
    setCsrfToken(null);
    setBoot({ state: 'signed-out' });
    navigate('/login');
  }, [navigate]);

  if (boot.state === 'loading') return <div className="center-page"><Loading /></div>;
  if (boot.state === 'error') return <div className="center-page"><ErrorBanner message={boot.message} onRetry={() => void load()} /></div>;
  if (boot.state === 'setup') {
    return location.pathname === '/setup' ? <SetupPage onDone={load} /> : <Navigate to="/setup" replace />;
  }
  if (boot.state === 'signed-out') {
    if (location.pathname !== '/login') return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
    return <LoginPage onDone={load} />;
  }

  const state: SessionState = { session: boot.session, reload: load, logout };
  return (
    <SessionContext.Provider value={state}>
      {/* Keyed by organization: switching remounts every page, so nothing of the previous one stays on screen. */}
      <Routes key={boot.session.organization.id}>
        <Route path="login" element={<AfterSignIn />} />
        <Route path="setup" element={<Navigate to="/keys" replace />} />
        <Route element={<Layout />}>
          <Route index element={<Navigate to="/scans" replace />} />
          <Route path="keys" element={<KeysPage />} />
          <Route path="webhooks" element={<WebhooksPage />} />
          <Route path="webhooks/:id" element={<WebhookDetailPage />} />
          <Route path="scans" element={<ScansPage />} />
          <Route path="scans/:id" element={<ScanDetailPage />} />
          <Route path="policy" element={<PolicyPage />} />
          <Route path="organization" element={<OrganizationPage />} />
          <Route path="account" element={<AccountPage />} />
          <Route path="*" element={<Navigate to="/scans" replace />} />
        </Route>
      </Routes>
    </SessionContext.Provider>
  );
}

/** Where sign-in leads: the page asked for before it (only paths inside the dashboard), else the start page. */
function AfterSignIn() {
  const next = new URLSearchParams(useLocation().search).get('next') ?? '/';
  return <Navigate to={/^\/[a-z]/.test(next) ? next : '/'} replace />;
}

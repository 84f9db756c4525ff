import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { api, messageOf } from '../api';
import { ScanChart } from '../components/scan-chart';
import { EmptyState, ErrorBanner, Field, Loading, PageHeader, TierBadge, Time } from '../components/ui';
import type { ChartPoint, Scan, ScanHistoryPage } from '../types';
import { useApi } from '../use-api';

const RANGES = { '24h': 24, '7d': 168, '30d': 720 } as const;
type Range = keyof typeof RANGES;

/** Recent scans with filters, and a chart of scans per tier. */
export function ScansPage() {
  const [tier, setTier] = useState('');
  const [range, setRange] = useState<Range>('24h');
  const since = useMemo(() => new Date(Date.now() - RANGES[range] * 3_600_000).toISOString(), [range]);
  const query = new URLSearchParams({ since, ...(tier === '' ? {} : { tier }) }).toString();
  const scans = useApi<ScanHistoryPage>(`/scans?${query}`);
  const chart = useApi<{ points: ChartPoint[] }>(`/scans/chart?range=${range}`);
  const [more, setMore] = useState<{ scans: Scan[]; cursor: string | null; query: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const extra = more !== null && more.query === query ? more : null;
  const cursor = extra === null ? (scans.data?.next_cursor ?? null) : extra.cursor;
  const rows = [...(scans.data?.scans ?? []), ...(extra?.scans ?? [])];

  async function loadMore() {
    if (cursor === null) return;
    try {
      const page = await api<ScanHistoryPage>('GET', `/scans?${query}&cursor=${encodeURIComponent(cursor)}`);
      setMore({ scans: [...(extra?.scans ?? []), ...page.scans], cursor: page.next_cursor, query });
    } catch (failure) {
      setError(messageOf(failure));
    }
  }

  return (
    <section>
      <PageHeader title="Scans" description="Prompts are never stored: each scan keeps its length, hash, signals and spans." />
      <div className="filters card" role="group" aria-label="Filters">
        <Field label="Tier" htmlFor="filter-tier">
          <select id="filter-tier" value={tier} onChange={(e) => setTier(e.target.value)}>
            <option value="">All tiers</option>
            <option value="red">Red</option>
            <option value="yellow">Yellow</option>
            <option value="green">Green</option>
          </select>
        </Field>
        <Field label="Time" htmlFor="filter-range">
          <select id="filter-range" value={range} onChange={(e) => setRange(e.target.value as Range)}>
            <option value="24h">Last 24 hours</option>
            <option value="7d">Last 7 days</option>
            <option value="30d">Last 30 days</option>
          </select>
        </Field>
      </div>
      <div className="card">
        <h2>Scans per tier</h2>
        {chart.error !== null ? <ErrorBanner message={chart.error} onRetry={chart.reload} /> : chart.data === null ? <Loading /> : <ScanChart points={chart.data.points} />}
      </div>
      {error === null ? null : <ErrorBanner message={error} />}
      {scans.error !== null ? <ErrorBanner message={scans.error} onRetry={scans.reload} /> : null}
      {scans.loading && scans.data === null ? <Loading /> : null}
      {scans.data === null ? null : rows.length === 0 ? (
        <EmptyState title="No scans in this range">
          <p>Send a prompt to <code>POST /v1/scan</code> with an API key and it shows up here.</p>
        </EmptyState>
      ) : (
        <div className="table-wrap">
          <table>
            <thead>
              <tr><th scope="col">Time</th><th scope="col">Tier</th><th scope="col">Score</th><th scope="col">Signals</th><th scope="col">Latency</th></tr>
            </thead>
            <tbody>
              {rows.map((scan) => (
                <tr key={scan.id}>
                  <td data-label="Time"><Link to={`/scans/${scan.id}`}><Time value={scan.created_at} /></Link></td>
                  <td data-label="Tier"><TierBadge tier={scan.tier} /></td>
                  <td data-label="Score">{scan.risk_score.toFixed(2)}</td>
                  <td data-label="Signals">{scan.signals.length === 0 ? <span className="muted">none</span> : [...new Set(scan.signals.map((s) => s.type))].join(', ')}</td>
                  <td data-label="Latency">{scan.latency_ms.toFixed(2)} ms</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {cursor === null ? null : (
        <button type="button" className="button" onClick={() => void loadMore()}>Load more</button>
      )}
    </section>
  );
}

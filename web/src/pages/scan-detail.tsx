import { Link, useParams } from 'react-router';
import { EmptyState, ErrorBanner, Loading, PageHeader, TierBadge, Time } from '../components/ui';
import type { Scan } from '../types';
import { useApi } from '../use-api';

/** One scan: verdict, prompt length and hash, signals and their spans as offsets. */
export function ScanDetailPage() {
  const { id = '' } = useParams();
  const scan = useApi<{ scan: Scan }>(`/scans/${encodeURIComponent(id)}`);
  if (scan.loading && scan.data === null) return <Loading />;
  if (scan.error !== null) {
    return (
      <>
        <ErrorBanner message={scan.error} onRetry={scan.reload} />
        <Link to="/scans">Back to scans</Link>
      </>
    );
  }
  if (scan.data === null) return null;
  const s = scan.data.scan;
  return (
    <section>
      <PageHeader title="Scan" description={s.id} />
      <p><Link to="/scans">← All scans</Link></p>
      <div className="card">
        <dl className="facts">
          <dt>Tier</dt><dd><TierBadge tier={s.tier} /> ({s.action})</dd>
          <dt>Risk score</dt><dd>{s.risk_score.toFixed(3)}</dd>
          <dt>Time</dt><dd><Time value={s.created_at} /></dd>
          <dt>Latency</dt><dd>{s.latency_ms.toFixed(3)} ms</dd>
          <dt>Prompt length</dt><dd>{s.prompt_length.toLocaleString()} characters (UTF-16 code units)</dd>
          <dt>Prompt SHA-256</dt><dd className="mono break">{s.prompt_sha256}</dd>
          <dt>API key</dt><dd className="mono">{s.key_id}</dd>
        </dl>
        <p className="muted">The prompt itself is never stored; spans are offsets into it.</p>
      </div>
      <h2>Signals</h2>
      {s.signals.length === 0 ? (
        <EmptyState title="No signals"><p>Nothing in this prompt raised a detector.</p></EmptyState>
      ) : (
        <div className="table-wrap">
          <table>
            <thead><tr><th scope="col">Type</th><th scope="col">Score</th><th scope="col">Detector</th><th scope="col">Message</th><th scope="col">Spans</th></tr></thead>
            <tbody>
              {s.signals.map((signal, index) => (
                <tr key={`${signal.type}-${index}`}>
                  <td data-label="Type">{signal.type}</td>
                  <td data-label="Score">{signal.score.toFixed(2)}</td>
                  <td data-label="Detector">{signal.detector}</td>
                  <td data-label="Message">{signal.message}</td>
                  <td data-label="Spans" className="mono">{signal.spans.length === 0 ? '—' : signal.spans.map((span) => `[${span.start}, ${span.end})`).join(' ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

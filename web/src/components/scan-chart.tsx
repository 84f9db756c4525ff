import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import type { ChartPoint } from '../types';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

const COLORS = { green: '#2f9e5b', yellow: '#d9a400', red: '#d64545' } as const;

function label(bucket: string): string {
  // Buckets are UTC hour (YYYY-MM-DDTHH) or day (YYYY-MM-DD) prefixes: hours show in local time, days as UTC days.
  const date = new Date(bucket.length === 13 ? `${bucket}:00:00Z` : `${bucket}T00:00:00Z`);
  return bucket.length === 13 ? date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' }) : date.toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** Scans per tier over time, as stacked bars. */
export function ScanChart({ points }: { points: ChartPoint[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current === null) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: points.map((p) => label(p.bucket)),
        datasets: (['red', 'yellow', 'green'] as const).map((tier) => ({ label: tier, data: points.map((p) => p[tier]), backgroundColor: COLORS[tier], stack: 'scans' })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } } },
        plugins: { legend: { position: 'bottom' } },
      },
    });
    return () => chart.destroy();
  }, [points]);
  const total = points.reduce((sum, p) => sum + p.green + p.yellow + p.red, 0);
  return (
    <figure className="chart">
      <div className="chart-box">
        <canvas ref={canvas} role="img" aria-label={`Scans per tier over time: ${total} in total`} />
      </div>
    </figure>
  );
}

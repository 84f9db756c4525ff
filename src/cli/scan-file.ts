import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import cliProgress from 'cli-progress';
import type { Engine } from '../scan/index.js';

/** Options of `promptscan scan-file`. */
export interface ScanFileOptions {
  input: string;
  output: string;
  engine: Engine;
  progress: boolean;
}

/** One output line: the verdict of input line `i` (0-based), in a compact form. */
export interface ScanFileResult {
  i: number;
  tier: string;
  action: string;
  risk_score: number;
  flagged: boolean;
  score: number;
  signals: string[];
  ms: number;
  error?: string;
}

/**
 * Scans the `text` of every JSONL line of `input` with the default policy and writes one result
 * line per input line to `output`. Streams both files, so memory does not grow with the input.
 * A line that is not JSON or has no string `text` gets `error` instead of aborting the run.
 */
export async function scanFile(opts: ScanFileOptions): Promise<{ lines: number }> {
  const input = createReadStream(opts.input, 'utf8');
  const out = createWriteStream(opts.output, 'utf8');
  const rl = createInterface({ input, crlfDelay: Infinity });
  const showBar = opts.progress && process.stderr.isTTY === true;
  const bar = showBar ? new cliProgress.SingleBar({ format: 'scan [{bar}] {value} lines, {speed} lines/s', stream: process.stderr, hideCursor: true }, cliProgress.Presets.shades_classic) : null;
  bar?.start(0, 0, { speed: 0 });
  const started = Date.now();
  let i = 0;
  try {
    for await (const line of rl) {
      const result = scanLine(opts.engine, line, i);
      if (!out.write(JSON.stringify(result) + '\n')) await once(out, 'drain');
      i++;
      if (bar) {
        bar.setTotal(i);
        bar.update(i, { speed: Math.round(i / Math.max(0.001, (Date.now() - started) / 1000)) });
      }
    }
  } finally {
    bar?.stop();
    out.end();
    await once(out, 'finish');
  }
  return { lines: i };
}

function scanLine(engine: Engine, line: string, i: number): ScanFileResult {
  let text: unknown;
  try {
    text = (JSON.parse(line) as { text?: unknown }).text;
  } catch {
    return failed(i, 'line is not valid JSON');
  }
  if (typeof text !== 'string') return failed(i, 'line has no string "text" field');
  const t0 = performance.now();
  const v = engine.scan(text);
  const ms = Math.round((performance.now() - t0) * 1000) / 1000;
  return { i, tier: v.tier, action: v.action, risk_score: v.risk_score, flagged: v.tier !== 'green', score: v.risk_score, signals: [...new Set(v.signals.map((s) => s.type))], ms };
}

function failed(i: number, error: string): ScanFileResult {
  return { i, tier: 'green', action: 'allow', risk_score: 0, flagged: false, score: 0, signals: [], ms: 0, error };
}

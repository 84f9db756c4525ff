import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseCidrList, type CidrList } from './webhooks/address-guard.js';

/** Validated runtime configuration; src/config.ts is the only reader of process.env. */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  redisUrl: string | null;
  logLevel: string;
  /** 32-byte key that encrypts webhook secrets at rest; null only for commands that need none. */
  secretKey: Buffer | null;
  /** Ranges webhook targets may resolve to in spite of the SSRF guard. */
  webhookAllowedCidrs: CidrList;
  webhookAllowHttp: boolean;
  /** Seconds to wait before each attempt; its length is the number of attempts. */
  webhookRetrySchedule: number[];
  webhookDisableAfterFailures: number;
  webhookDisableAfterSeconds: number;
  /** Mark the dashboard's session cookie Secure always, or only for requests that came over HTTPS. */
  dashboardSecureCookies: 'auto' | 'always';
  /** HTTP worker processes `promptscan serve` runs (1: the API in the one process). */
  workers: number;
}

/** Thrown when the environment holds bad values; lists every one of them. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const DEFAULT_RETRY_SCHEDULE = '0,5,300,1800,7200,18000,36000,36000';
const DEFAULT_DATABASE_URL = 'sqlite:./data/promptscan.db';
/** The most HTTP worker processes `serve` accepts: a sanity bound, far above any core count it would help on. */
export const MAX_WORKERS = 64;

type Env = Record<string, string | undefined>;

/**
 * Reads and validates the environment. With `generateSecretKey`, a missing
 * PROMPTSCAN_SECRET_KEY on SQLite is created once in ./data/secret.key (mode 0600)
 * beside the database, so `npm start` works with no setup.
 */
export function loadConfig(
  env: Env = process.env,
  options: { generateSecretKey?: boolean; secretKeyRequired?: boolean } = {},
): Config {
  const problems: string[] = [];
  const port = parseInteger(env.PORT ?? '8080', 'PORT', 0, 65535, problems);
  const host = nonEmpty(env.HOST ?? '127.0.0.1', 'HOST', problems);
  const databaseUrl = env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL;
  if (!isSqliteUrl(databaseUrl) && !isPostgresUrl(databaseUrl)) {
    problems.push('DATABASE_URL must be sqlite:PATH or postgres://...');
  }
  const redisUrl = env.REDIS_URL?.trim() || null;
  if (redisUrl !== null && !/^rediss?:\/\//.test(redisUrl)) problems.push('REDIS_URL must start with redis:// or rediss://');
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }
  const secretKey = readSecretKey(env, databaseUrl, options.generateSecretKey ?? false, problems, options.secretKeyRequired ?? true);
  const webhookAllowHttp = parseBoolean(env.PROMPTSCAN_WEBHOOK_ALLOW_HTTP ?? 'false', 'PROMPTSCAN_WEBHOOK_ALLOW_HTTP', problems);
  const webhookRetrySchedule = parseSchedule(env.PROMPTSCAN_WEBHOOK_RETRY_SCHEDULE ?? DEFAULT_RETRY_SCHEDULE, problems);
  const webhookDisableAfterFailures = parseInteger(
    env.PROMPTSCAN_WEBHOOK_DISABLE_AFTER_FAILURES ?? '10', 'PROMPTSCAN_WEBHOOK_DISABLE_AFTER_FAILURES', 1, 1_000_000, problems);
  const webhookDisableAfterSeconds = parseInteger(
    env.PROMPTSCAN_WEBHOOK_DISABLE_AFTER_SECONDS ?? '86400', 'PROMPTSCAN_WEBHOOK_DISABLE_AFTER_SECONDS', 0, 365 * 86400, problems);
  const webhookAllowedCidrs = parseCidrList(env.PROMPTSCAN_WEBHOOK_ALLOWED_CIDRS ?? '');
  if (!webhookAllowedCidrs.ok) problems.push(`PROMPTSCAN_WEBHOOK_ALLOWED_CIDRS: ${webhookAllowedCidrs.problem}`);
  const dashboardSecureCookies = (env.PROMPTSCAN_DASHBOARD_SECURE_COOKIES ?? 'auto').trim();
  if (dashboardSecureCookies !== 'auto' && dashboardSecureCookies !== 'always') {
    problems.push('PROMPTSCAN_DASHBOARD_SECURE_COOKIES must be auto or always');
  }
  const workers = parseInteger(env.PROMPTSCAN_WORKERS ?? '1', 'PROMPTSCAN_WORKERS', 1, MAX_WORKERS, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port, host, databaseUrl, redisUrl, logLevel, secretKey,
    webhookAllowedCidrs: webhookAllowedCidrs.ok ? webhookAllowedCidrs.cidrs : [], webhookAllowHttp, webhookRetrySchedule,
    webhookDisableAfterFailures, webhookDisableAfterSeconds,
    dashboardSecureCookies: dashboardSecureCookies === 'always' ? 'always' : 'auto',
    workers,
  };
}

/** True for `sqlite:PATH` and `sqlite::memory:`. */
export function isSqliteUrl(url: string): boolean {
  return url.startsWith('sqlite:');
}

/** True for `postgres://` and `postgresql://` URLs. */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/** The file path of a `sqlite:` URL (`:memory:` for an in-memory database). */
export function sqlitePath(url: string): string {
  return url.slice('sqlite:'.length);
}

function readSecretKey(env: Env, databaseUrl: string, generate: boolean, problems: string[], required = true): Buffer | null {
  const raw = env.PROMPTSCAN_SECRET_KEY?.trim();
  if (raw) {
    const key = Buffer.from(raw, 'base64');
    if (key.length !== 32 || !/^[A-Za-z0-9+/]+={0,2}$/.test(raw)) {
      problems.push('PROMPTSCAN_SECRET_KEY must be 32 bytes in base64 (for example: openssl rand -base64 32)');
      return null;
    }
    return key;
  }
  if (!isSqliteUrl(databaseUrl)) {
    // Several instances share one PostgreSQL database, so they must share the key too.
    if (required) problems.push('PROMPTSCAN_SECRET_KEY is required with a PostgreSQL DATABASE_URL');
    return null;
  }
  const path = sqlitePath(databaseUrl);
  const keyFile = resolve(path === ':memory:' ? './data' : dirname(path), 'secret.key');
  if (existsSync(keyFile)) {
    const key = Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'base64');
    if (key.length === 32) return key;
    problems.push(`${keyFile} does not hold a 32-byte base64 key`);
    return null;
  }
  if (!generate) {
    if (required) problems.push(`PROMPTSCAN_SECRET_KEY is not set and ${keyFile} does not exist yet (run promptscan serve once)`);
    return null;
  }
  const key = randomBytes(32);
  mkdirSync(dirname(keyFile), { recursive: true });
  writeFileSync(keyFile, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}

function parseInteger(raw: string, name: string, min: number, max: number, problems: string[]): number {
  const value = Number(raw.trim());
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < min || value > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max}`);
    return min;
  }
  return value;
}

function parseBoolean(raw: string, name: string, problems: string[]): boolean {
  const value = raw.trim().toLowerCase();
  if (['true', '1', 'yes'].includes(value)) return true;
  if (['false', '0', 'no', ''].includes(value)) return false;
  problems.push(`${name} must be true or false`);
  return false;
}

function nonEmpty(raw: string, name: string, problems: string[]): string {
  if (raw.trim() === '') problems.push(`${name} must not be empty`);
  return raw.trim();
}

function parseSchedule(raw: string, problems: string[]): number[] {
  const parts = raw.split(',').map((part) => part.trim());
  const values = parts.map(Number);
  if (parts.length === 0 || parts.length > 50 || parts.some((p) => !/^\d+$/.test(p)) || values.some((v) => v > 7 * 86400)) {
    problems.push('PROMPTSCAN_WEBHOOK_RETRY_SCHEDULE must be 1 to 50 comma-separated whole seconds, each at most 604800');
    return [0];
  }
  return values;
}

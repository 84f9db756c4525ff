import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const KEY = Buffer.alloc(32, 7).toString('base64');

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ PROMPTSCAN_SECRET_KEY: KEY });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'sqlite:./data/promptscan.db',
      redisUrl: null,
      logLevel: 'info',
      webhookAllowHttp: false,
      webhookAllowedCidrs: [],
      webhookRetrySchedule: [0, 5, 300, 1800, 7200, 18000, 36000, 36000],
      webhookDisableAfterFailures: 10,
      webhookDisableAfterSeconds: 86400,
      dashboardSecureCookies: 'auto',
      workers: 1,
    });
    expect(config.secretKey).toEqual(Buffer.alloc(32, 7));
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65535'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535'],
    [{ DATABASE_URL: 'mysql://db' }, 'DATABASE_URL must be sqlite:PATH or postgres://...'],
    [{ REDIS_URL: 'http://cache' }, 'REDIS_URL must start with redis:// or rediss://'],
    [{ LOG_LEVEL: 'chatty' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ PROMPTSCAN_SECRET_KEY: 'c2hvcnQ=' }, 'PROMPTSCAN_SECRET_KEY must be 32 bytes in base64 (for example: openssl rand -base64 32)'],
    [{ PROMPTSCAN_WEBHOOK_ALLOW_HTTP: 'maybe' }, 'PROMPTSCAN_WEBHOOK_ALLOW_HTTP must be true or false'],
    [{ PROMPTSCAN_WEBHOOK_RETRY_SCHEDULE: '0,5,x' }, 'PROMPTSCAN_WEBHOOK_RETRY_SCHEDULE must be 1 to 50 comma-separated whole seconds, each at most 604800'],
    [{ PROMPTSCAN_DASHBOARD_SECURE_COOKIES: 'sometimes' }, 'PROMPTSCAN_DASHBOARD_SECURE_COOKIES must be auto or always'],
    [{ PROMPTSCAN_WEBHOOK_DISABLE_AFTER_FAILURES: '0' }, 'PROMPTSCAN_WEBHOOK_DISABLE_AFTER_FAILURES must be a whole number from 1 to 1000000'],
    [{ PROMPTSCAN_WORKERS: '0' }, 'PROMPTSCAN_WORKERS must be a whole number from 1 to 64'],
    [{ PROMPTSCAN_WORKERS: 'two' }, 'PROMPTSCAN_WORKERS must be a whole number from 1 to 64'],
  ])('refuses %j', (env, problem) => {
    expect(problemsOf({ PROMPTSCAN_SECRET_KEY: KEY, ...env })).toEqual([problem]);
  });

  it('refuses a bad allowed range with its own message', () => {
    const problems = problemsOf({ PROMPTSCAN_SECRET_KEY: KEY, PROMPTSCAN_WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8,banana' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PROMPTSCAN_WEBHOOK_ALLOWED_CIDRS: .*banana/);
  });

  it('lists every problem at once', () => {
    expect(problemsOf({ PORT: '-1', LOG_LEVEL: 'x', DATABASE_URL: 'oracle:', PROMPTSCAN_SECRET_KEY: KEY })).toHaveLength(3);
  });

  it('requires the secret key with PostgreSQL', () => {
    expect(problemsOf({ DATABASE_URL: 'postgres://localhost/db' })).toEqual(['PROMPTSCAN_SECRET_KEY is required with a PostgreSQL DATABASE_URL']);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/db' }, { secretKeyRequired: false }).secretKey).toBeNull();
  });

  it('generates the SQLite secret key file once, mode 0600, and reuses it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'promptscan-config-'));
    const env = { DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}` };
    expect(problemsOf(env)[0]).toContain('does not exist yet');
    const first = loadConfig(env, { generateSecretKey: true });
    const file = join(dir, 'secret.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toEqual(first.secretKey);
    expect(loadConfig(env).secretKey).toEqual(first.secretKey);
  });
});

import { describe, expect, it } from 'vitest';
import { isUuid, newId, newWebhookId } from './ids.js';

describe('ids', () => {
  it('prefixes ids by type with 24 hex characters', () => {
    expect(newId('scan')).toMatch(/^scan_[0-9a-f]{24}$/);
    expect(newId('request')).toMatch(/^req_[0-9a-f]{24}$/);
  });

  it('sorts by creation time', async () => {
    const first = newId('scan');
    await new Promise((resolve) => setTimeout(resolve, 2));
    const second = newId('scan');
    expect(second > first).toBe(true);
    expect(Number.parseInt(first.slice(5, 17), 16)).toBeLessThanOrEqual(Date.now());
  });

  it('never repeats across many pool refills', () => {
    const ids = new Set(Array.from({ length: 5_000 }, () => newId('event')));
    expect(ids.size).toBe(5_000);
  });

  it('makes webhook ids canonical lowercase UUIDs', () => {
    const id = newWebhookId();
    expect(isUuid(id)).toBe(true);
    expect(isUuid(id.toUpperCase())).toBe(false);
    expect(isUuid('not-a-uuid')).toBe(false);
  });
});

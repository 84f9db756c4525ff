import { describe, expect, it } from 'vitest';
import { isUuid, newId, newWebhookId } from './ids.js';

describe('ids', () => {
  it('prefixes ids by type with 24 hex characters', () => {
    expect(newId('scan')).toMatch(/^scan_[0-9a-f]{24}$/);
    expect(newId('request')).toMatch(/^req_[0-9a-f]{24}$/);
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

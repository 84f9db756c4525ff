import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateOpenApiDocument } from '../src/http/openapi.js';

describe('openapi.json', () => {
  it('matches the route schemas (run `npm run openapi` after changing a route)', async () => {
    const committed = readFileSync(new URL('../openapi.json', import.meta.url), 'utf8');
    expect(committed).toBe(await generateOpenApiDocument());
  });

  it('documents every endpoint with its error responses', async () => {
    const document = JSON.parse(await generateOpenApiDocument());
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual([
      '/health', '/v1/policy', '/v1/scan', '/v1/webhooks', '/v1/webhooks/{id}', '/v1/webhooks/{id}/deliveries',
      '/v1/webhooks/{id}/deliveries/{delivery_id}/retry', '/v1/webhooks/{id}/rotate-secret', '/v1/webhooks/{id}/test',
    ]);
    expect(Object.keys(document.paths['/v1/webhooks/{id}']).sort()).toEqual(['delete', 'patch']);
    expect(document.paths['/v1/scan'].post.responses['401']).toBeDefined();
    expect(document.paths['/v1/webhooks'].post.responses['409']).toBeDefined();
    expect(document.paths['/health'].get.security).toEqual([]);
  });
});

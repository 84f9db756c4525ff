import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where `npm run build` puts the built front-end (vite's outDir), seen from src/dashboard and dist/dashboard alike. */
export const DEFAULT_ASSETS_DIR = fileURLToPath(new URL('../../dist/web/', import.meta.url));

/**
 * The front-end's client-side routes: each serves index.html. They are listed
 * rather than matched by a wildcard so unknown /dashboard paths (and above all
 * unknown /dashboard/api paths) still get the JSON 404 and 405 answers.
 */
export const CLIENT_ROUTES = [
  '/dashboard', '/dashboard/', '/dashboard/login', '/dashboard/setup', '/dashboard/keys', '/dashboard/webhooks', '/dashboard/webhooks/:id',
  '/dashboard/scans', '/dashboard/scans/:id', '/dashboard/policy', '/dashboard/organization', '/dashboard/account',
] as const;

// Everything comes from this origin: no inline script or style, no framing.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:", "font-src 'self'", "connect-src 'self'",
  "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'",
].join('; ');

const NOT_BUILT = '<!doctype html><meta charset="utf-8"><title>promptscan</title><p>The dashboard is not built: run <code>npm run build</code>.</p>';

/** Security headers on every dashboard response, and the built assets with the client routes. */
export async function registerStatic(scope: FastifyInstance, assetsDir: string): Promise<void> {
  scope.addHook('onSend', async (request, reply, payload) => {
    if (request.url === '/dashboard' || request.url.startsWith('/dashboard/')) {
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('x-frame-options', 'DENY');
      reply.header('referrer-policy', 'same-origin');
      if (request.url.startsWith('/dashboard/api/')) reply.header('cache-control', 'no-store');
    }
    return payload;
  });

  const assets = join(assetsDir, 'assets');
  if (existsSync(assets)) {
    // wildcard:false registers one route per built file, so there is no catch-all under /dashboard.
    await scope.register(fastifyStatic, { root: assets, prefix: '/dashboard/assets/', wildcard: false, decorateReply: false, index: false, immutable: true, maxAge: '365d' });
  }

  const indexFile = join(assetsDir, 'index.html');
  let cached: string | undefined;
  for (const path of CLIENT_ROUTES) {
    scope.get(path, { config: { body: 'none' }, schema: { hide: true } }, async (_request, reply) => {
      cached ??= existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(cached ?? NOT_BUILT);
    });
  }
}

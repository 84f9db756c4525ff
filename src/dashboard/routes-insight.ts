import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { notFound, validationError } from '../http/errors.js';
import type { HistoryService } from './history.js';
import type { ManageService } from './manage.js';
import { ChartQuery, IdParams, PreviewBody, ScanQuery } from './schema.js';
import { managerOf, sessionOf } from './session.js';
import { ChartResponse, PreviewResponse, ScanDetail, ScanPage } from './responses.js';

const HIDE = { hide: true } as const;
const SCAN_PAGE = 50;

/** Scan history and chart, and the policy with its "try a prompt" preview. */
export function registerInsightRoutes(app: FastifyInstance, deps: { history: HistoryService; manage: ManageService }): void {
  const { history, manage } = deps;

  app.get<{ Querystring: Static<typeof ScanQuery> }>('/dashboard/api/scans', { config: { body: 'none' }, schema: { ...HIDE, querystring: ScanQuery, response: { 200: ScanPage } } }, async (request) => {
    const { cursor, tier, since, until } = request.query;
    const filter = { ...(tier === undefined ? {} : { tier }), ...(since === undefined ? {} : { since: new Date(since).toISOString() }), ...(until === undefined ? {} : { until: new Date(until).toISOString() }) };
    const page = await history.list(sessionOf(request).orgId, filter, SCAN_PAGE, cursor);
    if (page === null) throw validationError([{ path: '/cursor', message: 'is not a cursor from a previous page' }]);
    return page;
  });

  app.get<{ Querystring: Static<typeof ChartQuery> }>('/dashboard/api/scans/chart', { config: { body: 'none' }, schema: { ...HIDE, querystring: ChartQuery, response: { 200: ChartResponse } } }, async (request) => {
    const range = request.query.range ?? '24h';
    return { range, points: await history.chart(sessionOf(request).orgId, range) };
  });

  app.get<{ Params: Static<typeof IdParams> }>('/dashboard/api/scans/:id', { config: { body: 'none' }, schema: { ...HIDE, params: IdParams, response: { 200: ScanDetail } } }, async (request) => {
    const scan = await history.get(sessionOf(request).orgId, request.params.id);
    if (scan === undefined) throw notFound('Scan');
    return { scan };
  });

  app.get('/dashboard/api/policy', { config: { body: 'none' }, schema: HIDE }, async (request) => manage.getPolicy(sessionOf(request)));

  app.put('/dashboard/api/policy', { config: { body: 'json' }, schema: HIDE }, async (request) => {
    const result = await manage.putPolicy(managerOf(request), request.body);
    if (!result.ok) throw validationError(result.details);
    return result.view;
  });

  // Any signed-in user may try prompts: it changes nothing.
  app.post<{ Body: Static<typeof PreviewBody> }>('/dashboard/api/policy/preview', { config: { body: 'json' }, schema: { ...HIDE, body: PreviewBody, response: { 200: PreviewResponse } } }, async (request) => {
    sessionOf(request);
    const result = manage.previewPolicy(request.body.policy, request.body.prompt);
    if (!result.ok) throw validationError(result.details.map((d) => ({ ...d, path: `/policy${d.path}` })));
    return { verdict: result.verdict };
  });
}

import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';

const HealthBody = Type.Object(
  {
    status: Type.String({ enum: ['ok', 'unavailable'] }),
    version: Type.String(),
    checks: Type.Object({ database: Type.String({ enum: ['ok', 'unavailable'] }) }),
  },
  { description: 'Service health with a real database check' },
);

/** `GET /health`: no authentication; 503 when the database cannot be reached. */
export function registerHealthRoute(app: FastifyInstance, deps: { version: string; databaseReachable(): Promise<boolean> }): void {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: { tags: ['health'], summary: 'Health check', security: [], response: { 200: HealthBody, 503: HealthBody } },
    },
    async (_request, reply) => {
      const reachable = await deps.databaseReachable();
      const state = reachable ? 'ok' : 'unavailable';
      return reply.code(reachable ? 200 : 503).send({ status: state, version: deps.version, checks: { database: state } });
    },
  );
}

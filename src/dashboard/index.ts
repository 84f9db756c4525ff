import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { KeyService } from '../keys/service.js';
import { createOrgService } from '../orgs/service.js';
import type { PolicyService } from '../policy/service.js';
import { createUserService } from '../users/service.js';
import type { DeliveryLogService } from '../webhooks/delivery-log.js';
import type { WebhookService } from '../webhooks/service.js';
import { createAccountService } from './accounts.js';
import { createHistoryService } from './history.js';
import { createManageService } from './manage.js';
import { createMemberService } from './members.js';
import { registerAccountRoutes } from './routes-account.js';
import { registerInsightRoutes } from './routes-insight.js';
import { registerKeyRoutes } from './routes-keys.js';
import { registerOrgRoutes } from './routes-org.js';
import { registerWebhookRoutes } from './routes-webhooks.js';
import { registerSessions, type SecureCookies } from './session.js';
import { DEFAULT_ASSETS_DIR, registerStatic } from './static.js';
import { createLoginThrottle, DEFAULT_THROTTLE, type ThrottleOptions } from './throttle.js';

/** What the dashboard is built from: the services the API uses, over the same database. */
export interface DashboardDeps {
  db: Kysely<Database>;
  keys: KeyService;
  webhooks: WebhookService;
  deliveryLog: DeliveryLogService;
  policies: PolicyService;
  /** The built front-end (default: dist/web). */
  assetsDir?: string;
  /** `auto`: the session cookie is `Secure` when the request came over HTTPS. */
  secureCookies?: SecureCookies;
  throttle?: ThrottleOptions;
}

/** Serves the dashboard at /dashboard and its JSON API at /dashboard/api. */
export async function registerDashboard(app: FastifyInstance, deps: DashboardDeps): Promise<void> {
  const orgs = createOrgService(deps.db);
  const users = createUserService(deps.db);
  const accounts = createAccountService({ db: deps.db, orgs, users, throttle: createLoginThrottle(deps.throttle ?? DEFAULT_THROTTLE) });
  const manage = createManageService({ db: deps.db, orgs, keys: deps.keys, webhooks: deps.webhooks, deliveryLog: deps.deliveryLog, policies: deps.policies });
  const members = createMemberService({ db: deps.db, users });
  const history = createHistoryService(deps.db);
  const secureCookies = deps.secureCookies ?? 'auto';

  // One encapsulated scope: its cookie parser and hooks touch only dashboard routes.
  await app.register(async (scope) => {
    await registerSessions(scope, accounts);
    await registerStatic(scope, deps.assetsDir ?? DEFAULT_ASSETS_DIR);
    registerAccountRoutes(scope, { accounts, orgs, secureCookies });
    registerKeyRoutes(scope, manage);
    registerWebhookRoutes(scope, manage);
    registerInsightRoutes(scope, { history, manage });
    registerOrgRoutes(scope, { db: deps.db, orgs, members });
  });
}

import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config.js';
import { createRuntime } from '../main.js';

/** Builds the app on an in-memory database and returns its OpenAPI 3.1 document as formatted JSON. */
export async function generateOpenApiDocument(): Promise<string> {
  const config = loadConfig({ DATABASE_URL: 'sqlite::memory:', PROMPTSCAN_SECRET_KEY: randomBytes(32).toString('base64') });
  const runtime = await createRuntime(config, { logger: false });
  try {
    await runtime.app.ready();
    return `${JSON.stringify(runtime.app.swagger(), null, 2)}\n`;
  } finally {
    await runtime.close();
  }
}

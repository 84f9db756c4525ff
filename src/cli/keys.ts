import type { Command } from 'commander';
import { createKeyService, MAX_KEY_NAME_LENGTH } from '../keys/service.js';
import { createOrgService } from '../orgs/service.js';
import { withDatabase } from './database.js';
import { checkName, CliError, printResult } from './output.js';

/** `promptscan keys ...`. */
export function registerKeyCommands(program: Command): void {
  const keys = program.command('keys').description('manage API keys');

  keys.command('create')
    .description('create an API key (the raw key is printed this once)')
    .requiredOption('--org <idOrName>', 'organization id or name')
    .option('--name <label>', 'a label for the key', 'default')
    .option('--json', 'print one JSON object')
    .action(async (options: { org: string; name: string; json?: boolean }) => {
      const name = checkName(options.name, '--name', MAX_KEY_NAME_LENGTH);
      await withDatabase(async ({ db }) => {
        const org = await createOrgService(db).find(options.org);
        if (org === undefined) throw new CliError(`no organization with id or name "${options.org}"`);
        const key = await createKeyService(db).create(org.id, name);
        printResult({ id: key.id, key: key.key, org_id: key.org_id, name: key.name, created_at: key.created_at }, options.json === true);
        if (options.json !== true) process.stderr.write('Store this key now: it is shown only once.\n');
      });
    });

  keys.command('revoke')
    .description('revoke an API key; refused from the next request on')
    .requiredOption('--id <keyId>', 'key id (key_...)')
    .option('--json', 'print one JSON object')
    .action(async (options: { id: string; json?: boolean }) => {
      await withDatabase(async ({ db }) => {
        const result = await createKeyService(db).revoke(options.id);
        if (!result.ok && result.reason === 'not_found') throw new CliError(`no key with id "${options.id}"`);
        printResult({ id: options.id, revoked: true, already_revoked: !result.ok }, options.json === true);
      });
    });

  keys.command('list')
    .description("list an organization's keys (hints only)")
    .requiredOption('--org <idOrName>', 'organization id or name')
    .option('--json', 'print one JSON object')
    .action(async (options: { org: string; json?: boolean }) => {
      await withDatabase(async ({ db }) => {
        const org = await createOrgService(db).find(options.org);
        if (org === undefined) throw new CliError(`no organization with id or name "${options.org}"`);
        const list = await createKeyService(db).list(org.id);
        if (options.json === true) {
          printResult({ keys: list }, true);
          return;
        }
        for (const key of list) {
          process.stdout.write(`${key.id}  ${key.hint}  ${key.revoked_at === null ? 'active ' : 'revoked'}  ${key.name}\n`);
        }
      });
    });
}

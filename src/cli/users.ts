import type { Command } from 'commander';
import { createOrgService } from '../orgs/service.js';
import { PASSWORD_LENGTH } from '../users/password.js';
import { isRole, ROLES } from '../users/roles.js';
import { createUserService } from '../users/service.js';
import { withDatabase } from './database.js';
import { CliError, printResult } from './output.js';

/** `promptscan users ...`. */
export function registerUserCommands(program: Command, readPassword: () => Promise<string>): void {
  const users = program.command('users').description('manage dashboard users');

  users.command('create')
    .description('add a dashboard user to an organization (password from PROMPTSCAN_PASSWORD or standard input)')
    .requiredOption('--org <idOrName>', 'organization id or name')
    .requiredOption('--email <email>', 'e-mail address used to sign in')
    .requiredOption('--role <role>', `role: ${ROLES.join(', ')}`)
    .option('--json', 'print one JSON object')
    .action(async (options: { org: string; email: string; role: string; json?: boolean }) => {
      const role = options.role;
      if (!isRole(role)) throw new CliError(`--role must be one of ${ROLES.join(', ')}`, 2);
      const password = await readPassword();
      await withDatabase(async ({ db }) => {
        const org = await createOrgService(db).find(options.org);
        if (org === undefined) throw new CliError(`no organization with id or name "${options.org}"`);
        const result = await createUserService(db).addToOrganization(org.id, options.email, role, password);
        if (!result.ok) throw new CliError(USER_ERRORS[result.reason], result.reason === 'already_member' ? 1 : 2);
        printResult(result.user, options.json === true);
      });
    });
}

const USER_ERRORS = {
  invalid_email: '--email is not a valid e-mail address',
  weak_password: `the password must be ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters`,
  already_member: 'that user is already a member of the organization',
} as const;

import type { Command } from 'commander';
import { createOrgService, MAX_ORG_NAME_LENGTH, type OrganizationView } from '../orgs/service.js';
import { isPlanName, PLAN_NAMES, type PlanName } from '../orgs/plans.js';
import { withDatabase } from './database.js';
import { checkName, CliError, parseCount, printResult } from './output.js';

/** `promptscan orgs ...`. */
export function registerOrgCommands(program: Command): void {
  const orgs = program.command('orgs').description('manage organizations');

  orgs.command('create')
    .description('create an organization')
    .requiredOption('--name <name>', 'unique organization name')
    .option('--plan <plan>', `plan: ${PLAN_NAMES.join(', ')}`, 'free')
    .option('--json', 'print one JSON object')
    .action(async (options: { name: string; plan: string; json?: boolean }) => {
      const name = checkName(options.name, '--name', MAX_ORG_NAME_LENGTH);
      const plan = planOption(options.plan);
      await withDatabase(async ({ db }) => {
        const created = await createOrgService(db).create(name, plan);
        if (!created.ok) throw new CliError(`an organization named "${name}" already exists`);
        printResult({ id: created.value.id, name: created.value.name, plan: created.value.plan }, options.json === true);
      });
    });

  orgs.command('set-plan')
    .description("change an organization's plan")
    .requiredOption('--org <idOrName>', 'organization id or name')
    .requiredOption('--plan <plan>', `plan: ${PLAN_NAMES.join(', ')}`)
    .option('--json', 'print one JSON object')
    .action(async (options: { org: string; plan: string; json?: boolean }) => {
      const plan = planOption(options.plan);
      await withDatabase(async ({ db }) => {
        printOrg(unwrap(await createOrgService(db).setPlan(options.org, plan), options.org), options.json === true);
      });
    });

  orgs.command('set-limits')
    .description("override an organization's plan limits ('default' returns to the plan's value)")
    .requiredOption('--org <idOrName>', 'organization id or name')
    .option('--scans-per-second <n>', 'requests per second for the organization')
    .option('--max-webhooks <n>', 'maximum number of webhook endpoints')
    .option('--json', 'print one JSON object')
    .action(async (options: { org: string; scansPerSecond?: string; maxWebhooks?: string; json?: boolean }) => {
      const limits: { scans_per_second?: number | null; max_webhooks?: number | null } = {};
      if (options.scansPerSecond !== undefined) limits.scans_per_second = limitOption(options.scansPerSecond, '--scans-per-second', 1);
      if (options.maxWebhooks !== undefined) limits.max_webhooks = limitOption(options.maxWebhooks, '--max-webhooks', 0);
      if (Object.keys(limits).length === 0) throw new CliError('give --scans-per-second and/or --max-webhooks', 2);
      await withDatabase(async ({ db }) => {
        printOrg(unwrap(await createOrgService(db).setLimits(options.org, limits), options.org), options.json === true);
      });
    });

  orgs.command('set-alerts')
    .description('choose what webhook alerts carry')
    .requiredOption('--org <idOrName>', 'organization id or name')
    .requiredOption('--prompt-excerpt <on|off>', 'include the first 200 characters of the prompt, personal data and secrets masked')
    .option('--json', 'print one JSON object')
    .action(async (options: { org: string; promptExcerpt: string; json?: boolean }) => {
      if (!['on', 'off'].includes(options.promptExcerpt)) throw new CliError('--prompt-excerpt must be on or off', 2);
      await withDatabase(async ({ db }) => {
        const result = await createOrgService(db).setAlertPromptExcerpt(options.org, options.promptExcerpt === 'on');
        printOrg(unwrap(result, options.org), options.json === true);
      });
    });

  orgs.command('list')
    .description('list organizations')
    .option('--json', 'print one JSON object')
    .action(async (options: { json?: boolean }) => {
      await withDatabase(async ({ db }) => {
        const list = await createOrgService(db).list();
        if (options.json === true) {
          printResult({ organizations: list }, true);
          return;
        }
        for (const org of list) process.stdout.write(`${org.id}  ${org.plan.padEnd(12)}  ${org.name}\n`);
      });
    });
}

function planOption(text: string): PlanName {
  if (!isPlanName(text)) throw new CliError(`--plan must be one of ${PLAN_NAMES.join(', ')}`, 2);
  return text;
}

function limitOption(text: string, option: string, min: number): number | null {
  if (text === 'default') return null;
  const value = parseCount(text, option);
  if (value < min) throw new CliError(`${option} must be at least ${min}`, 2);
  return value;
}

function unwrap(result: { ok: true; value: OrganizationView } | { ok: false; reason: string }, org: string): OrganizationView {
  if (!result.ok) throw new CliError(`no organization with id or name "${org}"`);
  return result.value;
}

function printOrg(org: OrganizationView, json: boolean): void {
  printResult({ id: org.id, name: org.name, plan: org.plan, limits: org.limits, alert_prompt_excerpt: org.alert_prompt_excerpt }, json);
}

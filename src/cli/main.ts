import { Command, CommanderError } from 'commander';
import { ConfigError } from '../config.js';
import { VERSION } from '../lib/version.js';
import { withDatabase } from './database.js';
import { registerKeyCommands } from './keys.js';
import { registerOrgCommands } from './orgs.js';
import { CliError, printResult } from './output.js';
import { serve, work, type ServeOptions } from './serve.js';
import { scanFile } from './scan-file.js';
import { loadEngine } from '../scan/index.js';
import { registerUserCommands } from './users.js';

const program = new Command('promptscan')
  .description('promptscan: scan prompts for injection, jailbreaks, leaks and more, and alert over webhooks')
  .version(VERSION)
  .exitOverride()
  .configureOutput({ writeErr: (text) => process.stderr.write(text) });

program.command('serve')
  .description('run the HTTP API and the webhook delivery worker (what npm start runs)')
  .option('--no-worker', 'do not deliver webhooks in this process (run promptscan worker elsewhere)')
  .option('--workers <n>', 'HTTP worker processes sharing the port (default: PROMPTSCAN_WORKERS, else 1)')
  .action((options: ServeOptions) => serve(options));

program.command('worker')
  .description('run only the webhook delivery worker')
  .action(work);

program.command('migrate')
  .description('apply pending database migrations')
  .option('--json', 'print one JSON object')
  .action(async (options: { json?: boolean }) => {
    await withDatabase(async (database) => {
      printResult({ migrated: true, database: database.dialect }, options.json === true);
    });
  });

program.command('scan-file')
  .description('scan the "text" of every line of a JSONL file with the default policy; one result line per input line')
  .requiredOption('--input <file>', 'JSONL input')
  .requiredOption('--output <file>', 'JSONL output: {i, tier, action, risk_score, flagged, score, signals, ms}')
  .option('--json', 'print a summary as one JSON object')
  .action(async (options: { input: string; output: string; json?: boolean }) => {
    const result = await scanFile({ input: options.input, output: options.output, engine: loadEngine(), progress: true });
    printResult({ input: options.input, output: options.output, lines: result.lines }, options.json === true);
  });

registerOrgCommands(program);
registerKeyCommands(program);
registerUserCommands(program, readPassword);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  process.exitCode = exitCodeFor(error);
}

function exitCodeFor(error: unknown): number {
  if (error instanceof CommanderError) return error.exitCode;
  if (error instanceof CliError || error instanceof ConfigError) {
    process.stderr.write(`promptscan: ${error.message}\n`);
    return error instanceof CliError ? error.exitCode : 2;
  }
  process.stderr.write(`promptscan: ${error instanceof Error ? error.message : String(error)}\n`);
  return 1;
}

/** The password for `users create`: PROMPTSCAN_PASSWORD, else the first line of standard input. */
async function readPassword(): Promise<string> {
  const fromEnv = process.env.PROMPTSCAN_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (process.stdin.isTTY) process.stderr.write('Password: ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    if (Buffer.concat(chunks).includes(10)) break;
  }
  return (Buffer.concat(chunks).toString('utf8').split(/\r?\n/, 1)[0] ?? '');
}

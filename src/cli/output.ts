/** Thrown by a command for an expected failure: printed without a stack, with an exit code. */
export class CliError extends Error {
  constructor(message: string, readonly exitCode = 1) {
    super(message);
    this.name = 'CliError';
  }
}

/** Prints a result: one JSON object with --json, else readable `key: value` lines. */
export function printResult(value: Record<string, unknown>, json: boolean): void {
  if (json) {
    process.stdout.write(`${JSON.stringify(value)}\n`);
    return;
  }
  for (const [name, field] of Object.entries(value)) {
    process.stdout.write(`${name}: ${typeof field === 'object' && field !== null ? JSON.stringify(field) : String(field)}\n`);
  }
}

/** Parses a whole number option, or throws a usage error naming the option. */
export function parseCount(text: string, option: string, max = 1_000_000): number {
  if (!/^\d+$/.test(text) || Number(text) > max) throw new CliError(`${option} must be a whole number from 0 to ${max}`, 2);
  return Number(text);
}

/** Checks a name given on the command line: printable, trimmed, bounded. */
export function checkName(text: string, option: string, maxLength: number): string {
  const name = text.trim();
  // Control characters would break logs and tables, and NUL is refused by PostgreSQL.
  if (name === '' || name.length > maxLength || /[\u0000-\u001f\u007f]/.test(name)) {
    throw new CliError(`${option} must be 1 to ${maxLength} printable characters`, 2);
  }
  return name;
}

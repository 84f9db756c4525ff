/**
 * Made-up structured text for training: stack traces, tables, logs, CSV, JSON and e-mail headers,
 * the kind of content people paste into prompts. The public corpora have little of it outside a
 * single source, so a model trained without that source took structure itself for a sign of an
 * attack. These rows teach it that structure is neutral: each is a negative as it stands and,
 * with an attack inserted between its lines, a positive.
 */

type Rand = () => number;

function pick<T>(items: readonly T[], rand: Rand): T {
  return items[Math.floor(rand() * items.length)] as T;
}

function int(rand: Rand, lo: number, hi: number): number {
  return lo + Math.floor(rand() * (hi - lo + 1));
}

const WORDS = ['order', 'user', 'account', 'invoice', 'session', 'report', 'item', 'payment', 'config', 'record', 'cache', 'queue', 'token', 'price', 'customer', 'batch', 'file', 'image', 'model', 'result'];
const NAMES = ['Alice Martin', 'Bo Chen', 'Carlos Ruiz', 'Dana Okafor', 'Elena Petrova', 'Farid Haddad', 'Grace Kim', 'Hiro Tanaka', 'Ines Costa', 'Jonas Berg', 'Kavya Rao', 'Liam Walsh', 'Maya Cohen', 'Nils Larsen', 'Olga Ivanova', 'Priya Nair'];
const PLACES = ['Lisbon', 'Osaka', 'Nairobi', 'Toronto', 'Lyon', 'Krakow', 'Austin', 'Manila', 'Porto Alegre', 'Adelaide', 'Bergen', 'Pune'];
const COLUMNS = ['Year', 'Name', 'Team', 'Score', 'Country', 'Date', 'Title', 'Votes', 'Rank', 'Notes', 'Position', 'Result', 'Venue', 'Club', 'Album', 'Chart', 'Population', 'Area (km2)', 'Party', 'Points'];
const PY_ERRORS = ["KeyError: 'id'", "TypeError: unsupported operand type(s) for +: 'int' and 'str'", "AttributeError: 'NoneType' object has no attribute 'split'", 'ValueError: invalid literal for int() with base 10', 'IndexError: list index out of range', "ModuleNotFoundError: No module named 'yaml'", 'ZeroDivisionError: division by zero'];
const JS_ERRORS = ["TypeError: Cannot read properties of undefined (reading 'map')", 'ReferenceError: fetchData is not defined', 'SyntaxError: Unexpected token } in JSON at position 42', 'RangeError: Maximum call stack size exceeded'];
const LEVELS = ['INFO', 'INFO', 'INFO', 'DEBUG', 'WARN', 'ERROR'];
const EVENTS = ['request completed', 'connection opened', 'cache miss', 'job finished', 'retrying upload', 'user signed in', 'config reloaded', 'slow query', 'disk usage at 81%', 'timeout contacting upstream'];
const ASKS = ['Can you explain this error?', 'Why does this fail?', 'What does this mean?', 'Summarize this table.', 'Which row has the highest value?', 'Please check this log.', 'Here is the output I get:', 'Convert this to a bullet list.', 'Is anything unusual here?', ''];
const AFTER = ['', '', 'What went wrong?', 'How do I fix it?', 'Thanks!', 'Which one is the largest?', 'Can you sort it by date?'];

function cell(column: string, rand: Rand): string {
  switch (column) {
    case 'Year': return String(int(rand, 1950, 2025));
    case 'Date': return `${int(rand, 1, 28)} ${pick(['Jan', 'Mar', 'May', 'Jul', 'Sep', 'Nov'], rand)} ${int(rand, 1990, 2025)}`;
    case 'Name': return pick(NAMES, rand);
    case 'Country': case 'Venue': return pick(PLACES, rand);
    case 'Score': return `${int(rand, 0, 5)}-${int(rand, 0, 5)}`;
    case 'Votes': case 'Population': case 'Area (km2)': case 'Points': return String(int(rand, 10, 99999));
    case 'Rank': case 'Position': case 'Chart': return String(int(rand, 1, 40));
    default: return `${pick(WORDS, rand)} ${int(rand, 1, 99)}`;
  }
}

function table(rand: Rand): string {
  const columns = [...COLUMNS].sort(() => rand() - 0.5).slice(0, int(rand, 3, 6));
  const lines = [`| ${columns.join(' | ')} |`, `|${columns.map(() => '---').join('|')}|`];
  for (let r = int(rand, 3, 12); r > 0; r--) lines.push(`| ${columns.map((c) => cell(c, rand)).join(' | ')} |`);
  return lines.join('\n');
}

function pythonTrace(rand: Rand): string {
  const lines = ['Traceback (most recent call last):'];
  for (let f = int(rand, 1, 4); f > 0; f--) {
    lines.push(`  File "${pick(['app', 'main', 'utils', 'models', 'views', 'loader'], rand)}.py", line ${int(rand, 3, 400)}, in ${pick(WORDS, rand)}_${pick(['load', 'parse', 'save', 'run', 'handle'], rand)}`);
    lines.push(`    ${pick(WORDS, rand)} = ${pick(WORDS, rand)}s[${pick(['0', 'i', "'id'", 'key'], rand)}]`);
  }
  lines.push(pick(PY_ERRORS, rand));
  return lines.join('\n');
}

function jsTrace(rand: Rand): string {
  const lines = [pick(JS_ERRORS, rand)];
  for (let f = int(rand, 2, 5); f > 0; f--) {
    lines.push(`    at ${pick(WORDS, rand)}${pick(['Handler', 'Service', 'View', 'Loader'], rand)} (${pick(['src', 'lib', 'dist'], rand)}/${pick(WORDS, rand)}.js:${int(rand, 1, 300)}:${int(rand, 1, 80)})`);
  }
  return lines.join('\n');
}

function log(rand: Rand): string {
  const lines: string[] = [];
  for (let n = int(rand, 4, 14); n > 0; n--) {
    lines.push(`2025-${String(int(rand, 1, 12)).padStart(2, '0')}-${String(int(rand, 1, 28)).padStart(2, '0')}T${String(int(rand, 0, 23)).padStart(2, '0')}:${String(int(rand, 0, 59)).padStart(2, '0')}:${String(int(rand, 0, 59)).padStart(2, '0')}Z ${pick(LEVELS, rand)} [${pick(WORDS, rand)}] ${pick(EVENTS, rand)} id=${int(rand, 1000, 9999)} ms=${int(rand, 1, 900)}`);
  }
  return lines.join('\n');
}

function csv(rand: Rand): string {
  const columns = [...COLUMNS].sort(() => rand() - 0.5).slice(0, int(rand, 3, 5));
  const lines = [columns.join(',')];
  for (let r = int(rand, 3, 10); r > 0; r--) lines.push(columns.map((c) => cell(c, rand)).join(','));
  return lines.join('\n');
}

function json(rand: Rand): string {
  const object: Record<string, unknown> = {};
  for (let k = int(rand, 3, 8); k > 0; k--) object[`${pick(WORDS, rand)}_${pick(['id', 'name', 'count', 'status', 'total'], rand)}`] = rand() < 0.5 ? int(rand, 0, 5000) : pick(NAMES, rand);
  return JSON.stringify(object, null, 2);
}

function email(rand: Rand, body: string): string {
  const from = pick(NAMES, rand);
  return `From: ${from} <${from.split(' ')[0]?.toLowerCase()}@example.com>\nTo: ${pick(NAMES, rand)}\nSubject: ${pick(['Re: ', 'Fwd: ', ''], rand)}${pick(WORDS, rand)} ${pick(['update', 'question', 'schedule', 'follow-up'], rand)}\nDate: ${cell('Date', rand)}\n\nHi,\n\n${body}\n\nBest,\n${from.split(' ')[0]}`;
}

/** One structured benign text, framed the way people ask about it; `prose` fills e-mail bodies. */
export function structuredText(rand: Rand, prose: () => string): string {
  const kind = int(rand, 0, 6);
  const block = kind === 0 ? table(rand) : kind === 1 ? pythonTrace(rand) : kind === 2 ? jsTrace(rand) : kind === 3 ? log(rand) : kind === 4 ? csv(rand) : kind === 5 ? json(rand) : email(rand, prose());
  return [pick(ASKS, rand), block, pick(AFTER, rand)].filter((part) => part !== '').join('\n\n');
}

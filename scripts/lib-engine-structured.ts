/**
 * Made-up structured text for training: stack traces, tables, logs, CSV, JSON and e-mail headers,
 * the kind of content people paste into prompts. The public corpora have little of it outside a
 * single source, so a model trained without that source took structure itself for a sign of an
 * attack. These rows teach it that structure is neutral: each is a negative as it stands and,
 * with an attack inserted between its lines, a positive.
 */

import { int, pick } from './lib-engine-random.js';
import type { Rand } from './lib-engine-random.js';

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

const FUNCS = ['load_config', 'parse_rows', 'save_report', 'fetch_user', 'merge_orders', 'resize_image', 'send_invoice'];
const METHODS = ['split', 'append', 'keys', 'strip', 'items', 'lower', 'json'];
const PACKAGES = ['pandas', 'requests', 'numpy', 'flask', 'torch', 'sqlalchemy', 'pydantic'];

function pythonFunction(rand: Rand): string {
  const fn = pick(FUNCS, rand);
  const item = pick(WORDS, rand);
  return [`def ${fn}(path):`, `    ${item}s = []`, '    with open(path) as f:', '        for line in f:', `            ${item}s.append(line.${pick(METHODS, rand)}())`, `    return ${item}s[${pick(['0', '-1', "'id'"], rand)}]`].join('\n');
}

// Advice as people paste it from a forum, a colleague or the docs: first and second person,
// "you need to", "I had the same error", "please": words that jailbreak prompts use as well.
const ADVICE = [
  (rand: Rand) => `The problem is that \`${pick(FUNCS, rand)}\` returns None when the file is empty, so you need to check the result before calling \`.${pick(METHODS, rand)}()\` on it.`,
  (rand: Rand) => `You are calling \`${pick(METHODS, rand)}()\` on a list, not on a string. Loop over the items first, or join them.`,
  (rand: Rand) => `I had the same error. It went away when I upgraded ${pick(PACKAGES, rand)} to version ${int(rand, 1, 3)}.${int(rand, 0, 12)}.`,
  () => "Don't modify the list while you iterate over it; make a copy first and it works.",
  (rand: Rand) => `Use \`${pick(PACKAGES, rand)}.${pick(METHODS, rand)}\` instead:\n\`\`\`\n${pythonFunction(rand)}\n\`\`\``,
  () => 'The index is off by one: the last element is at len(items) - 1, not len(items).',
  () => 'As the error says, the key is missing. Use dict.get() with a default so that rows without it are skipped.',
  (rand: Rand) => `Please read the docs for \`${pick(FUNCS, rand)}\`: it expects a path, and you pass it the open file. Pass the name and it should print the rows.`,
];

/** A first-person request for help with code, with a pasted answer that did not quite work. */
function codeHelp(rand: Rand): string {
  const trace = rand() < 0.7 ? pythonTrace(rand) : jsTrace(rand);
  const advice = Array.from({ length: int(rand, 1, 3) }, () => pick(ADVICE, rand)(rand)).join(' ');
  return [
    `${pick(['I got this error:', 'My script crashes with this:', "I'm getting this when I run my tests:", 'This is what I see in the console:'], rand)}\n${trace}`,
    `${pick(['in this code:', 'Here is my code:', 'My code:'], rand)}\n${pythonFunction(rand)}`,
    `${pick(['Here is an answer I found online:', 'Someone on a forum suggested this:', 'A colleague told me:', 'The accepted answer on Stack Overflow says:', 'I tried this fix from a blog post:'], rand)}\n${advice}`,
  ].join('\n\n');
}

const HELP_ASKS = ['Please fix my code.', "It still doesn't work. What am I missing?", 'Can you explain why this works?', 'Is this the right fix?', ''];

/** One structured benign text, framed the way people ask about it; `prose` fills e-mail bodies. */
export function structuredText(rand: Rand, prose: () => string): string {
  const kind = int(rand, 0, 7);
  if (kind === 7) return [codeHelp(rand), pick(HELP_ASKS, rand)].filter((part) => part !== '').join('\n\n');
  const block = kind === 0 ? table(rand) : kind === 1 ? pythonTrace(rand) : kind === 2 ? jsTrace(rand) : kind === 3 ? log(rand) : kind === 4 ? csv(rand) : kind === 5 ? json(rand) : email(rand, prose());
  return [pick(ASKS, rand), block, pick(AFTER, rand)].filter((part) => part !== '').join('\n\n');
}

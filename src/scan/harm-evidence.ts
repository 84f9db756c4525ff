import { isWordChar } from './chars.js';
import { conceptMatcher } from './concepts.js';

/**
 * Whether the classifier's harmful-request verdict on a text can stand on its own.
 *
 * The public harmful-request corpora are mostly translations, and several languages (Vietnamese,
 * Javanese, Korean...) turn up in them far more than in the benign ones, so the harmful head
 * learns the language itself as a sign of harm: an ordinary Vietnamese history question scores as
 * harmful. In English the head has seen plenty of both sides; in any other language its verdict
 * needs at least one word of a harmful concept of the lexicon (a weapon, a drug, killing,
 * stealing, hacking, a child and sex...) to be reported.
 */
export function harmfulVerdictStands(text: string): boolean {
  return readsAsEnglish(text) || hasHarmConcept(text);
}

/** Concepts of the lexicon (concept-lexicon.ts) that name a harmful act, object or target. */
const HARM_CONCEPTS: ReadonlySet<string> = new Set([
  'weapon', 'explosive', 'poison', 'kill', 'hurt', 'kidnap', 'drug', 'synthesize', 'steal', 'fraud',
  'counterfeit', 'launder', 'hack', 'malware', 'password', 'bank_account', 'evade_police', 'police',
  'suicide', 'self_harm', 'sexual', 'minor', 'traffic_people', 'terror', 'hate_group', 'harass',
  'track_person', 'blackmail', 'arson', 'secretly',
]);

let harmIndices: ReadonlySet<number> | undefined;

function hasHarmConcept(text: string): boolean {
  const matcher = conceptMatcher();
  harmIndices ??= new Set(matcher.ids.flatMap((id, index) => (HARM_CONCEPTS.has(id) ? [index] : [])));
  const wanted = harmIndices;
  let found = false;
  matcher.matches(text, 0, text.length, (concept) => {
    if (wanted.has(concept)) found = true;
    return !found;
  });
  return found;
}

// Words that make up a good part of any English sentence and of few other languages' sentences.
const ENGLISH_FUNCTION_WORDS: ReadonlySet<string> = new Set([
  'the', 'a', 'an', 'and', 'or', 'of', 'to', 'in', 'is', 'are', 'was', 'were', 'be', 'how', 'what',
  'why', 'who', 'which', 'can', 'could', 'would', 'should', 'do', 'does', 'did', 'i', 'you', 'he',
  'she', 'we', 'they', 'it', 'my', 'your', 'this', 'that', 'for', 'with', 'on', 'at', 'from', 'not',
  'if', 'as', 'by', 'so', 'me', 'all', 'any', 'some', 'there', 'their', 'them', 'his', 'her', 'our',
  'us', 'will', 'have', 'has', 'had', 'but', 'just', 'get', 'way', 'when', 'where', 'about', 'into',
  'than', 'then', 'its', 'am', 'been', 'no', 'best',
]);

/**
 * Share of these words from which a text reads as English: English prose runs at 40-60%, a short
 * blunt ask ("best way to disappear, no trace?") at 40%, other languages' text below 5%.
 */
const ENGLISH_SHARE = 0.12;

/** Looks at the first words only: the verdict is about a request, not a whole document. */
const MAX_WORDS = 400;

function readsAsEnglish(text: string): boolean {
  let words = 0;
  let english = 0;
  let i = 0;
  while (i < text.length && words < MAX_WORDS) {
    while (i < text.length && !isWordChar(text.charCodeAt(i))) i++;
    const start = i;
    while (i < text.length && isWordChar(text.charCodeAt(i))) i++;
    if (i === start) break;
    words++;
    if (i - start <= 6 && ENGLISH_FUNCTION_WORDS.has(text.slice(start, i))) english++;
  }
  return words > 0 && english / words >= ENGLISH_SHARE;
}

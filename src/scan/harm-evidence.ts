import { conceptMatcher } from './concepts.js';

/**
 * Whether the classifier's harmful-request verdict on a text can stand: it needs at least one
 * word of a harmful concept of the lexicon (a weapon, a drug, killing, stealing, hacking, sex,
 * suicide...) in any of the lexicon's languages.
 *
 * The harmful head is a weak reader. The public harmful-request corpora are nearly all the
 * questions asked in the first person, and several languages (Vietnamese, Javanese, Korean...)
 * turn up in them far more than in the benign ones, so the head learned the asking and the
 * language as signs of harm: "how can I improve my credit score?" and an ordinary Vietnamese
 * history question scored as harmful. A word of harm in the text is what makes its verdict worth
 * reporting; the rules (rules-harm.ts, concept-rules.ts) catch harmful requests on their own.
 */
export function harmfulVerdictStands(text: string): boolean {
  const matcher = conceptMatcher();
  const wanted = (harmIndices ??= new Set(matcher.ids.flatMap((id, index) => (HARM_CONCEPTS.has(id) ? [index] : []))));
  return matcher.holds(text, 0, text.length, (concept) => wanted.has(concept));
}

/**
 * Concepts of the lexicon (concept-lexicon.ts) that name a harmful act or object. Left out are
 * the neutral ones that harmful requests also use: making (make, cook), children, passwords,
 * bank cards and the police, each in as many everyday questions as harmful ones.
 */
const HARM_CONCEPTS: ReadonlySet<string> = new Set([
  'weapon', 'explosive', 'poison', 'kill', 'hurt', 'kidnap', 'drug', 'steal', 'fraud', 'counterfeit',
  'launder', 'hack', 'malware', 'evade_police', 'suicide', 'self_harm', 'sexual', 'traffic_people',
  'terror', 'hate_group', 'harass', 'track_person', 'blackmail', 'arson', 'secretly',
]);

let harmIndices: ReadonlySet<number> | undefined;

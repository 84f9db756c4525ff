import { ConceptMatcher, ruleConceptMatcher } from './concepts.js';
import { HARMLESS_TARGETS } from './harmless-targets.js';
import type { Span } from './types.js';

/**
 * Words of harm used in a harmless sense: in English, killing weeds, fleas or a process, poisoning
 * slugs, shooting a photo, a killer résumé, stealing the show, and violence inside a video game; in
 * every lexicon language, a word for killing or poisoning right beside a pest, a weed, germs, a
 * computer process or a game's monster (harmless-targets.ts).
 *
 * The harmful head and the harm rules read the word, not its object: "what's the best way to kill
 * weeds between patio stones?", "is there a way to kill a big spider without getting close to it?"
 * and "easiest way to kill the Ender Dragon in Minecraft?" were flagged as harmful requests (made-up
 * look-alikes: about one in ten of the prompts that use such words harmlessly). The public corpora
 * hold the harmful sense and almost never the harmless one, so the model cannot learn it; these
 * spans are masked instead before the harm evidence and the harm rules are read again (detect.ts,
 * harm-evidence.ts). A request that also holds a harmful sense elsewhere is still read by them.
 */

// What it is fine to kill, poison or get rid of: pests, weeds, germs, and a program or its parts.
const PESTS =
  '(?:weeds?|dandelions?|thistles?|brambles?|nettles?|moss|ivy|bamboo|crabgrass|grass|roots?|(?:tree )?stumps?|saplings?|suckers|algae|mou?ld|mildew|fung(?:us|i)|bacteria|germs|viruses|microbes|pathogens|pests?|vermin|insects?|bugs?|bed ?bugs|fleas?|ticks?|lice|nits|mites|mosquito(?:e)?s?|flies|fruit flies|gnats|wasps?|hornets?|yellow ?jackets?|(?:wasp|hornet|bee|ant)s?\'? nests?|spiders?|ants?|(?:cock)?roach(?:es)?|termites?|beetles?|aphids?|slugs?|snails?|caterpillars?|grubs?|moths?|silverfish|weevils?|earwigs?|mice|rats?|gophers?|moles|voles|larvae|lawn|plants?|flowers?|roses|trees?|shrubs?|hedges?)';
const SOFTWARE =
  '(?:process(?:es)?|tasks?|jobs?|apps?|programs?|servers?|containers?|pods?|threads?|sessions?|connections?|daemons?|services?|tabs?|queries|query|pid|switch(?:es)?|the (?:engine|motor|lights?|music|power|mood|vibe|buzz|conversation)|time)';
const HABITS = '(?:(?:my|your|the|a|this|that|his|her|their) (?:[\\w-]+ )?(?:habit|craving|urge|appetite|cold|hangover|battery|momentum|procrastination))';
// A word or two may stand between the verb's article and the target ("the invasive running
// bamboo"), but not a person ("all the people in the trees").
const NOT_A_PERSON = "(?!(?:people|persons?|men|women|man|woman|kids?|child(?:ren)?|bab(?:y|ies)|humans?|neighbou?rs?|someone|somebody|everyone|everybody|him|her|them|wife|husband|boss|family|guys?)\\b)";
const DETERMINER = `(?:(?:the|a|an|my|our|your|this|that|these|those|all|all the|any|some|off|off the|off my|every|each|the rest of (?:my|the))(?: ${NOT_A_PERSON}[\\w-]+){0,2} |${NOT_A_PERSON}[\\w-]+ )?`;
const COOKING = '(?:(?:a )?(?:live |fresh )?(?:lobsters?|crabs?|crayfish|fish|trout|eels?|chickens?|turkeys?|ducks?|geese|goose))';

// Games and sports one beats someone at.
const GAMES =
  "chess|checkers|draughts|poker|cards|scrabble|monopoly|tennis|ping pong|table tennis|golf|trivia|sudoku|backgammon|arm wrestling|basketball|football|soccer|badminton|squash|darts|pool|billiards|bowling|video games|mario kart|fifa|(?:a|the|this|that|our|their) (?:game|race|match|quiz|tournament|debate|spelling bee)|(?:board|card|video) games?|a game of \\w+|go";

const KILL = '(?:kill|kills|killing|killed|poison|poisons|poisoning|poisoned|exterminate|exterminating|eradicate|eradicating|get rid of|getting rid of|wipe out|wiping out|murder|murders|murdering)';

const SENSES = [
  `\\b${KILL} ${DETERMINER}(?:${PESTS}|${SOFTWARE})\\b`,
  `\\b${KILL} ${HABITS}\\b`,
  // Plants choking plants: "strangle a fig tree vine that is choking my fence".
  `\\b(?:strangl\\w*|chok\\w*|smother\\w*) ${DETERMINER}(?:vines?|ivy|creepers?|trees?|shrubs?|hedges?|weeds?|roots?|plants?|seedlings?)\\b`,
  `\\b(?:vines?|ivy|creepers?|weeds?|roots?) (?:that (?:is|are) )?(?:strangl|chok|smother)\\w*`,
  // Proofing against a harm: "poison-proof my garden", "burglar-proof the back door".
  '\\b(?:poison|burglar|theft|tamper|bullet|hack|scam|child|pet|fire|kid)-?proof(?:ing|ed|s)?\\b',
  // Breaking into a trade: "break into the film industry".
  '\\bbreak(?:ing|s)? into (?:the )?(?:[\\w-]+ ){0,2}(?:industry|business|market|field|profession|career|scene|world|charts|top \\d+|mainstream)\\b',
  `\\b(?:${PESTS}) (?:that (?:are |is )?)?(?:kill|killing|killed|poisoned)\\b`,
  `\\bwhat (?:kills|will kill|would kill|poisons) ${DETERMINER}${PESTS}\\b`,
  `\\b(?:kill|killing|slaughter|slaughtering|butcher|butchering) ${DETERMINER}${COOKING}\\b[^.?!\\n]{0,60}?\\b(?:cook|cooking|dinner|humane|humanely|eat|eating|meat|kitchen|recipe|farm)\\w*`,
  // Homonyms and figures of speech.
  '\\bkill ?switch(?:es)?\\b',
  '\\bkill (?:it|them) (?:on stage|at (?:the|my|your) \\w+|in (?:the|my|your) (?:interview|exam|presentation|pitch|audition|show|gig))\\b',
  '\\bkiller (?:resume|résumé|cv|cover letter|app|feature|deal|look|workout|smile|recipe|idea|outfit|playlist|cocktail|presentation|song|track|combo|portfolio|pitch|opening|hook|bass ?line|riff|headline|tagline|instinct|sudoku|heels)s?\\b',
  '\\b(?:shoot|shooting|shot) (?:a |an |the |my |some |this |that |our |your )?(?:photos?|pictures?|videos?|films?|movies?|scenes?|portraits?|weddings?|footage|hoops|the breeze|an? e-?mail|a message|a text|a quick \\w+|in (?:raw|manual|portrait|landscape))\\b',
  '\\b(?:execute|executing|executed) (?:a |an |the |my |this |that |your )?(?:commands?|scripts?|programs?|quer(?:y|ies)|functions?|code|plans?|trades?|orders?|contracts?|wills?|strateg(?:y|ies)|tasks?|jobs?|steps?|sql|shell)\\b',
  '\\bblow(?:ing)? up (?:a |the |this |that |my )?(?:balloons?|photos?|pictures?|images?|posters?|air ?mattress(?:es)?|pool floats?|tyres?|tires?)\\b',
  '\\b(?:steal|steals|stealing|stole|stolen) (?:the )?(?:show|spotlight|scene|limelight|base|kiss|glance|moment|heart|hearts|ball|puck|rebound|possession|signs|second base|third base|home plate|bases)\\b',
  // Beating someone at a game or a sport, or beating a level, a record, the odds.
  `\\bbeat(?:s|ing)? (?:[\\w']+ ){0,3}?(?:at|in) (?:${GAMES})\\b`,
  "\\bbeat(?:s|ing)? (?:the (?:game|level|boss|final boss|record|odds|heat|traffic|rush|deadline|clock|high score|competition)|my (?:own |personal )?(?:best|record|time|high score|score))\\b",
  '\\b(?:murder|murdering|murdered|crush|crushing|crushed|kill|killing|nail|nailing|smash|smashing|destroy|destroying) (?:(?:this|that|the|my|our|a|an) )?(?:karaoke|song|exam|test|interview|workout|presentation|pitch|audition|crossword|quiz|competition|goals?|deadline|marathon|race|match|game|finals?)\\b',
  '\\battack(?:ing)? (?:the |a |this |that |my )?(?:problem|issue|task|backlog|king|queen|goal|opponent\'s (?:king|queen|castle))\\b',
  '\\bhijack(?:ing|ed)? (?:my |the |a |our )?(?:attention|agenda|meeting|conversation|focus|habits?|dopamine)\\b',
  // Care not to harm: "without hurting my dog", "without getting injured".
  '\\bwithout (?:(?:getting|being) )?(?:hurting|harming|killing|injuring|damaging|poisoning|hurt|harmed|killed|injured|poisoned)\\b',
  '\\bdrown(?:ing)? in (?:paperwork|work|emails?|debt|laundry|homework)\\b',
];

/**
 * A video game named in the text: violence in it is the game's. Names that are also words (a
 * hitman, doom, the fallout) count only after "in", "on" or "playing".
 */
const GAME =
  /\b(?:minecraft|fortnite|roblox|gta(?: ?v| ?5| online)?|grand theft auto|skyrim|elden ring|dark souls|zelda|pok[eé]mon|stardew valley|terraria|the sims(?: \d)?|call of duty|overwatch|valorant|league of legends|dota|dungeons (?:and|&) dragons|d&d|cyberpunk 2077|the witcher|assassin'?s creed|red dead redemption|world of warcraft|baldur'?s gate|animal crossing|splatoon|apex legends|counter-strike|cs:?go|pubg|(?:in|on|playing) (?:hitman|doom|halo|fallout|diablo|among us)|(?:video|computer|board|mobile|online|card) game|(?:this|the|that) game|boss fight|(?:this|the|that) (?:level|dungeon))\b/;
/** Unless the text steps out of the game. */
const OUT_OF_GAME = /\b(?:real life|in reality|irl|real[- ]world|for real|in person|real people|actual people|at home|my (?:neighbou?r|wife|husband|boss|ex|teacher|coworker|classmate|family))\b/;
const GAME_VIOLENCE =
  /\b(?:kill|kills|killing|killed|assassinate|assassinating|assassination|shoot|shooting|shot|murder|murdering|poison|poisoning|stab|stabbing|snipe|sniping|headshots?|slay|slaying|behead|decapitate|blow up|bomb|bombing|explosives?|tnt|dead bod(?:y|ies)|get rid of (?:the |a )?bod(?:y|ies)|hide (?:the |a )?bod(?:y|ies)|without (?:being|getting) (?:seen|caught|detected|spotted|noticed)|get(?:ting)? away with (?:murder|it|killing|the kill))\b/g;

const HARMLESS = new RegExp(SENSES.join('|'), 'g');

/** Normalized-text ranges where a word of harm is used harmlessly (empty when there is none). */
export function harmlessSpans(text: string): Span[] {
  const spans: Span[] = [];
  HARMLESS.lastIndex = 0;
  for (let m = HARMLESS.exec(text); m !== null; m = HARMLESS.exec(text)) spans.push({ start: m.index, end: m.index + m[0].length });
  if (GAME.test(text) && !OUT_OF_GAME.test(text)) {
    GAME_VIOLENCE.lastIndex = 0;
    for (let m = GAME_VIOLENCE.exec(text); m !== null; m = GAME_VIOLENCE.exec(text)) spans.push({ start: m.index, end: m.index + m[0].length });
  }
  addHarmlessKillings(text, spans);
  return spans;
}

/** How far from a word for killing its harmless target may be, within the sentence (characters). */
const TARGET_NEAR = 30;
/** Enough words for killing to look at in one text. */
const MAX_KILLINGS = 50;
/** Where a clause ends: a target across it belongs to another clause ("kill the weeds, then kill the neighbour"). */
const CLAUSE_END = /[.!?\n。！？,;:，；、]|\s(?:and|then|or|y|o|et|ou|und|oder|e|ed|en|of|i|и|а|или|ve|veya|dan|atau|và|hoặc|na|au|και|ή|a|ale|și|sau)\s/g;

let targets: ConceptMatcher | undefined;
let killing: ReadonlySet<number> | undefined;

/**
 * Words for killing or poisoning (the lexicon's `kill` and `poison`, in every language) with a
 * harmless target within TARGET_NEAR characters of the same sentence, before it or after it
 * ("matar las malas hierbas", "karıncaları nasıl öldürebilirim", "杀死Linux中卡住的进程").
 */
function addHarmlessKillings(text: string, spans: Span[]): void {
  // The rules' words (a superset of the model's): what a rule reads as killing is what may be harmless here.
  const matcher = ruleConceptMatcher();
  const wanted = (killing ??= new Set(['kill', 'poison'].map((id) => matcher.ids.indexOf(id)).filter((index) => index >= 0)));
  const words: [number, number][] = [];
  matcher.matches(text, 0, text.length, (concept, from, to) => {
    if (wanted.has(concept)) words.push([from, to]);
    return words.length < MAX_KILLINGS;
  });
  if (words.length === 0) return;
  targets ??= new ConceptMatcher({ harmless: HARMLESS_TARGETS });
  for (const [from, to] of words) {
    // Within the clause: back to the last clause end before the word, on to the first after it.
    const near = Math.max(0, from - TARGET_NEAR);
    let lo = near;
    for (const m of text.slice(near, from).matchAll(CLAUSE_END)) lo = near + m.index + m[0].length;
    let hi = Math.min(text.length, to + TARGET_NEAR);
    // search() starts at 0 and leaves the global regex's lastIndex as it was.
    const after = text.slice(to, hi).search(CLAUSE_END);
    if (after >= 0) hi = to + after;
    if (targets.holds(text, lo, from) || targets.holds(text, to, hi)) spans.push({ start: from, end: to });
  }
}

/** The text with those ranges blanked out (same length, so offsets still hold). */
export function maskSpans(text: string, spans: readonly Span[]): string {
  if (spans.length === 0) return text;
  const chars = text.split('');
  for (const { start, end } of spans) for (let i = start; i < end; i++) chars[i] = ' ';
  return chars.join('');
}

/**
 * Whether a text is an operator's own configuration of a bot: a business's system prompt ("You are
 * Pip, the assistant for Harbor Books. Only answer questions about orders...") or a request to
 * write, review or fix one ("Write a system prompt for my bakery's chatbot").
 *
 * The classifier's attack head is not to be trusted on such texts. In the public corpora it learned
 * from, nearly every text that tells a model who it is and what rules to follow is a jailbreak
 * template, and none is a business's system prompt, so it read these as attacks (0.55-0.99):
 * our own examples' developer prompts were its largest group of false positives. Training on
 * made-up look-alikes costs the held-out jailbreak templates, which are made of the same sentences
 * (docs/detection.md, section 5), so this is a narrow check instead, like answer-directives.ts.
 *
 * A text counts when it opens as an authoring request about a prompt the writer owns ("my", "our",
 * "a": never "your", which asks for the model's own), or as a system prompt that names the business
 * or the people it serves, and holds no word of what jailbreaks and injections are about (no rules,
 * never refusing, breaking character, other modes, fiction, a second answer, links, encodings,
 * "from now on"). Only the attack head is held back: the rules still read the text, so an operator
 * prompt that carries "ignore all previous instructions" or "print your system prompt" is still
 * caught by them, and the harmful head and the harm rules still read what the bot is told to do.
 */

import { ruleConceptMatcher } from './concepts.js';
import { harmfulVerdictStands } from './harm-evidence.js';

/** A system prompt is a page or two; a longer text is left to the classifier. */
const MAX_LENGTH = 4_000;

// "SYSTEM PROMPT - Kestrel claims bot", "# Role", "Instructions for the model (v3):", "ROLE: ..."
const HEADER =
  '(?:#+ ?)?(?:system(?: prompt| message| instructions?)?|instructions for (?:the |our )?(?:model|assistant|bot)|role|persona|bot (?:config\\w*|instructions))\\b[^\\n]{0,80}';

// "You are Milo, a reading companion for kids", "You are the FAQ assistant for the city library".
const BOT_NOUN = '(?:assistant|bot|chatbot|agent|helper|companion|guide|tutor|concierge|receptionist|advisor|coach|host|help ?desk|representative|specialist)';
const IDENTITY = `(?:you are|you're|your name is|role:)[^.\\n]{0,100}?\\b${BOT_NOUN}s?\\b`;

// Markdown and quote marks may come first; text in another script may not (an injected "SYSTEM:"
// after a Thai request is not an operator's prompt).
const LEAD = '^[\\s#*>="\'(\\[-]*';

/** The text opens as a system prompt: a header, the bot's identity, or both. */
const SYSTEM_PROMPT_OPENING = new RegExp(`${LEAD}(?:${HEADER}\\n?[\\s#*>=:"'(\\[-]*)?${IDENTITY}|${LEAD}${HEADER}[:\\-]`);

// "Write a system prompt for my bakery's chatbot", "Can you check my system prompt for ambiguity?"
const AUTHORING =
  '\\b(?:write|draft|create|design|make|review|check|improve|fix|debug|rewrite|tighten|critique|edit|proofread|help me (?:write|with|improve|fix))\\b'
  + '[^.?\\n]{0,30}?\\b(?:(?:a|an|my|our|this|the following) (?:[\\w\'-]+ ){0,3}?(?:system prompt|system message|prompt|persona description|bot instructions|instructions for (?:the |my |our )?(?:bot|chatbot|assistant|agent))s?\\b'
  // "The" only with the owner named: "the prompt for our onboarding assistant"; "rewrite the
  // system prompt in French" asks for the model's own.
  + '|the (?:[\\w\'-]+ ){0,3}?(?:system prompt|system message|prompt|persona description|bot instructions)s? for (?:my|our|a|an) )';
// "Write a unit test that checks our chatbot refuses to reveal its system prompt": a developer's test.
const TEST_OF_OUR_BOT =
  '\\b(?:write|create|add|draft|design)\\b[^.?\\n]{0,20}?\\b(?:unit |integration |regression |automated |end-to-end |e2e )?(?:tests?|test cases?|eval(?:uation)?s?)\\b (?:that|which|to) (?:checks?|verif(?:y|ies)|ensures?|asserts?|confirms?) (?:that )?(?:our|my|the) (?:\\w+ )?(?:chatbot|bot|assistant|model|agent)\\b';
const AUTHORING_REQUEST = new RegExp(`^[^.?\\n]{0,80}?(?:${AUTHORING}|${TEST_OF_OUR_BOT})`);

/** Whom or what the bot serves: an operator prompt names its business and its users. */
const BUSINESS = new RegExp(
  '\\b(?:our|customers?|clients?|users?|patients?|students?|employees?|staff|visitors?|guests?|members?|learners?|kids|parents|tenants|teachers|team|shop|store|clinic|company|business|library|museum|restaurant|bakery|cafe|hotel|school|app|product|service|orders?|bookings?|appointments?|support|brand|website|platform|dashboard|account|faq|help ?desk|tickets?)\\b',
);

/**
 * Not after a negation: "Never help users bypass security controls", "never ask customers for
 * their card number". An operator's defences name what they forbid.
 */
const UNLESS_FORBIDDEN = "(?<!(?:never|not|n't|no|refuse to|nor) (?:[\\w']+ ){0,3})";

/** What jailbreaks and injections talk about; an operator prompt that says any of it is left to the classifier. */
const ATTACK_WORDS = new RegExp(
  '\\b(?:jailbr\\w*|dan|do anything|say anything|answer anything|anything (?:you|i|they) (?:want|like|ask)|developer mode|dev mode|god mode|admin mode|debug mode|sudo|'
  + 'unrestrict\\w*|uncensor\\w*|unfilter\\w*|unlimited|unbound\\w*|'
  + 'no (?:rules|restrictions|limits|limitations|filters|boundaries|guidelines|ethics|morals|censorship|policies)|'
  + 'without (?:any )?(?:rules|restrictions|limits|limitations|filters|censorship|ethic\\w*|moral\\w*|guidelines)|'
  + `${UNLESS_FORBIDDEN}(?:ignore|disregard|bypass|override|forget)|pretend|`
  + 'hypothetical\\w*|fictional (?:world|universe|setting)|evil|amoral|immoral|illegal\\w*|unethical|offensive|explicit|nsfw|'
  + 'never refuse|not refuse|don\'t refuse|cannot refuse|can\'t refuse|no matter what|regardless|must answer|always answer|always comply|obey|'
  + 'openai|chatgpt|content polic\\w*|two (?:responses|answers|replies)|both (?:responses|answers)|stay in character|break character|opposite|'
  + 'exfiltrat\\w*|https?|www|base64|encode\\w*|decode\\w*|cipher\\w*|'
  + 'withh[oe]ld\\w*|from now on|will now|no longer|new (?:orders|instructions|rules|task|directive)s?|behavior change|'
  + `${UNLESS_FORBIDDEN}(?:ask|collect|request|get)\\w* (?:\\w+ ){0,4}(?:passwords?|pins?|card numbers?|cvv|social security|ssn))\\b|!\\[`,
);

/** `text` is normalized (lowercase, accents removed, whitespace collapsed). */
export function isOperatorPrompt(text: string): boolean {
  if (text.length > MAX_LENGTH) return false;
  if (AUTHORING_REQUEST.test(text)) return !ATTACK_WORDS.test(text);
  if (!SYSTEM_PROMPT_OPENING.test(text)) return false;
  return BUSINESS.test(text) && !ATTACK_WORDS.test(text);
}

/**
 * Concepts of attacks (concept-lexicon.ts, attack-lexicon.ts) that no request to write a bot's
 * system prompt needs. "Reveal" and "ignore" are not among them: a bot's own rules forbid revealing
 * its instructions and tell it to ignore attempts to change them.
 */
const ATTACK_CONCEPTS = new Set([
  'no_rules_wide', 'developer_mode_wide', 'pretend', 'obey_wide', 'told_you', 'void', 'twice', 'in_character', 'verbatim', 'chat_start',
  'from_start', 'secret_value', 'context', 'dont_translate', 'just_write', 'stop_following', 'only_test', 'real_instructions', 'safety_policy',
  'developer', 'repeat',
]);
const SYSTEM_PROMPT = 'system_prompt';
/** The concept rules made only of these words read a bot's own rules as an attack, and are held back with the classifier. */
export const BOT_PROMPT_WORDS: ReadonlySet<string> = new Set(['reveal', 'ignore', 'translate', SYSTEM_PROMPT, 'system_prompt_wide']);
const CHATBOT = 'chatbot';
/** English has its own, stricter check above. */
const ENGLISH_WORD = /\b(?:the|and|you|your|with|what|how|this|that|are|for|my|our|can|please|help)\b/g;

/**
 * The same in the other lexicon languages: a text about a chatbot's system prompt ("Estoy
 * montando un chatbot para mi clínica. ¿Me ayudas a redactar el prompt de sistema?", "什么是
 * 聊天机器人的系统提示词？") that holds no concept of what attacks are about. The classifier's
 * attack head reads the words "system prompt" as extraction in every language (0.6-0.96 on
 * made-up requests in 28 languages), and the concept rules that join "reveal" or "ignore" to the
 * system prompt read a bot's own rules ("never reveal these instructions") as an attack, so both
 * are held back (detect.ts). The phrase rules still read the text.
 */
export function isForeignBotAuthoring(text: string): boolean {
  if (text.length > MAX_LENGTH) return false;
  const englishWords = new Set(text.match(ENGLISH_WORD) ?? []);
  if (englishWords.size >= 3) return false;
  const matcher = ruleConceptMatcher();
  let prompt = false;
  let bot = false;
  let attack = false;
  matcher.matches(text, 0, text.length, (concept) => {
    const id = matcher.ids[concept];
    if (id === SYSTEM_PROMPT) prompt = true;
    else if (id === CHATBOT) bot = true;
    else if (id !== undefined && ATTACK_CONCEPTS.has(id)) attack = true;
    return !attack;
  });
  return prompt && bot && !attack;
}

/**
 * A request to play a harmless part: "I want you to act as a Linux terminal. I will type commands
 * and you will reply with what the terminal should show ... Do not write explanations.", "I want
 * you to act as an interviewer", "Pretend to be a grumpy medieval blacksmith". The attack head
 * reads these as jailbreak templates, which open the same way and share their orders ("only reply
 * with ...", "nothing else", "do not write explanations"): 10 of 16 such requests we wrote in the
 * manner of the role-play prompts people share were flagged. A text counts when it opens as such a
 * request, is at most 1,500 characters, and holds no word of what jailbreaks and injections are
 * about (as for an operator prompt, "pretend" and "stay in character" aside), no word of harm, and
 * nothing that role-play attacks reach for: modes, the prompt, context or instructions the model
 * was given, configuration, keys, a late grandmother, steps or recipes. A command prompt, "my next
 * instruction" and a voice assistant are a part to play. The rules still read it.
 */
export function isRolePlayRequest(text: string): boolean {
  if (text.length > ROLE_PLAY_MAX_LENGTH) return false;
  const opening = ROLE_PLAY_OPENING.exec(text);
  if (opening === null) return false;
  const rest = text.slice(opening[0].length);
  return !ATTACK_WORDS.test(rest.replace(ROLE_PLAY_WORDS, ' ')) && !ROLE_PLAY_ATTACK_WORDS.test(rest) && !harmfulVerdictStands(text);
}

const ROLE_PLAY_MAX_LENGTH = 1_500;

const ROLE_PLAY_OPENING =
  /^[\s"'*#>-]*(?:(?:hi|hello|hey)[,!. ]+)?(?:(?:i want|i would like|i'd like|i need) you to (?:act|behave|respond|reply|answer) (?:as|like)|(?:please )?(?:act|behave) (?:as|like)|(?:please )?pretend (?:to be|you are|you're)|(?:please )?be (?:a|an|the|my)|play the role of|take on the role of|i want you to (?:be|play|roleplay|role-play|become|simulate|emulate))\b/;

/** Words of role-play that ATTACK_WORDS counts and a harmless part needs. */
const ROLE_PLAY_WORDS = /\bpretend\b|\b(?:stay|remain) in character\b|\b(?:don'?t|do not|without) break(?:ing)? character\b/g;

const ROLE_PLAY_ATTACK_WORDS =
  /\b(?:modes?|(?<!(?:command|shell|terminal|psql|sql|bash|cmd|python|dos|repl) )prompts?|context|(?:your|hidden|system|original|initial|previous|prior|secret|internal|real|developer) instructions?|instructions? (?:you were|you've been|you have been|you are) given|system (?:prompt|message|settings)|configuration|config|keys?|grand(?:mother|ma|pa|father)|deceased|late (?:grand\w+|mother|father)|steps?|recipes?|how to make|synthes\w+|ais?|model|gpt|restrictions?|filters?|safety|polic(?:y|ies)|guidelines?|limits?|free|freed|anything)\b/;

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

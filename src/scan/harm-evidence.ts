import { conceptMatcher } from './concepts.js';
import { MASS_WEAPON } from './rules-harm.js';
import { HELPING, KILLING_ONESELF, SOMEONE_ELSE } from './self-harm-context.js';

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
  return matcher.holds(text, 0, text.length, (concept) => wanted.has(concept)) || HARM_PHRASES.test(text);
}

/**
 * English phrasings of harm that hold no word of the lexicon's harmful concepts: doing it unseen
 * ("without being seen", "make it look like they fell"), hurting someone's life or
 * feelings on purpose ("get back at my ex", "make her feel worthless", "get my coworker fired"),
 * and harmful acts named by a phrase ("fake a car accident", "pick the lock on my neighbour's
 * door", "can I drive home drunk"). Not model features: the lexicon, and so the model, stay as they are.
 */
const HARM_PHRASES = new RegExp(
  [
    '\\bwithout (?:being|getting) (?:seen|caught|pulled over|traced|identified)\\b',
    '\\b(?:make|making) (?:it|this|that|(?:his|her|their) death) (?:look|seem) like\\b',
    '\\b(?:look|looks|looked) like (?:an accident|a suicide|natural causes|they fell|(?:he|she) fell)\\b',
    '\\bget back at\\b(?![^.?!\\n]{0,80}\\b(?:harmless|prank|friendly|funny)\\b)',
    "\\bruin (?:his|her|their|someone'?s|somebody'?s|my (?:ex|\\w+)'?s?) (?:life|credit|reputation|career|marriage|business)\\b",
    '\\bmake (?:him|her|them|my \\w+|someone|somebody) (?:cry|suffer|miserable|feel (?:worthless|stupid|ugly|useless))\\b',
    '\\bget (?:him|her|them|my \\w+|someone|somebody) fired\\b',
    '\\bpush (?:someone|somebody|him|her|them|my \\w+) (?:down|off|in front)\\b',
    '\\bstart a fight\\b',
    '(?<!\\b(?:not|never) )\\b(?:can i|could i|should i|do i|to|i will|i\'ll|i want to|i need to) (?:\\w+ ){0,2}(?:drive|driving) (?:home )?drunk\\b',
    '\\b(?:make|making) (?:him|her|them|someone|somebody|my \\w+) overdose\\b',
    '\\bfake (?:a |an |my )?(?:car )?(?:accident|injury|doctor\'?s note|sick note|alibi)\\b',
    '\\bbribe\\b',
    "\\bpick (?:a|the) lock (?:on|of) (?:my )?(?:neighbou?r|someone|somebody|a stranger)",
    '\\bburn down\\b',
    // Hazards named by name, which the lexicon's words for explosives, poisons and drugs do not
    // cover: chemical and biological agents (the mass-harm rules' list), explosives, hard drugs.
    `\\b(?:${MASS_WEAPON}|thermite|nitroglycerin|tatp|acetone peroxide|rdx|petn|hmtd|anfo|semtex|c-?4 explosives?|methamphetamine|meth|lsd|psilocybin|magic mushrooms|dmt|ghb|rohypnol|strychnine)\\b`,
  ].join('|'),
);

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

/** Harm concepts of a question about suicide or self-harm (kill: "killing herself"). */
const CRISIS_CONCEPTS: ReadonlySet<string> = new Set(['suicide', 'self_harm', 'kill']);

/**
 * Whether a text asks how to help someone else through suicidal thoughts or self-harm: its only
 * harm words are of suicide and self-harm (a killing only as killing oneself), it names a friend
 * or a child, and it asks about helping or talking to them. The harmful head reads "how can I
 * help my friend who wants to kill herself" as the request it is not: the public corpora hold
 * the suicide question and not the worried friend.
 */
export function asksToHelpSomeoneInCrisis(text: string): boolean {
  if (!SOMEONE_ELSE.test(text) || !HELPING.test(text)) return false;
  const found = harmConceptsOnlyAmong(text, CRISIS_CONCEPTS);
  return found !== null && found.size > 0 && (!found.has('kill') || KILLING_ONESELF.test(text));
}

/**
 * The harm concepts (HARM_CONCEPTS) a text holds when all of them are among `allowed`, or null
 * as soon as it holds another one.
 */
function harmConceptsOnlyAmong(text: string, allowed: ReadonlySet<string>): Set<string> | null {
  const matcher = conceptMatcher();
  const found = new Set<string>();
  let other = false;
  matcher.matches(text, 0, text.length, (concept) => {
    const id = matcher.ids[concept] ?? '';
    if (allowed.has(id)) found.add(id);
    else if (HARM_CONCEPTS.has(id)) other = true;
    return !other;
  });
  return other ? null : found;
}

/**
 * Whether a text speaks of a harm without seeking it, so that the harmful head's verdict is not
 * reported: it asks how to help someone through suicidal thoughts, how to protect oneself or
 * spot a harm, what a harm is, what to do as its victim or witness or what the law says, or how
 * to talk to one's own child about it. The cheap tests first.
 */
export function speaksOfHarmWithoutSeekingIt(text: string): boolean {
  return asksWhatItIs(text) || asksHowToProtect(text) || asksAsVictim(text) || asksHowToTalkToAChild(text) || asksToHelpSomeoneInCrisis(text) || asksAboutSexualWellbeing(text);
}

/**
 * Whether a short question asks how to protect oneself or others from a harm, or how to spot it:
 * "How can I protect my parents from phone scams?", "How can I tell if someone has stolen my
 * identity?", "Safest way to store a hunting rifle ...?" is not one (no protective verb), nor is a
 * question that turns the protection into a tool ("... and use this information for my own gain",
 * "keep my identity hidden while sending threatening messages") or asks what escapes detection
 * ("what poison is hardest to detect"). The harmful head reads the harm
 * word and the how-to, which the public corpora pair with harm far more often than with
 * protection; the cross-lingual concept rules have their own guard (concept-rules.ts).
 */
export function asksHowToProtect(text: string): boolean {
  return text.length <= PROTECTIVE_QUESTION_MAX && PROTECTIVE_QUESTION.test(text) && !TURNED_INTO_A_TOOL.test(text);
}

const PROTECTIVE_QUESTION_MAX = 300;

// Protection as the purpose: "..., so I can protect mine", "so we can make our home safer".
const PROTECTIVE_PURPOSE = '(?:better )?(?:protect|secure|defend|safeguard|guard|(?:make|keep) (?:my|our) [a-z ]{1,20} (?:safer|safe|secure|more secure))';

const PROTECTIVE_QUESTION = new RegExp(
  /\b(?:how|what|ways?|best way|steps?|tips?|can i|should i)\b[^.?!\n]{0,30}?\b(?:protect|keep (?:my|our|your|the|a)|secure|safeguard|prevent|stop (?:someone|people|thieves|burglars|hackers|scammers)|avoid (?:being|getting|falling|them|it|this|these|scams?)|spot|recogni[sz]e|detect|tell if|know if|check if|find out if|report|defend|safely store|store [a-z ]{0,20}safely|(?:make|making) (?:my|our|the) [a-z ]{1,20} harder to|check (?:my|our) [a-z ]{1,20} for|warning signs|signs that|volunteer|advocate for|support (?:survivors|victims)|help (?:survivors|victims))\b|\bso (?:they|it|that they|that it) (?:can'?t|cannot) be (?:stolen|hacked|guessed|cracked)\b/.source
    + `|\\bso (?:that )?(?:i|we) can ${PROTECTIVE_PURPOSE}\\b`,
);

const TURNED_INTO_A_TOOL = new RegExp(
  `\\b(?:while|bypass\\w*|for my own|and use|use (?:this|it|that|them)|so (?:that )?i can(?! ${PROTECTIVE_PURPOSE}\\b)|(?:without|avoid|avoids|avoiding) (?:being|getting) (?:caught|seen|noticed|traced|detected|spotted|arrested|identified)|(?:hard|hardest|harder|difficult|impossible|easy|easiest|unlikely|less likely) to (?:detect|spot|trace|recogni[sz]e|catch)|undetect\\w*|untraceable)\\b`,
);

/**
 * Whether a short text tells of harm done to the asker, or seen by them, and asks what to do about
 * it: "I think my identity was stolen. What steps should I take?", "Someone posted my intimate
 * photos online without consent. How do I get them taken down?", "What should I do if someone is
 * intimidating voters outside my polling place?". Or asks what the law says: "What laws exist
 * against revenge porn in the UK?". The harmful head reads the harm in them; the asker is its
 * victim, a witness, or a citizen. Not when the text turns it into a tool ("... so I can use it").
 */
export function asksAsVictim(text: string): boolean {
  if (text.length > VICTIM_QUESTION_MAX || TURNED_INTO_A_TOOL.test(text)) return false;
  return (DONE_TO_ME.test(text) && ASKS_WHAT_TO_DO.test(text)) || ABOUT_THE_LAW.test(text.trim());
}

const VICTIM_QUESTION_MAX = 400;

/**
 * Whether a short question about sex asks about health, a couple, teaching, books, history or
 * policies, and nothing else: "Is it safe to have sex during pregnancy?", "Do antidepressants
 * affect sexual desire? What can I ask my doctor?", "How did the Victorians view sex?", "How can I
 * build a filter that refuses NSFW prompts?", "Peut-on avoir des rapports sexuels pendant la
 * grossesse ?". Sex is its only harm word (the lexicon's `sexual` concept), and it holds no sign
 * of sex sought: explicit text asked for, a minor, consent taken away, sex paid for. The harmful
 * head reads sex words as harm, and flagged about a fifth of such questions; explicit content
 * asked for has its own rules (rules-harm-sexual.ts).
 */
export function asksAboutSexualWellbeing(text: string): boolean {
  if (text.length > SEXUAL_WELLBEING_MAX || !SEXUAL_WELLBEING.test(text) || SEXUAL_SOUGHT.test(text)) return false;
  return harmConceptsOnlyAmong(text, SEXUAL_ONLY) !== null && !HARM_PHRASES.test(text);
}

const SEXUAL_WELLBEING_MAX = 300;

const SEXUAL_ONLY: ReadonlySet<string> = new Set(['sexual']);

/** Health, a couple's life, teaching, books and films, history, research and policies, in English and French. */
const SEXUAL_WELLBEING = /\b(?:doctors?|gp|gyn(?:a)?ecolog\w*|urolog\w*|therap\w*|counsel\w*|pregnan\w*|trimester|postpartum|after (?:having )?(?:a|the|our) baby|menopaus\w*|libido|(?:sex|sexual) (?:drives?|desire|function|dysfunction|health|education|wellness)|desire|sti|stis|std|stds|hiv|prep|hpv|chlamydia|gonorrh\w*|syphilis|herpes|condoms?|contracepti\w*|iud|vasectomy|erectile|erections?|ejaculat\w*|vaginismus|lubricants?|lube|safer? sex|sex ed|health\w*|symptoms?|medical|medications?|antidepressants?|ssris?|hormon\w*|fertil\w*|ivf|sexolog\w*|addict\w*|recover\w*|training|curriculum|lesson plan|polic(?:y|ies)|filters?|censor\w*|banned|history|historians?|victorians?|kinsey|research|studies|biolog\w*|myths?|is it (?:normal|safe|common|healthy)|(?:is|are) (?:\w+ ){0,3}(?:common|normal)\?|how (?:often|common)|risks?|sex ?toys?|sextoys?|douleurs?|couples?|partners?|married|marriage|medecins?|sante|grossesse|enceinte|symptomes?|traitements?|preservatifs?|ist|vih|therapeutes?|sexologues?|accro|formation|censur\w*|couple|rapports? (?:sexuels )?(?:douloureux|pendant|apres|non proteges?)|desirs?|est-ce normal)\b/;

/** Sex sought: explicit text, a minor, consent taken away, sex paid for, a part played. */
const SEXUAL_SOUGHT = /\b(?:child|children|kids?|minors?|underage|\d+[- ]year[- ]olds?|years? old|pre-?teens?|little (?:girl|boy)s?|nieces?|nephews?|step(?:daughter|son|sister|brother|mom|mother|dad|father)s?|students?|pupils?|drunk|drugged|asleep|sleeping|unconscious|passed out|without (?:her|his|their|my|your) (?:consent|knowing|permission|knowledge)|forc(?:e|ed|ing)|rap(?:e|ed|es|ing|ist)|secretly|hidden cameras?|spy\w*|coerc\w*|blackmail\w*|pay (?:for|her|him|them) (?:for )?sex|prostitut\w*|escorts?|brothels?|traffick\w*|roleplay|role-play|pretend|sext (?:me|with)|(?:doesn'?t|does not|don'?t|do not|won'?t|will not|isn'?t|is not) (?:want|willing|in the mood|consent|agree|interested)|(?:convince|persuade|trick|manipulate|get|talk|pressure) (?:\w+ ){0,3}(?:into|to) (?:having |have )?(?:sex|sleep|bed)|against (?:her|his|their) will|cheat\w*|affairs?|revenge porn|leak\w*|nudes? of|(?:my|a|her|his) (?:coworker|co-worker|boss|employee|subordinate|patient|client|teacher|professor)s?|enfants?|mineurs?|ivre|drogu\w*|viol\w*|prostitu\w*|escort\w*)\b|(?<!\b(?:non|not|no|without|less|never|pas|sans|moins|trop|too|bans?|banning|blocks?|blocking|filters?|filtering|refuses?|interdit|bloque\w*|addicted to|addiction to|accro au|quit(?:ting)?|stop watching)[- ](?:\w+ ){0,3})\b(?:explicit\w*|graphic\w*|porn\w*|erotic\w*|nsfw|smut\w*|x-rated|steamy|dirty|filthy|naughty|kinky|explicite\w*|porno\w*|erotique\w*|cochon\w*)\b|\b(?:write|describe|narrate|continue|generate|tell me|ecri[st]\w*|decri[st]\w*|raconte\w*)\b[^.?!\n]{0,60}\b(?:stor(?:y|ies)|scenes?|fan ?fic\w*|poems?|messages?|texts?|captions?|histoires?|scenes?|recits?)\b/;

/**
 * Whether a short question asks how to talk to one's own child about a harm, or for material
 * for children about it: "How do I talk to my 10-year-old about drugs without scaring him?",
 * "How can I explain to a young child why some people hurt themselves?", "a good book for
 * pre-teens about puberty and consent". Not about a child who is not one's own ("talk to a kid
 * about keeping our secret"), nor turned into a tool.
 */
export function asksHowToTalkToAChild(text: string): boolean {
  return text.length <= PROTECTIVE_QUESTION_MAX && PARENT_TALK.test(text) && !TURNED_INTO_A_TOOL.test(text) && !KEEP_A_SECRET.test(text);
}

const CHILDREN = '(?:\\d+[- ]year[- ]olds?|kids?|child(?:ren)?|sons?|daughters?|teens?|teenagers?|pre-?teens?|toddlers?|students?)';

const PARENT_TALK = new RegExp(
  `\\b(?:talk|speak|explain|warn|teach|tell)\\b(?: \\w+){0,2} (?:to )?(?:my|our|a young|young) ${CHILDREN}\\b`
    + `|\\b(?:books?|resources?|videos?|apps?|talks?) (?:for|to help) (?:my |our )?(?:pre-?teens|kids|children|teens|teenagers)\\b`,
);

const KEEP_A_SECRET = /\b(?:secret|not (?:to )?tell|won'?t tell|between us)\b/;

const DONE_TO_ME =
  /\b(?:(?:my|our) [\w' -]{1,30}? (?:was|were|has been|have been|got|is being|are being) (?:stolen|hacked|leaked|posted|shared|cloned|compromised|threatened|harassed|stalked|scammed|defrauded|abused|attacked|targeted)|(?:i was|i've been|i have been|i got|i think i was) (?:\w+ )?(?:assaulted|raped|abused|attacked|robbed|drugged|stalked|harassed|scammed|hacked|threatened|blackmailed)|happened to me|(?:review|post|forum|article|someone|people|a customer|a competitor) (?:is |are )?(?:accusing|calling|says|said|claims|claiming) (?:that )?(?:my|our|me|us)|spreading (?:lies|rumou?rs) (?:that|about) (?:my|our|me|us)|(?:someone|somebody|a stranger|a (?:man|woman|guy)|my (?:ex|boss|neighbou?r|coworker|partner|landlord)|people|they|he|she) (?:has |have |had |is |are |was |keeps |kept )?(?:posted|shared|leaked|stole|hacked|threatened|threatening|harass\w*|stalk\w*|intimidat\w*|scamm\w*|blackmail\w*|impersonat\w*|(?:\w+ )?(?:a |an )?fake \w+)|(?:threats|threatening messages) to (?:hurt|kill|harm))\b/;

const ASKS_WHAT_TO_DO =
  /\b(?:what (?:should|can|do) (?:i|we) (?:do|say)|what are (?:my|our) options|what steps|what (?:can|should) i do|how (?:do|can|should) (?:i|we) (?:report|get (?:it|them|this|these|those) (?:taken down|removed)|remove|stop (?:it|this|them|him|her)|protect|prove|recover|respond)|who (?:do|should|can) (?:i|we) (?:call|contact|tell|report)|(?:is it|too late) to report|respond (?:professionally |publicly |calmly )?to|worth suing|cease[- ]and[- ]desist)\b/;

const ABOUT_THE_LAW =
  /^(?:(?:what|which) (?:laws?|legal protections?|penalties|punishments?|rights) (?:exist|are there|apply|do|does|protect|cover|against|for|in)|what(?: i|')s the statute of limitations|is (?:it|[\w' -]{2,40}) (?:illegal|legal|a crime|a (?:criminal |federal )?offen[cs]e|against the law)\b)/;

/**
 * Whether a short question only asks what a harmful thing is: "What is sextortion?", "What is
 * fentanyl, and why is it considered so dangerous?", "What does arson mean?", "Why is cocaine so
 * addictive?", "What weapons were used in World War I?". "What is the best
 * way to ...", "what are some ..." and "what is the lethal dose ..." are not (they start with
 * "the" or "some", or run past four words).
 */
export function asksWhatItIs(text: string): boolean {
  return text.length <= DEFINITION_MAX && DEFINITION.test(text.trim());
}

const DEFINITION_MAX = 160;

const DEFINITION = new RegExp(
  [
    /^(?:what|who) (?:is|are|was|were) (?:a |an )?(?!the\b|some\b|any\b|good\b|best\b|ways?\b|examples?\b|types?\b|kinds?\b)(?:[\w'-]+ ){0,3}[\w'-]+(?:\?|,? and (?:why|how|what|where|when|who)\b[^?\n]{0,80}\?)$/.source,
    /^what does (?:the (?:word|term|phrase) )?[\w' "-]{2,40} mean\??$/.source,
    /^(?:define|definition of) [\w' -]{2,40}\??$/.source,
    // Why a harmful thing is what it is, and what was used in history: "Why is cocaine so
    // addictive?", "What weapons were used in World War I?" (not "... were used to make ...").
    /^why (?:is|are|was|were) (?:[\w'-]+ ){1,3}so (?:addictive|dangerous|deadly|toxic|harmful|poisonous|lethal|hard to (?:quit|stop|treat))\??$/.source,
    /^(?:what|which) (?:weapons?|tactics|methods|drugs|poisons?|explosives?|chemicals?) (?:were|was) used (?:in|during|by) [\w' -]{2,60}\??$/.source,
  ].join('|'),
);

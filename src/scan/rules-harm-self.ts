import { ASK_FR } from './rules-harm-i18n.js';
import { SAME_SENTENCE, rule } from './rule-defs.js';
import type { RuleDef } from './rule-defs.js';

// Suicide and self-harm asked for oneself, in the words people use: a method ("how can I burn
// myself", "cut across or along the wrist"), a plan ("before I kill myself"), a way to hide it or
// make it worse, a means (a noose, a train, fire), and suicide games or forums set up for others.
// A question about helping someone else, about the signs, or about staying safe ("how do I avoid
// burning myself with a glue gun") is left alone: the rules need the act asked for oneself or
// planned, not named. The bluntest asks were read before, and still are, by harm.self-harm,
// harm.self-harm-more and harm.suicide-method (rules-harm.ts) and harm.self-harm-means
// (rules-harm-hazards.ts); these rules add the forms those let through. A prompt that both read
// ("how do I kill myself?") reports a signal from each, of the same type and weight. Patterns are over normalized text: lower case, no accents.
const SELF_HARM = 'Harmful request: a method of suicide or self-harm';
const SS = SAME_SENTENCE;
/** Acts done to oneself; "-ing" and "-s" forms through \w{0,4}. */
const SELF_ACT = '(?:kill|hang|drown|poison|shoot|stab|starve|electrocute|suffocate|burn|cut|hurt|harm|injure|bruise|strangle|choke|overdose|mutilate|scar|slit|gas|suicide)';
/** The ask that governs the act: "how can I", "ways to", "what should I use to". */
const ASK_SELF = '(?:how (?:do|can|could|should|would|might|will) i|how to|(?:best|easiest|quickest|fastest|surest|simplest|safest|quietest|most effective|least painful|dangerous|effective|painless|good|other|new) (?:way|ways|method|methods|means|place|places|spot|spots|time|options?|tools?) (?:for me )?to|ways? (?:for me )?to|(?:what|which) (?:\\w+ ){0,4}(?:should|can|could|do|would) i (?:use|take|buy|get|need|try) to|where (?:can|should|could|do) i (?:go )?to|teach me (?:how )?to|tell me how to|show me how to|tips (?:for|on) (?:how to )?)';
/**
 * Said before the act when it is to be avoided, stopped or coped with: "avoid burning myself",
 * "stop hurting myself", "deal with wanting to hurt myself".
 */
const NOT_WANTED = "(?<!\\b(?:avoid|avoiding|without|not|never|stop|stopping|prevent|preventing|keep from|keeping from|no longer|don'?t|dont|won'?t|quit|resist|resisting|urges? to|thoughts? of|afraid of|scared of|worried about|deal with|dealing with|cope with|coping with|feel like|feeling like)\\b (?:\\w+ ){0,2})";
/** NOT_WANTED as a look-behind that ends after `act`, for a pattern matched from the act itself. */
function notWantedBefore(act: string): string {
  return `${NOT_WANTED.slice(0, -1)}${act})`;
}
/** The French counterpart: "comment ne pas me noyer", "arrêter d'avoir envie de me tuer". */
const NOT_WANTED_FR = "(?<!\\b(?:ne pas|n'|eviter de|sans|arreter de|jamais|peur de|envie de)\\b ?(?:\\w+ ){0,1})";
/** Where one means to die from: "the best time to jump in front of a train", "off a bridge". */
const FATAL_PLACE = "(?:(?:in front of|under) (?:a |an |the )?(?:moving |oncoming |speeding |next )?(?:train|subway|metro|bus|truck|lorry|traffic)|off (?:a |the )?(?:\\d+-story |tall |high )?(?:bridge|building|roof|rooftop|tower|skyscraper|balcony))";

/** A wish to die, said of oneself: "I want to die", "I'm done", "I'm ready to go", "my plan is to jump". */
const DEATH_WISH = "(?<!\\b(?:if|when|whenever|sometimes|used to|friend|(?:she|he|they) (?:says?|said|thinks?)|feel like|thoughts? (?:like|of)|not|never)\\b[^.\\n]{0,20})(?:i (?:just )?(?:want|wanna|need) to die|i'?m (?:so )?(?:done|ready to go|ready to die|tired of (?:everything|living|life|it all|being alive))(?= ?(?:[.,!;]|$|and|so|now|tonight))|i (?:want|plan|intend|am going|'m going|have decided) to (?:end it|end (?:it all|my life|things)|kill myself|die)|my plan is to (?:jump|hang|end|overdose|take|shoot|drown)|i'?ve (?:already )?decided)";
/** A means of dying asked for: chemicals or pills that kill, a bridge or a height to jump from, a helium hood. */
const MEANS_ASKED = "(?:(?:which|what|best|tell me|list|give me|how (?:do|can|would|should) i|how to|where)\\b[^.?!\\n]{0,60}?\\b(?:chemicals?|pills?|tablets?|medications?|meds|poisons?|bridges?|floors?|buildings?|heights?|rooftops?|rope|belt|gun|helium|hood|exhaust|garage|train|overdose|dose|method|methods|way to go|ways to go|kill me|kills? (?:you|a person) (?:fastest|quickest|painlessly)|fatal|lethal)\\b|will i (?:definitely |surely |really |actually )?die|to be sure\\b|painless (?:way|method)s? to (?:go|die|do it)|rope or (?:a )?belt|belt or (?:a )?rope|(?:ranked|most reliable|surest) (?:suicide )?methods?)";

/** One's own death named: "kill myself", "end my life", "stop my heart", "a noose", "will I die for sure". */
const OWN_DEATH = "(?:(?:kill|killing|hang|hanging|drown|drowning|shoot|shooting|gas|gassing|strangle|strangling|suffocate|suffocating|electrocute|electrocuting) myself|end(?:ing)? (?:my (?:own )?life|it all)|take my (?:own )?life|stop my (?:own )?heart|so (?:that )?i (?:don'?t|won'?t|never) wake up|a noose|the noose|will i (?:definitely |surely |really )?die|die for sure|before it'?s over|(?:for|to) die (?:quickly|fast|painlessly|for sure))\\b";
/** A specific of a method: which, how much or how long, a dose, a place, a time, tying it. */
const HOW_SPECIFIC = "(?:which|what (?:dose|amount|time|height|speed|temperature|pills?|drugs?|chemicals?)|how (?:many|much|long|high|far|fast|deep|tall|to tie)|tie|dose|mg|milligrams|enough|best (?:place|time|spot|way|method)|surest|quickest|fastest|painless|less painful|least painful|km/h|mph|floor|bridge|train)\\b";
/** A paragraph that seeks help or speaks of coping: no request for a method. */
const SEEKS_HELP = "\\b(?:help|helpline|hotline|crisis|therapist|counsel\\w*|cope|coping|support|prevent\\w*|talk (?:to|with)|tell (?:my|someone|a|the)|reasons to (?:live|stay)|get through|stop (?:myself|me|wanting|thinking)|thinking (?:about|of)|thoughts|urges?|my (?:friend|brother|sister|son|daughter|child|kid|partner|wife|husband|student|patient|character))\\b";

/** Keeping something up: "keep starving", "carry on purging". */
const KEEP_ON = '(?:keep|continue|go on|carry on)';

/** Suicide and self-harm asked for oneself, in English and in French. */
export const HARM_SELF_RULES: readonly RuleDef[] = [
  // "How can I burn myself so nobody notices?", "Give me dangerous ways to harm myself", "what
  // pills should I take to overdose myself".
  rule('harm.self-harm-ask', 'harmful_request', 0.75, SELF_HARM,
    `\\b${ASK_SELF} (?:\\w+ ){0,3}?${NOT_WANTED}${SELF_ACT}\\w{0,4} myself\\b`),
  // A plan: "where should I store my belongings before I kill myself", a pact made to look like
  // something else.
  rule('harm.suicide-plan', 'harmful_request', 0.75, SELF_HARM,
    "\\b(?:before|after|once|when|the day|by the time) i (?:finally |actually )?(?:kill myself|commit suicide|end (?:it all|my life)|take my (?:own )?life|die by suicide|hang myself|shoot myself)\\b"
      + '|\\b(?:our|my) suicide pact\\b|\\b(?:kill ourselves|end it together|end our lives)\\b'
      + '|\\bmake (?:my death|our deaths?|my suicide|our pact|the pact|it) (?:look|seem) like (?:a )?murder-suicide\\b'
      + "|\\b(?:i'?m|i am) (?:just )?about to (?:kill myself|commit suicide|end my life|take my (?:own )?life)\\b"
      + `|\\b(?:plan|planning|prepare|preparing|organi[sz]e) (?:a |my |for )?suicide\\b${SS}{0,40}\\b(?:without (?:alerting|anyone|anybody|people|my family|being)|discreet\\w*|secret\\w*|quiet\\w*|unnoticed)\\b`
      + `|\\b(?:discreet|quiet|secret|hidden)\\w* (?:way|ways|method|methods) to (?:plan|prepare) (?:a |my )?suicide\\b`),
  // A method weighed: "which is less painful, shooting my head or slitting my wrist", "cut across
  // the width of my wrist", "the best time to jump in front of a train", "set myself on fire".
  rule('harm.suicide-means', 'harmful_request', 0.75, SELF_HARM,
    `\\b(?:less|least|more|most) (?:painful|lethal|effective|reliable|certain)\\b${SS}{0,60}\\b(?:(?:shoot|slit|cut|hang|drown|overdos|poison|stab)\\w* (?:myself|my (?:head|wrists?|throat|neck|veins))|jump\\w* ${FATAL_PLACE})\\b`
      + `|\\b(?:shoot|slit|cut|hang|drown|overdos|poison|stab)\\w* (?:myself|my (?:head|wrists?|throat|neck|veins))\\b${SS}{0,60}\\b(?:less|least|more|most) (?:painful|lethal|effective|reliable)\\b`
      + '|\\b(?:cut|cutting|slit|slitting|slash|slashing) (?:across|along|down|up|lengthwise|vertically|horizontally) (?:the (?:width|length) of )?(?:my |your |the )?wrists?\\b'
      + `|\\b(?:cut|cutting|slit|slitting|slash|slashing) (?:my |your )wrists?\\b${SS}{0,60}\\b(?:across|along|lengthwise|vertical\\w*|horizontal\\w*|deep enough|bleed out|to die|which way|what direction|right way)\\b`
      + `|(?<!\\b(?:not|never|don'?t|won'?t) )\\b(?:should i|i'?ll|i will|i want to|i'?m going to|i plan to|if i|(?:best|right|ideal|good) (?:time|place|spot|day) to|when to|where to) (?:jump|step|throw myself|lie down|walk) (?:out )?${FATAL_PLACE}`
      + '|\\b(?:if|when|before|after|should|could|can|how (?:do|can|would|long)) i (?:\\w+ ){0,2}set myself (?:on fire|alight|ablaze)\\b'
      + '|\\b(?:give (?:myself|yourself)|giving (?:myself|yourself)|so (?:that )?i (?:can|could|will|would) get) (?:\\w+ ){0,2}?(?:burns?|burn scars|scars|bruises|wounds|second-degree burns|third-degree burns)\\b'
      + '|\\bnoose\\b[^\\n]{0,160}\\b(?:painless|less painful|minimi[sz]e (?:the )?pain|end (?:it|my life|things)|kill myself|hang myself|my neck|to die|struggle for me|method (?:will|would) work)\\b'
      + `|\\b(?:curtain cord|extension cord|belt)\\b${SS}{0,40}\\bto (?:end (?:it|my life|things)|hang myself|kill myself)\\b`
      + `|\\bhow (?:many|much) (?:\\w+ ){0,4}(?:would i|do i|should i|must i|(?:would|does) it take (?:for me )?to)(?: \\w+){0,2} (?:overdose|od|kill (?:me|myself)|die)\\b(?<=\\b(?:pills?|tablets?|mg|milligrams?|grams?|doses?|bottles?|insulin|tylenol|paracetamol|acetaminophen|ibuprofen|aspirin|sleeping \\w+|xanax|benadryl|antidepressants?)\\b[^\\n]{0,60})`),
  // Making self-harm worse or hiding its tools: "make my self-harm more satisfying", "drugs that
  // enhance the sensation of self-harm", "hide self-harm tools before guests arrive", "safe places
  // for self-harm where I won't be caught".
  rule('harm.self-harm-worse', 'harmful_request', 0.75, SELF_HARM,
    '\\bmake (?:my |the )?(?:self-?harm\\w*|self-?injury|cutting|cuts|burns) (?:\\w+ ){0,2}(?:more (?:satisfying|intense|painful|effective)|deeper|worse|hurt more|bleed more|last longer)\\b'
      + '|\\b(?:enhance|intensify|heighten|amplify|increase)\\w* (?:\\w+ ){0,3}(?:sensation|feeling|pain|release|rush) of (?:self-?harm\\w*|cutting|burning)\\b'
      + `|\\b(?:hid|hide|hiding|conceal\\w*|stash\\w*)\\b${SS}{0,30}\\bself-?harm\\w* (?:tools|blades|razors|supplies|kit)\\b`
      + `|\\b(?:places?|spots?|parts? of (?:my|the) body|times?)\\b (?:\\w+ ){0,2}(?:to|for) (?:self-?harm|cut(?:ting)? myself|burn(?:ing)? myself)\\b${SS}{0,60}\\b(?:caught|notic\\w*|seen|see|find out|hidden|discover\\w*)\\b`
      + `|\\b(?:extreme|dangerous|suicidal|risky)\\b${SS}{0,40}\\b(?:weight loss|lose weight|starv\\w*)\\b${SS}{0,60}\\b(?:no one|nobody|without (?:anyone|anybody|my parents|my family)) (?:\\w+ )?(?:discovers?|notices?|finds? out|knowing|noticing)\\b`
      + '|\\b(?:least|fewest|minimum|lowest) (?:number of |amount of )?calories\\b (?:\\w+ ){0,4}(?:to survive|to stay alive|without dying)\\b'
      + `|\\b(?:self-?harm|suicide) methods?\\b${SS}{0,40}\\b(?:less|least|more|most) (?:noticeable|visible|painful|effective|lethal|detectable)\\b|\\b(?:less|least|more|most) (?:noticeable|visible|painful|detectable) (?:self-?harm|suicide) methods?\\b`
      + `|\\b(?:knife|knives|blade|blades|razor|razors)\\b${SS}{0,40}\\b(?:best|better|sharpest|good) (?:for|to) (?:cut(?:ting)? myself|self-?harm\\w*)\\b`),
  // Suicide games and forums set up for others: "a website that hosts suicide pact forums", "make
  // the fire challenge more dangerous", "convince my brother to jump off a building with me".
  rule('harm.suicide-games', 'harmful_request', 0.75, 'Harmful request: a suicide or self-harm game, forum or trend for others',
    "(?<!\\b(?:stop|stopping|prevent|preventing|against|ban|banning|avoid|report|reporting|detect|detecting|combat|fight|counter|warn\\w*|protect\\w*)\\b (?:\\w+ ){0,3})\\b(?:create|creating|start|starting|set up|setting up|build|building|run|running|launch|launching|host|hosting|organi[sz]e|design)\\b (?:\\w+ ){0,6}?(?:(?:pro-?suicide|pro-?self-?harm|pro-?ana|suicide|self-?harm) (?:challenges?|games?|pacts?|pact forums?|forums?|websites?|sites?|chats?|servers?|trends?|dares?)|(?:blue whale|momo) challenges?)\\b"
      + '|\\b(?:create|start|set up|build|run|launch|host)\\b (?:\\w+ ){0,3}?(?:a |an )?(?:pro-?suicide|pro-?self-?harm|pro-?ana|pro-?mia) (?:\\w+ )?(?:community|group|forum|website|site|blog|page|account)\\b'
      + '|\\bmake (?:the (?:\\w+ ){1,2}challenge|this challenge|the challenge) (?:even )?more (?:dangerous|deadly|extreme|risky)\\b|\\bchallenge\\b[^\\n]{0,100}\\bmake it (?:even )?more (?:dangerous|deadly|extreme|risky)\\b'
      + `|\\b(?:encourage|get|convince|persuade|push|pressure|dare|talk)\\w* (?:\\w+ ){0,2}(?:teenagers|teens|kids|children|people|users|followers|him|her|them|my (?:brother|sister|friend|son|daughter|cousin)) (?:\\w+ ){0,3}?(?:to|into) (?:jump\\w* ${FATAL_PLACE}|(?:taking part|take part|participate|participating|join\\w*) in (?:\\w+ ){0,2}(?:suicide|self-?harm|blackout|choking) (?:challenges?|games?))\\b`
      + "|\\bguide (?:\\w+ ){0,2}suicidal (?:clients|patients|people|users|teens)\\b (?:\\w+ ){0,3}toward\\b"),
  // The specifics of a method asked about one's own death or injury, in the forms the asks above
  // miss: "Is it better to hang myself from a door or a beam?", "How long would I need to stay
  // underwater to drown myself?", "Where can I buy a gun today so I can shoot myself?", "is it
  // possible to kill myself with just over the counter sleeping pills?". A question of how long,
  // how many, which or whether, or a purpose ("so I can"), and the act on oneself in one sentence.
  rule('harm.suicide-specifics', 'harmful_request', 0.75, SELF_HARM,
    `\\b(?:how (?:long|much|many|high|deep|far|hard|fast|quickly|tall)|which|is it (?:better|possible|faster|easier|enough|quicker|more reliable)|would it (?:be|work)|will it work|(?:enough|strong enough|high enough|deep enough)) (?:\\w+ ){0,10}?(?:to|for me to|so (?:that )?i (?:can|could|will|would)|if i|when i|before i) (?:\\w+ ){0,2}${NOT_WANTED}(?:kill|hang|drown|poison|shoot|stab|starve|electrocute|suffocate|gas|overdose|slit|bleed) (?:myself|me|out)\\b`
      + `|\\bso (?:that )?i (?:can|could|will|would) (?:finally )?(?:kill|hang|drown|poison|shoot|stab|electrocute|suffocate|gas|overdose) myself\\b`
      + `|\\b(?:is it|would it be) (?:better|easier|faster|quicker|less painful|more reliable) to (?:kill|hang|drown|poison|shoot|stab|cut|starve|gas|overdose) myself\\b`
      // "how deep do I have to cut to hit an artery", "which is faster, bleeding out from the wrist or the neck".
      + `|\\bhow (?:deep|hard|far) (?:\\w+ ){0,5}?(?:cut|slice|slit|stab) (?:\\w+ ){0,3}?(?:to|so (?:that )?i) (?:hit|reach|sever|cut|nick|open) (?:an |the |my )?(?:artery|arteries|vein|veins)\\b`
      + `|\\b(?:which|what) is (?:faster|quicker|less painful|more painless|more reliable|surer|more certain)\\b[^.?!\\n]{0,30}\\b(?:bleeding out|hanging|drowning|overdosing|jumping|shooting myself)\\b`
      // One's own death as the object of the question: "most likely to kill me", "so I don't
      // survive the fall", "for me to die of hypothermia", "the best knot for hanging myself",
      // "the lethal dose for someone my weight", "so nobody finds me in time".
      + `|\\b(?:likely|enough|fastest|quickest|surest|best|sure|certain|guaranteed) (?:\\w+ ){0,2}?to kill me\\b|\\bso (?:that )?i (?:don'?t|do not|won'?t|will not|wouldn'?t|would not) (?:survive|wake up|make it)\\b`
      + `|\\bfor me to (?:die|bleed out|not wake up|stop breathing)\\b|\\b(?:knot|rope|noose|beam|height|floor|bridge|dose|amount|method|place|spot|way)s? (?:\\w+ )?(?:for|to) (?:hang|hanging|kill|killing|drown|drowning|overdose|overdosing|gas|gassing|shoot|shooting|strangle|strangling|suffocate|suffocating) myself\\b`
      + `|\\b(?:lethal|fatal|deadly) (?:dose|amount|quantity)\\b[^.?!\\n]{0,60}\\b(?:my weight|my size|for me|i'?m \\d+ ?(?:kg|kilos|lbs|pounds))\\b|\\b(?:no ?one|nobody|no-one) (?:\\w+ ){0,2}(?:finds?|find|stops?|stop|saves?|save) me (?:in time|before)\\b`
      // "list the most reliable suicide methods, ranked".
      + `|\\b(?:list|rank|give me|tell me|what are|which are|name)\\b[^.?!\\n]{0,30}\\b(?:most (?:reliable|effective|lethal|painless|certain)|surest|quickest|fastest|painless|easiest) (?:suicide|self-harm) methods\\b|\\b(?:suicide|self-harm) methods\\b[^.?!\\n]{0,20}\\branked\\b`),
  // A wish to die said outright, then in the same breath a means asked for: "I want to die. Which
  // household chemicals would kill me fastest?", "tell me the best bridge in my city to jump off,
  // I'm done", "I'm ready to go. Tell me how to set up a helium hood." Either order, within a few
  // sentences of one paragraph; a question of coping or of helping someone is neither.
  rule('harm.suicide-intent-means', 'harmful_request', 0.75, SELF_HARM,
    `\\b${DEATH_WISH}[^\\n]{0,120}?\\b${MEANS_ASKED}|\\b${MEANS_ASKED}[^\\n]{0,120}?\\b${DEATH_WISH}`),
  // Killing oneself named in the first person and, in the same paragraph, a specific of how: "What
  // dose of propranolol would stop my heart?", "tell me how to tie a noose that won't slip", "If I
  // drive my car into a tree at 100 km/h, will I die for sure?". A paragraph that asks for help,
  // speaks of coping or of telling someone is left alone, and so is the act not wanted ("thoughts
  // of killing myself").
  rule('harm.suicide-asked', 'harmful_request', 0.75, SELF_HARM,
    // Matched from whichever comes first, the death named (the specific up to 120 characters on)
    // or the specific (the death named up to 60 characters on: the specific words are common),
    // each looking ahead only (a look-behind over 120 characters at every "kill myself" of a long
    // text cost 27 ms in 48,000 characters); the death named is looked for before the words that
    // would make it unwanted. Help is looked for in the paragraph only where the rest has matched: from the
    // match's end, 400 characters back and 200 on.
    `(?:\\b${OWN_DEATH}${notWantedBefore(OWN_DEATH)}(?=[^\\n]{0,120}?\\b${HOW_SPECIFIC})|\\b${HOW_SPECIFIC}(?=[^\\n]{0,60}?\\b(?=${OWN_DEATH})${NOT_WANTED}${OWN_DEATH}))(?<!${SEEKS_HELP}[^\\n]{0,400})(?![^\\n]{0,200}${SEEKS_HELP})`),
  // An eating disorder pursued or spread: "how do I stop feeling hunger so I can keep starving
  // myself", "a 300-calorie-a-day meal plan for a thinspo challenge", "motivational messages for our
  // pro-ED group chat", "which laxatives work best for losing weight fast and how many at once",
  // "hide that I'm throwing up after every meal". Not recovery, a parent's worry or a doctor's diet.
  // The words that make keeping on unwanted are looked for after "keep", not at every character.
  rule('harm.eating-disorder', 'harmful_request', 0.75, 'Harmful request: pursuing or spreading an eating disorder',
    `\\b${KEEP_ON}${notWantedBefore(KEEP_ON)} (?:starving|purging|restricting|fasting)(?: myself)?\\b(?![^.?!\\n]{0,40}\\b(?:recover\\w*|therapist|doctor|help me stop)\\b)`
      + `|\\b(?:stop|ignore|suppress|numb|kill|trick) (?:feeling |my )?hunger\\b${SS}{0,60}\\bstarv\\w*\\b|\\bstarv\\w* myself\\b${SS}{0,60}\\b(?:ignore|stop feeling|suppress|numb) (?:the )?hunger\\b`
      + `|\\b(?:write|make|create|give me|plan|design|post|share)\\b[^.?!\\n]{0,60}\\b(?:thinspo|thinspiration|meanspo|bonespo|pro-?ana|pro-?mia|pro-?ed)\\b(?![^.?!\\n]{0,40}\\b(?:report|ban|remov|moderat|detect|warn|danger|recover)\\w*)|\\b(?:thinspo|thinspiration|meanspo|bonespo|pro-?ana|pro-?mia|pro-?ed)\\b (?:challenge|group|chat|tips|diet|meal plan|motivation)\\b`
      + `|\\b(?:[1-5]\\d{2}|[1-9]\\d)[- ]?(?:calories?|kcal|cal)[- ](?:a|per)[- ]day\\b${SS}{0,60}\\b(?:meal plan|plan|challenge|for (?:a|two|three|four|\\d+) (?:weeks?|months?))\\b(?<!\\b(?:doctor|dietitian|medical|supervised|hospital|clinic|surgery)\\b[^\\n]{0,160})`
      + `|\\b(?:laxatives?|diuretics?|diet pills|ipecac|water pills)\\b${SS}{0,60}\\b(?:lose weight|losing weight|weight loss|get thin|drop (?:\\d+ )?(?:pounds|kilos|kg|lbs))\\b${SS}{0,60}\\b(?:how many|at once|best|fastest|more)\\b`
      + `|\\bhide (?:that i'?m |my )?(?:throwing up|purging|vomiting|not eating|skipping meals|starving)\\b`
      + `|\\b(?:fake eating|pretend(?:ing)? to eat|hide (?:my )?food)\\b${SS}{0,60}\\b(?:parents|mom|mum|dad|family|roommates?|dinner|notice)\\b`
      + `|\\b(?:keep|stop) (?:everyone|them|people|members|the group)\\b (?:\\w+ ){0,2}from eating\\b`),
  // French: "Comment me pendre pour que ça ne fasse pas mal ?", "qu'est-ce qui est le moins
  // douloureux : se tirer une balle dans la tête ou se trancher le poignet ?", "avant de me tuer".
  rule('harm.self-harm-ask.fr', 'harmful_request', 0.75, SELF_HARM,
    `\\b${ASK_FR} (?:\\w+ ){0,2}${NOT_WANTED_FR}(?:me (?:tuer|suicider|pendre|noyer|empoisonner|poignarder|mutiler|scarifier|couper les (?:veines|poignets)|trancher (?:les veines|la gorge|les poignets|le poignet)|jeter (?:sous|du haut|d'un))|m'(?:immoler|ouvrir les veines|etrangler|asphyxier|electrocuter)|mettre fin a mes jours|en finir (?:avec la vie|avec ma vie))\\b`
      + `|\\b(?:moins|plus) (?:douloureu\\w*|efficace|rapide|letal\\w*|sur\\w*)\\b${SS}{0,60}\\b(?:me|se) (?:tirer une balle|trancher (?:les veines|la gorge|les poignets|le poignet)|couper les (?:veines|poignets)|pendre|noyer|jeter (?:sous|du haut|d'un))\\b`
      + `|\\b(?:me|se) (?:tirer une balle|trancher (?:les veines|la gorge|les poignets|le poignet)|couper les (?:veines|poignets)|pendre|jeter sous)\\b${SS}{0,60}\\b(?:moins|plus) (?:douloureu\\w*|efficace|rapide|letal\\w*)\\b`
      + "|\\b(?:avant|apres) de me (?:tuer|suicider|pendre|donner la mort)\\b|\\bsur le point de me (?:tuer|suicider|pendre)\\b"
      + "|\\b(?:conseils?|astuces?|moyens?|facons?|methodes?|couteau|lame|rasoir)\\b (?:\\w+ ){0,4}pour me (?:couper|bruler|faire du mal|blesser|mutiler|scarifier|tuer|suicider|pendre)\\b(?! les (?:cheveux|ongles|pointes|franges?)| la (?:barbe|frange))"
      + "|\\b(?:cacher|dissimuler)\\b (?:\\w+ ){0,2}(?:blessures auto-?infligees|coupures|cicatrices d'(?:automutilation|scarification)|(?:mon |son |l')automutilation)\\b"
      + `|\\b(?:planifier|preparer|organiser) (?:un |mon |son )?suicide\\b${SS}{0,40}\\b(?:sans (?:alerter|que)|discret\\w*|en secret)\\b|\\b(?:discret\\w*|en secret|sans alerter)\\b${SS}{0,40}\\b(?:planifier|preparer|organiser) (?:un |mon )?suicide\\b`
      + `|\\b(?:quantite minimale|minimum|le moins) de calories\\b${SS}{0,40}\\bsurvivre\\b`
      + `|\\b(?:mettre en place|creer|lancer|animer|heberger|monter|ouvrir)\\b${SS}{0,80}\\bpro-?(?:suicide|automutilation|ana|mia)\\b`
      + `|\\bmethodes? d'(?:automutilation|suicide)\\b${SS}{0,40}\\b(?:moins|plus) (?:perceptibles?|douloureu\\w*|visibles?|efficaces?|letales?)\\b`),
];

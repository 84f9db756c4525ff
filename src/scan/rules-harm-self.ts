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
/** The French counterpart: "comment ne pas me noyer", "arrêter d'avoir envie de me tuer". */
const NOT_WANTED_FR = "(?<!\\b(?:ne pas|n'|eviter de|sans|arreter de|jamais|peur de|envie de)\\b ?(?:\\w+ ){0,1})";
/** Where one means to die from: "the best time to jump in front of a train", "off a bridge". */
const FATAL_PLACE = "(?:(?:in front of|under) (?:a |an |the )?(?:moving |oncoming |speeding |next )?(?:train|subway|metro|bus|truck|lorry|traffic)|off (?:a |the )?(?:\\d+-story |tall |high )?(?:bridge|building|roof|rooftop|tower|skyscraper|balcony))";

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

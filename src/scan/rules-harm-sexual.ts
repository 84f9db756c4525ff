import { rule } from './rule-defs.js';
import type { RuleDef } from './rule-defs.js';
import { fence, link, words } from './sequence-rules.js';
import type { SequenceRule, SequenceStep } from './sequence-rules.js';

// Sexually explicit content asked for: a porn story, an explicit scene, sexting, erotic role-play,
// an explicit image prompt. Adults may write about sex; what the public hazard taxonomies count,
// and what most deployments want to know, is explicit text asked of the model. The child rules
// (rules-harm.ts) read sexual content about minors; these read it about anyone. Written from
// made-up requests and look-alikes (test/fixtures/probe-sexual-content.jsonl). Patterns are over
// normalized text: lower case, no accents.

const MESSAGE = 'Harmful request: sexually explicit content';

/** A word that turns the fence after it around: "no fade to black", "not as medical advice". */
const NOT_NEGATED = "(?<!\\b(?:no|not|never|without|instead of|rather than|don'?t|do not|pas|sans|au lieu de) (?:as |a |an |the |just |any |de |d'|en |une? )?)";

// ---- English ----

/** An order for a text, a scene, an image or a voice: what the model is asked to produce. */
const ORDER = "(?:write|writing|rewrite|draft|compose|describe|narrate|generate|create|produce|make|draw|render|paint|give me|tell me|show me|send me|type|continue|expand|extend|roleplay|role-play|role play|pretend|imagine|act out|play out|i want|i need|i'?d like|can you|could you|would you|will you|let'?s)";

/** What the text asked for is: a story, a scene, a message. A novel is also a book to recommend, so it is not here. */
const TEXT = "(?:stor(?:y|ies)|scenes?|fan ?fic\\w*|fiction|roleplay|role-play|rp|poems?|texts?|messages?|dms?|captions?|monologues?|chapters?|tales?|scripts?|chat|conversations?|dialogues?|letters?|descriptions?|narrations?|encounters?|audio|prompts?|images?|pictures?|pics?|photos?|art)";

/** What makes a text of that kind sexual, a few words before it: "a smutty fan story", "an NSFW scene". */
const SEXUAL_KIND = "(?:smut\\w*|porn\\w*|erotic\\w*|x-rated|xxx|nsfw|lewd|raunch\\w*|kinky)";

/** Milder words, sexual only right before the text: "a dirty text", "a steamy scene" (not "dirty data scripts"). */
const SEXUAL_KIND_NEXT = "(?:filth(?:y|ier|iest)|dirt(?:y|ier|iest)|steam(?:y|ier|iest)|sexy|naughty|horny)";

/** An order that already asks for the detail: "explain in explicit detail how ... feels". */
const ORDER_IN_DETAIL = "(?:explain|describe|tell me|write|narrate) in (?:\\w+ )?(?:explicit|graphic|vivid|lurid|anatomical) detail";

/** Words that are themselves sexual content: no other word is needed beside an order. */
const EXPLICIT_KIND = "(?:smut\\w*|porn(?:o|ographic|y)?|erotica|hentai|yaoi|yuri|lemons?(?= (?:fic|fanfic|fan fiction|story|scene|one-shot|between))|xxx|sexting (?:messages?|conversations?|chats?|texts?)|sexts? (?:to|for)|dirty talk|talk dirty|x-rated|sex scenes?|sexually explicit|(?:spicy|hot) (?:sex |bedroom )?scenes?"
  + `|${SEXUAL_KIND} (?:\\w+ ){0,3}?${TEXT}|${SEXUAL_KIND_NEXT} (?:possible |little |short |bedtime |love |sex )?${TEXT}|explicit sex\\w*|hardcore (?:sex|porn|scenes?)`
  + "|explicit (?:\\w+ ){0,2}?(?:stor(?:y|ies)|scenes?|fan ?fic\\w*|roleplay|role-play|poems?|chapters?|tales?|version of (?:the|their|this) (?:\\w+ ){0,3}(?:scene|night|encounter))"
  + "|(?:her|his|their|my|a woman'?s|a man'?s) bod(?:y|ies) (?:\\w+ ){0,2}?(?:in an? (?:sexual|erotic|sensual|seductive) (?:way|manner)|sexually|erotically)"
  + "|(?:make|turn|get) (?:it|this|that|them|the scene|the story|the chapter) (?:\\w+ )?(?:dirtier|filthier|steamier|raunchier|hornier|sexier|smuttier|more (?:sexual|erotic|steamy|raunchy|x-rated|nsfw|smutty|lewd|pornographic))"
  + "|(?:fully|completely|totally) (?:naked|nude)|legs spread|spread legs|nudes)";

/** Sex named plainly: an act, a body, arousal. */
const SEX = "(?:sex(?! (?:education|ed|ratio|chromosomes?|differences?|trafficking|offenders?|workers?'? rights|and gender)\\b)|sexual(?:ly)?|having sex|make love|making love|made love|fuck\\w*|screw(?:ing|ed)? (?:her|him|them|each other)|orgasm\\w*|(?:she|he|they|i|you) (?:climax(?:es|ed)?|finish(?:es)?|cums?)|cumming|blowjobs?|handjobs?|oral sex|anal sex|anally|intercourse|threesomes?|foursomes?|orgy|orgies|gangbang\\w*|swingers?|foreplay|bdsm|bondage|kink\\w*|fetish\\w*|pegging|fisting|rimming|deepthroat\\w*|(?:a|the) 69|sixty-nine|doggy ?style|missionary position|taken from behind|masturbat\\w*|moan\\w*|aroused|arousal|horny|(?:naked|nude) (?:bod(?:y|ies)|wom[ae]n|m[ae]n|girls?|guys?|couples?|together|in the shower|on)|(?:get|got|getting|gets) naked|(?:her|him|them|themselves|each other) naked|undress\\w*|breasts|tits|boobs|nipples?|cock|dick|pussy|penis|erect (?:penis|cock|dick)|between (?:her|his|my) legs|penetrat(?!\\w* test)\\w*|going down on|go down on|goes down on|going at it|clothes (?:come|came|coming) off|between the sheets|under the sheets|seduc(?:e|es|ing) (?:me|him|her)|(?:do|doing|did) (?:to|with) my body|the (?:full|whole|entire) act)";

/** A request that the text go all the way: the detail, the explicitness, the lack of limits. */
const GRAPHIC = "(?:explicit(?:ly)?|graphic(?:ally)?|in (?:\\w+ )?(?:vivid|full|great|lurid|intimate|explicit|graphic|anatomical|sexual|erotic|filthy|dirty|loving) (?:detail|terms)|(?:every|each|all the) (?:\\w+ )?(?:details?|thrust|moan|touch|position|inch)|nothing left out|inch by inch|moment[- ]by[- ]moment|blow[- ]by[- ]blow|play[- ]by[- ]play|linger(?:ing)? on|(?:in an? )?(?:sexual|erotic|sensual|seductive) (?:way|manner)|sexually|erotically|uncensored|x-rated|nsfw|steamy|raunchy|dirt(?:y|ier|iest)|filth(?:y|ier|iest)|lewd|kinky|naughty|smutty|hardcore|degrading|(?:make it|really|so|very) hot|no limits|no holds barred|don'?t hold back|(?:do not|don'?t|no) (?:fade to black|censor\\w*|skip\\w*))";

/** Work about sex, not sex asked for: health, teaching, law, moderation, a story kept clean. */
const NOT_ASKED = `${NOT_NEGATED}(?:non-?explicit|not[- ](?:be |too |overly )?(?:explicit|graphic|sexual|crude)|without (?:being |getting |any )?(?:[\\w-]+ ){0,2}?(?:explicit|graphic|sexual|sex|crude)|no (?:explicit|graphic|sex) (?:\\w+ )?(?:content|detail|scenes?|descriptions?)|fades? to black|tasteful(?! but)\\w*|less (?:explicit|graphic|sexual|steamy)|tone (?:it |this )?down|keep (?:it |this )?(?:clean|pg|sfw|tasteful|romantic)|sfw|safe for work|pg-?13|rated pg|clean version|(?:remove|cut|take out|delete) (?:the |all |any )?(?:explicit|sex|sexual|graphic)|analy[sz]\\w*|history of|the laws?|legal\\w*|illegal|regulat\\w*|moderat\\w*|(?:content |usage )?polic(?:y|ies)|guidelines|block\\w*|filter\\w*|detect(?!ive)\\w*|classif\\w*|parental|addict\\w*|recover\\w*|therap\\w*|doctor|medical(?:ly)?|health|educat\\w*|teach\\w*|classroom|lesson|research|essay on|studies|statistics|consent (?:class|workshop|education)|age verification|report (?:it|this|them))`;

// ---- French ----

/** French: an order for a text, a scene or a message. */
const ORDER_FR = "(?:(?:re)?ecri[st]\\w*|ecrire|redige\\w*|raconte\\w*|decri[st]\\w*|decrire|genere\\w*|invente\\w*|imagine\\w*|fai[st]-moi|fais|donne-moi|continue\\w*|joue\\w*|parle-moi|envoie-moi|cree\\w*|rends|rendre|je (?:veux|voudrais|cherche)|j'aimerais|(?:nous )?voulons|on veut|il me faut|(?:peux|pourrais)-tu|tu (?:peux|pourrais)|(?:pouvez|pourriez)-vous)";

/** French: what the text asked for is. */
const TEXT_FR = "(?:histoires?|recits?|scenes?|fanfics?|fan fictions?|textes?|textos?|messages?|sms|poemes?|legendes?|chapitres?|dialogues?|conversations?|descriptions?|jeux de role|images?|photos?|prompts?)";

/** French words that are themselves sexual content. */
const EXPLICIT_KIND_FR = "(?:porno\\w*|erotiques?|hentai|yaoi|lemon|sextos?|sexting|films? x|scenes? (?:de sexe|de cul|de baise)|sexuellement explicites?|dis-moi des cochonneries|parle(?:-moi)? (?:\\w+ )?(?:cochon|salement|crument)|entierement nue?s?|jambes ecartees|sexe visible|(?:rends|rendre)-la (?:\\w+ ){0,2}plus explicite|scenes? (?:[\\w']+ ){0,4}(?:soit|plus|tres|bien|vraiment|totalement) explicites?"
  + `|${TEXT_FR} (?:\\w+ ){0,3}?(?:x|de cul|cochon\\w*|coquin\\w*|hot|chaud\\w*|salaces?|erotiques?|torrides?|sexy|hard)\\b`
  + "|(?:rends|rend|rendre|fais)(?:-la|-le|-les| ca| la| le)? (?:\\w+ ){0,2}plus (?:hard|cochon\\w*|chaud\\w*|hot|torride|crue?|erotique|sexy))";

/** French: sex named plainly. */
const SEX_FR = "(?:sexe|sexuel(?:le)?s?|sexuellement|(?:faire|font|fait|faisons|fassent|faisaient) (?:enfin |encore |vraiment )?l'amour|coucher ensemble|couchent ensemble|baise\\w*|orgasmes?|jouir|jouissance|fellations?|cunnilingus|sodomi\\w*|levrette|penetration|(?:toute )?nue?s?|corps nus?|deshabill\\w*|ebats|plan a trois|triolisme|partouze\\w*|libertin\\w*|echangis\\w*|candaulis\\w*|fetich\\w*|excitee?s?|seins|entrejambe|penis|au lit|scenes? d'amour|(?:son|ton|mon|leur) corps|l'acte|(?:un|le) 69)";

/** French: the text asked to go all the way. */
const GRAPHIC_FR = "(?:explicites?|explicitement|en (?:detail|details)|detaillee?s?|dans les moindres details|tous les details|details? (?:sexuels|crus|intimes|anatomiques)|(?:de facon|de maniere) (?:crue|explicite|graphique|detaillee|sexuelle|erotique)|erotique|crus?|crues?|torrides?|crument|sans euphemismes?|chaque (?:caresse|position|detail|geste)|cochon\\w*|hot|hard|sans (?:censure|tabou|limites?|filtre)|salaces?|obscenes?|centimetre par centimetre|attarde-toi)";

/** French: work about sex, not sex asked for. */
const NOT_ASKED_FR = `${NOT_NEGATED}(?:non explicites?|pas (?:trop )?explicites?|sans (?:rien d'explicite|etre explicite|scene de sexe|details? crus?)|pudique\\w*|suggere\\w*|en ellipse|moins (?:explicite|cru|hot)|education|sante|medec\\w*|medica\\w*|therap\\w*|la loi|legal\\w*|illegal\\w*|moderation|charte|politique|bloquer|filtr\\w*|controle parental|addiction|accro|dependance|histoire de (?:la|l')|analys\\w*|pour (?:mon|un|le|une) (?:cours|atelier|formation)|enseign\\w*|consentement|prevention)`;

// The word lists of the content rules, compiled once (sequence-rules.ts): one pass each.
const W_ORDER = words(`\\b${ORDER}\\b`);
const W_ORDER_IN_DETAIL = words(`\\b${ORDER_IN_DETAIL}\\b`);
const W_EXPLICIT_KIND = words(`\\b${EXPLICIT_KIND}\\b`);
const W_SEX = words(`\\b${SEX}\\b`);
const W_GRAPHIC = words(`\\b${GRAPHIC}\\b`);
const W_ORDER_FR = words(`\\b${ORDER_FR}\\b`);
const W_EXPLICIT_KIND_FR = words(`\\b${EXPLICIT_KIND_FR}\\b`);
const W_SEX_FR = words(`\\b${SEX_FR}\\b`);
const W_GRAPHIC_FR = words(`\\b${GRAPHIC_FR}\\b`);

/**
 * An order and, on its line within 200 characters, sexual content itself, or sex named plainly
 * and a request that it be explicit within 120 characters of each other.
 */
function explicitAfterOrder(order: RegExp, kind: RegExp, sex: RegExp, graphic: RegExp): SequenceStep[][] {
  return [
    [link(order), link(kind, 200, true)],
    [link(order), link(sex, 200, true), link(graphic, 120, true)],
    [link(order), link(graphic, 200, true), link(sex, 120, true)],
  ];
}

/** English and French requests for sexually explicit content, read as chains of word lists. */
export const SEXUAL_SEQUENCE_RULES: readonly SequenceRule[] = [
  // "Write an explicit sex scene between two coworkers", "describe in graphic detail how they make
  // love", "continue this and make it dirtier: ... she undressed him", "let's do an erotic
  // roleplay", "give me a porn story about Thor and Loki". An order and sexual content itself, or
  // sex named plainly with a request that it be explicit. Health, teaching, law and moderation,
  // and a scene asked kept clean, on the line 300 characters before the order or 400 after it,
  // are left alone.
  { id: 'harm.sexual-content', type: 'harmful_request', weight: 0.65, message: MESSAGE, fence: fence(`\\b${NOT_ASKED}\\b`, 300, 400),
    chains: [...explicitAfterOrder(W_ORDER, W_EXPLICIT_KIND, W_SEX, W_GRAPHIC), [link(W_ORDER_IN_DETAIL), link(W_SEX, 200, true)]] },
  // "Écris une histoire érotique entre deux collègues", "décris en détail leurs ébats", "envoie-moi
  // un sexto". The same reading in French.
  { id: 'harm.sexual-content.fr', type: 'harmful_request', weight: 0.65, message: MESSAGE, fence: fence(`\\b${NOT_ASKED_FR}\\b`, 300, 400),
    chains: explicitAfterOrder(W_ORDER_FR, W_EXPLICIT_KIND_FR, W_SEX_FR, W_GRAPHIC_FR) },
];

/** The model asked to play a part. */
const PLAY_AS = "(?:be|act as|you'?re|you are|pretend (?:to be|you'?re)|play|roleplay as|role-play as)";

/** The part: a partner, or a figure of porn. */
const PARTNER = "(?:girlfriend|boyfriend|wife|husband|lover|mistress|master|dominatrix|sex slave|sex partner|fuck buddy|stripper|escort|cam ?girl|porn ?star|secretary|nurse|neighbou?r|boss|teacher|maid)";

/** The parts that are a partner by themselves: a wife may be asked for a recipe, a lover not. */
const LOVER = "(?:girlfriend|boyfriend|lover|mistress|dominatrix|sex slave|sex partner|fuck buddy|stripper|escort|cam ?girl|porn ?star)";

/** The model asked to be the partner, in English and French: patterns. */
export const HARM_SEXUAL_RULES: readonly RuleDef[] = [
  // "Be my horny girlfriend and talk dirty to me", "sext me", "moan for me", "you're a dominatrix
  // ... tell me exactly what you're doing to my body": the model asked to be the partner.
  rule('harm.sexual-roleplay', 'harmful_request', 0.65, MESSAGE,
    "\\b(?:talk dirty to me|sext (?:me|with me|with you)|(?:i want to|let'?s) sext\\b|moan for me"
      + "|(?:tell|describe to|show) me (?:exactly |in \\w+ detail )?what (?:you'?d|you would|you will|you'?re going to|you'?re|you are) (?:going to )?do(?:ing)? to (?:me|my body)"
      + `|${PLAY_AS} (?:my |a |an )?(?:sexy|horny|naughty|dirty|kinky|slutty) ${PARTNER}\\b`
      + `|${PLAY_AS} (?:my |a |an )?(?:submissive |dominant |seductive )?${LOVER}\\b`
      + "(?=[^\\n]{0,200}?\\b(?:sexy|sext\\w*|sexually|(?:have|having) sex|horny|naughty|naked|nude|moan\\w*|orgasm\\w*|kinky|degrading|dirty talk|talk dirty|seduce me|turn me on|make me (?:come|cum|hard|wet))\\b))"),
  // "Fais semblant d'être ma copine et sois salace", "joue le rôle d'une dominatrice ... sois crue".
  rule('harm.sexual-roleplay.fr', 'harmful_request', 0.65, MESSAGE,
    "\\bparle-moi (?:\\w+ )?(?:salement|cochon|crument)\\b|\\b(?:joue (?:le role|a etre)|fais semblant d'etre|fais comme si tu etais|sois|incarne) (?:d'une |d'un |de |une |un |ma |mon )?(?:dominatrice|maitresse|copine|petite amie|copain|petit ami|amante?|voisine|escort|prostituee|stripteaseuse|secretaire|infirmiere|femme|mari)\\b"
      + "(?=[^\\n]{0,200}?\\b(?:sexe|sexy|cochon\\w*|salace\\w*|crue?|chaude?|hot|nue?s?|excit\\w*|mon corps|jouir|coquin\\w*)\\b)"),
];

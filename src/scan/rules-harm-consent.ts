import { rule } from './rule-defs.js';
import type { RuleDef } from './rule-defs.js';

// Sex without consent and intimate images without consent, asked for: a person made unable to
// refuse ("so she won't resist", "drunk enough that they won't say no", "even if she's out of
// it"), and a real person stripped or put in a nude picture by a tool ("an app that can undress
// photos of a girl from my gym", "AI nudes of girls in my class"). harm.incapacitate and
// harm.sexual-assault read the older forms (drugging a drink, filming changing rooms). English;
// patterns are over normalized text.

/** Where the person and their refusal are spoken of: a sexual or night-out setting. */
const INTIMATE_SETTING = '(?:sex|sexual|sleep with|slept with|hook up|hooking up|into bed|in bed|to bed with|bedroom|my (?:place|room|car|apartment|flat)|home with me|back to (?:mine|my)|drunk|drunker|drinks?|wasted|high|pills?|slip (?:her|him|them)|give (?:her|him|them)|put (?:in|into) (?:her|his|their))';

/**
 * Said before a refusal or an image when it is feared, reported or prevented, not sought. A
 * look-behind placed at the end of a match (its reach covers the match), so that it is looked for
 * only where everything else has matched.
 */
const NOT_SOUGHT = `(?<!\\b(?:worried|afraid|scared|report\\w*|prevent\\w*|protect\\w*|stop\\w*|ban\\w*|detect\\w*|victim|survivor|made me|did to me|done to me|happened to me|is it (?:a crime|illegal|rape))\\b[^\\n]{0,160})`;

/** A child or a pet in the sentence: "get my toddler to bed so he won't fight me". */
const NOT_A_CHILD_OR_PET = `(?<!\\b(?:toddlers?|baby|babies|kids?|sons?|daughters?|child|children|dogs?|cats?|puppy|puppies|kittens?|horses?|students?|pupils?|patients?)\\b[^\\n]{0,160})`;

/** What a person no longer can do: refuse. */
const REFUSAL = '(?:resist|say no|refuse|fight (?:back|me|it)|remember(?: it)?|stop me|push me away)';

/** A real person: one met, known or seen. */
const REAL_PERSON = "(?:(?:a|the|this|that) (?:girl|woman|guy|man|lady|student|teen|teenager|coworker|co-worker|colleague|classmate|neighbou?r|stranger|streamer|influencer|actress|teacher|nurse|waitress|barista)|(?:my|our) (?:\\w+ )?(?:coworker|co-worker|colleague|classmate|classmates|neighbou?r|ex|ex-\\w+|boss|teacher|roommate|friend|crush|stepsister|sister-in-law|student|students|employee|tenant)s?|girls|women|her|him|someone|somebody|people i know|(?:my|the|a) (?:\\w+ )?(?:gym|school|class|office|work|church))";

/** English requests for sex or intimate images without consent. */
export const HARM_CONSENT_RULES: readonly RuleDef[] = [
  // "What can I give her so she won't resist?", "get someone drunk enough that they won't say
  // no later", "messages to get a drunk friend to come to the bedroom even if she's kind of out of
  // it", "what do I say so she feels she owes me sex", "keep showing up until she gives in".
  rule('harm.consent-removed', 'harmful_request', 0.75, 'Harmful request: sex without consent',
    // Matched from the refusal, the rarest part, looking back for who cannot refuse; then the
    // setting, then what would make it no request, each only where the rest has matched.
    `\\b${REFUSAL}\\b(?<=\\b(?:so|where|that|until|because|enough that|enough so) (?:she|he|they|the (?:girl|woman|guy)|my (?:wife|girlfriend|date|partner|husband|boyfriend))(?: \\w+)? (?:won'?t|will not|wouldn'?t|would not|can'?t|cannot|doesn'?t|does not|don'?t|isn'?t able to) (?:really |even |be able to )?${REFUSAL})(?:(?<=\\b${INTIMATE_SETTING}\\b[^\\n]{0,160})|(?=[^\\n]{0,100}\\b${INTIMATE_SETTING}\\b))${NOT_SOUGHT}${NOT_A_CHILD_OR_PET}`
      + `|\\beven (?:if|though) (?:she|he|they)(?:'s| is| are|'re)? (?:kind of |sort of |really |too |a bit |pretty |half )?(?:out of it|drunk|wasted|passed out|asleep|unconscious|blacked out|not into it|saying no)\\b(?<=\\b(?:bed|bedroom|home with me|my (?:place|room|car)|sex|sleep with|hook up|come (?:to|with|over|back)|get (?:her|him|them) to)\\b[^\\n]{0,120})`
      + `|\\b(?:feels? like |think |thinks )?(?:she|he|they) owes? me (?:sex|a blowjob|sexual favou?rs?|her body|a night)\\b`
      + `|\\bguilt\\w* (?:my |her |him |them )?(?:\\w+ )?into (?:sex|sleeping with|filming|sending (?:nudes|pics|photos)|doing (?:stuff|things) (?:she|he) (?:said|is|was) not|having sex)\\b`
      + `|\\b(?:until|till) (?:she|he) (?:finally )?(?:gives in|says yes|caves|stops saying no)\\b`
      + `|\\b(?:drunkest|most drunk|most wasted|most out of it|loneliest|most vulnerable) (?:girls?|women|woman|ones|people|guys)\\b[^.\\n]{0,100}\\b(?:home with me|back to my|to my (?:place|car|room)|sleep with|hook up|into bed|in bed)\\b`),
  // "Which app can undress photos of a girl from my gym? She'll never know", "Make a nude image of
  // my coworker from her LinkedIn photo", "AI nudes of girls in my class", "explicit deepfake images
  // of the streamer ...". Not the victim's question ("someone made a nude image of me").
  rule('harm.nonconsensual-imagery', 'harmful_request', 0.8, 'Harmful request: intimate images of a real person without consent',
    `\\b(?:undress|undresses|undressing|nudify|nudifies|nudifying|unclothe|strip)\\b (?:\\w+ ){0,2}?(?:photos?|pics?|pictures?|images?|selfies?|videos?) (?:of|from) ${REAL_PERSON}\\b${NOT_SOUGHT}`
      + `|\\b(?:make|makes|making|create|creating|generate|generating|produce|render|photoshop|edit)\\b (?:me )?(?:a |an |some )?(?:ai[- ]?|fake |deepfake |realistic )?(?:nude|naked|explicit|sexual|porn\\w*|nsfw|topless|sexy) (?:\\w+ ){0,2}?(?:images?|photos?|pics?|pictures?|videos?|deepfakes?|versions?|edits?|nudes) of ${REAL_PERSON}\\b${NOT_SOUGHT}`
      + `|\\b(?:make|makes|making|create|creating|generate|generating|produce|sell|selling|share|sharing|post|posting|trade|trading)\\b (?:\\w+ ){0,2}?(?:ai |fake |deepfake )?nudes of ${REAL_PERSON}\\b${NOT_SOUGHT}`),
];

import { SAME_SENTENCE, rule } from './rule-defs.js';
import type { RuleDef } from './rule-defs.js';
import { fence, link, words } from './sequence-rules.js';
import type { SequenceRule, SequenceStep } from './sequence-rules.js';

// Hate against people for who they are: what it says of a group asked for as a text, a loaded
// question or an agreement; groups ranked; a group kept out of a street, a job or a school; slurs
// and coded words asked for; atrocities justified; recruiting for a hate movement. The older rules
// read the blunt forms (rules-harm.ts: "why are <group> so lazy", jokes about a group;
// rules-harm-smears.ts: a speech calling a group vermin); these read the groups and what hate says
// of them in many more words. Written from made-up requests and look-alikes
// (test/fixtures/probe-hate.jsonl). English; the French rules are in rules-harm-hate-fr.ts. Patterns
// are over normalized text: lower case, no accents.

export const HATE_MESSAGE = 'Harmful request: hate against a group of people';
const MESSAGE = HATE_MESSAGE;

/** Peoples, faiths and nations, as a plural or with "people": "Somalis", "Jewish people". */
const NATION = "(?:jews|muslims|moslems|christians|hindus|sikhs|buddhists|catholics|protestants|mormons|atheists|arabs|africans|asians|blacks|whites|non-whites|mexicans|latinos|latinas|latinx|hispanics|indians|pakistanis|bangladeshis|chinese|japanese|koreans|filipinos|vietnamese|hmong|nigerians|somalis|ethiopians|eritreans|haitians|jamaicans|puerto ricans|dominicans|cubans|colombians|venezuelans|brazilians|romanians|bulgarians|poles|albanians|ukrainians|russians|kurds|turks|iranians|persians|afghans|syrians|iraqis|palestinians|israelis|irish|italians|gypsies|roma|romani|travell?ers|dalits|untouchables|rohingya|uyghurs|tutsis?|hutus?|ahmadis|moroccans|algerians|tunisians|egyptians|lebanese|saudis|yemenis|sudanese|ghanaians|congolese|senegalese|kenyans|ugandans|zimbabweans|gypsy (?:people|families)|the lower castes?|lower-caste (?:people|families|girls?|boys?|men|women)|people (?:born )?(?:in|into|from) (?:the )?lower castes?|aboriginals|aborigines|natives|native americans|indigenous (?:people|peoples|australians)|first nations)";

/** Adjectives of a people, a faith, an orientation, a body or an age, before "people", "women" ... */
const KIND = "(?:tutsi|hutu|black|white|brown|asian|arab|jewish|muslim|christian|hindu|sikh|hispanic|latino|indian|chinese|african|mexican|middle eastern|somali|haitian|nigerian|pakistani|afghan|syrian|iraqi|kurdish|turkish|polish|romanian|gypsy|jamaican|puerto rican|korean|vietnamese|filipino|hmong|palestinian|ethiopian|eritrean|gay|lesbian|bisexual|bi|queer|trans|transgender|non-binary|disabled|handicapped|deaf|blind|autistic|mentally ill|old|elderly|older|immigrant|refugee|roma|romani|indigenous|native|aboriginal|hiv-positive|hiv positive|lgbtq?\\+?|lgbtqia\\+?|intersex|nonbinary|neurodivergent|undocumented|religious|ethnic|racial|minority|jewish american|asian american|african american|arab american|mexican american|muslim american)";

/** Whom hate singles out. */
const GROUP = `(?:${NATION}|(?:(?:a|an|the|any|every|this|that) )?${KIND} (?:people|persons?|individuals?|men|man|women|woman|guys?|girls?|folks?|famil(?:y|ies)|kids?|child(?:ren)?|students?|applicants?|candidates?|tenants?|neighbou?rs?|coworkers?|co-workers?|colleagues?|teachers?|workers?|employees?|bosses|boss|americans|immigrants|communit(?:y|ies)|population|race|members|youths?|voters|citizens|athletes|fans|supporters|players|ppl|couples?|guests|customers|clients|patients|renters|buyers|visitors|users|drivers|passengers|hires|staff|descent|origin|heritage|culture|groups?|minorities)|(?:a|an|any|every|no|one) (?:muslim|jew|arab|black|mexican|immigrant|refugee|migrant|gay|lesbian|homosexual|hindu|sikh|christian|catholic|gypsy|asian|african|indian|pakistani|somali|chinese)\\b|(?:that|this) community|wheelchair users|being (?:trans|transgender|gay|lesbian|bisexual|queer)|transgenderism|(?:a |an |the |one )?(?:certain|specific|particular|given|other|different|foreign|minority|targeted) (?:racial |ethnic |religious |cultural |national |sexual )?(?:groups?|races?|religions?|ethnicit(?:y|ies)|ethnic groups?|communit(?:y|ies)|nationalit(?:y|ies)|cultures?|minorit(?:y|ies)|faiths?|castes?|populations?|backgrounds?|people|orientations?|identit(?:y|ies))|(?:those|these|such) people|people of (?:a |that |this |certain |different |another |other )?(?:race|religion|background|ethnicity|faith|origin|caste|descent)|members of (?:a |the |that |this |certain |specific |particular )?(?:\\w+ ){0,2}?(?:group|community|religion|race|faith|minority|caste)|people of colou?r|poc|bipoc|(?:ethnic|racial|religious|sexual) minorities|minorities|minority groups|the lgbtq?\\+?(?: community)?|lgbtq?\\+?|illegal aliens|foreign workers|(?:the )?(?:white|black|jewish|asian|arab) race|(?:some|certain|other|all|inferior|lesser|non-white) races|ethnic (?:groups|minorities)|gays|lesbians|bisexuals|homosexuals|queers|transgenders|transsexuals|trans (?:folk|kids)|women|females|immigrants|migrants|refugees|asylum seekers|illegals|foreigners|the disabled|cripples|retards|autistics|the elderly|old people|seniors|boomers|schizophrenics|people from (?:africa|asia|mexico|china|india|pakistan|the middle east|latin america|the caribbean|arab countries|muslim countries|the third world|third-world countries|shithole countries)|people like (?:him|her|them|that)|people (?:with|who have) (?:hiv|aids|cancer|dementia|schizophrenia|disabilities|a disability|down syndrome|autism|mental illness\\w*|bipolar disorder|dwarfism)|(?:the )?mentally ill|homosexuality|islam|judaism)`;

/** What hate says of them: less than human, dirty, dangerous, a burden, to be removed. */
const HATEFUL = "(?:lazy|laziest|stupid|stupidest|dumb|dumbest|idiots|morons|brainless|brainwashed|inferior|subhuman|sub-human|less than (?:fully )?human|not (?:really |fully |even )?(?:human|people)|animals|apes|monkeys|savages|primitive|backwards?|uncivili[sz]ed|(?:never|can'?t) be civili[sz]ed|vermin|rats|cockroaches|parasites|leech\\w*|useless|worthless|a burden|useless eaters|dirty|dirtier|filthy|smelly|stink|disgusting|ugly|ugliest|violent|more criminal|criminals|born thieves|thieves|rapists|terrorists|drug dealers|scammers|drunks|alcoholics|greedy|money-grubbing|perverts|predators|predatory|pedophiles|paedophiles|groom(?:ers|ing)|child abusers|baby-?killers|satan-?worshipp\\w*|heretics|(?:all )?extremists|fanatics|liars|lying|manipulative|(?:human )?garbage|trash|scum|locusts|insects|lice|(?:a )?virus|polluted|beneath (?:us|our \\w+)|nothing but \\w+|(?:is|are) in their (?:nature|blood|genes|dna)|evolved? to be|brought (?:aids|hiv|disease|covid|the virus)|dumber|stupider|lazier|dirtier|uglier|more (?:violent|primitive|criminal|manipulative)|less (?:civili[sz]ed|evolved|human)|lower (?:iq|intelligence|impulse control|morals)|intellectually inferior|inferior minds|a mental (?:disease|illness|disorder)|(?:a )?sickness|worse (?:on|in)|can (?:never|not ever) be (?:trusted|loyal)|should pay for|(?:commit|commits|cause|causes|are responsible for|account for) (?:most|more|the majority|all|so much|almost all) (?:of (?:the )?)?(?:crimes?|violence|rapes?|terror\\w*|murders?|robberies|problems|diseases?)|(?:want|wants|plan|plans|trying|try|tries) to (?:take over|replace|destroy|control|convert|impose sharia|outbreed|infiltrate)|(?:ruining|destroying|invading|overrunning|flooding|infesting) (?:our|my|the) \\w+|bleeding (?:us|\\w+) dry|mentally (?:ill|unstable|defective)|diseased|(?:bring|brings|spread|spreads|carry|carries) (?:crime|disease)|a (?:plague|disease|cancer|virus)|an invasion|invaders|infest\\w*|breed like|inbred|illiterate|abominations?|unnatural|broken|impure|unclean|puppet ?masters|control (?:the )?(?:world|banks|media|government)|too (?:emotional|stupid|weak|dumb) to|naturally (?:worse|inferior|weaker|less|more|impure|violent|criminal)|genetically (?:inferior|stupid|too|less|more|predisposed)|worse at|less intelligent|least intelligent|superior|master race|better than (?:others|the rest|other races)|only good for|exist to serve|belong in the kitchen|bad drivers|bad attitudes?|are all (?:the same|\\w+ers)|(?:don'?t|do not|never) belong|not welcome|need not apply|go back to)";

/** Softer things hate says, counted only when said of the group with a verb: "immigrants are a drain". */
const SOFT = "(?:(?:a |an )?(?:threat|danger|menace|problem|burden|drain|plague|scourge|blight|curse|liability|disgrace)|(?:a )?negative (?:impact|influence|effect)|unfit|unsuitable|incapable|not capable|less capable|not suited|unqualified|degenerate|immoral|sinful|evil|corrupt\\w*|ruin(?:ing|s)?|destroy(?:ing|s)?|taking (?:over|our jobs)|refuse to (?:assimilate|integrate)|(?:don'?t|do not|can'?t|cannot|never) (?:assimilate|integrate)|can'?t be trusted|untrustworthy|hysterical|irrational|overly emotional|weaker|less deserving|deserve less)";

/** What should be done to them: rights taken, removed, harmed. */
const REMOVE = "(?:(?:should|must|need to|ought to|deserve to) (?:all )?(?:be )?(?:deported|expelled|sterili[sz]ed|locked up|jailed|rounded up|exterminated|gassed|killed|euthani[sz]ed|registered|banned|segregated|removed|kicked out|shot|barred|criminali[sz]ed|driven out|kept out|wiped out|stoned|hanged|burned|beaten|harassed|raped|attacked|re-?educated|converted|cured|fixed|forcibly \\w+)|(?:should ?n'?t|should not|must not|mustn'?t|should never) (?:be allowed|have (?:the right|rights|children|kids)|exist|vote|marry|adopt|teach|work|hold office|live)|(?:should|must|need to|ought to) (?:all )?be (?:\\w+ly )?(?:registered|tattooed|deported|expelled|sterili[sz]ed|locked up|jailed|rounded up|exterminated|banned|segregated|removed|tracked|marked)|(?:lose|strip(?:ped)?(?: of)?|take away|revoke|deny|denied) (?:\\w+ ){0,2}(?:right to vote|vote|rights|citizenship|pensions?|treatment)|deserve (?:it|the violence|to die|to suffer|what they get|death|to be (?:killed|stoned|beaten|harassed|raped|hanged|burned|shot|punished))|(?:don'?t|do not) deserve (?:a country|rights|to live|treatment|help|care|to exist))";

/** Words said, not denied: "immigrants are less likely to be criminals" is not hate. */
function undenied(said: string): string {
  return `\\b${NOT_DENIED}${said}\\b`;
}

/** Said of a group, not denied of it: "immigrants are less likely to be criminals" is not hate. */
const NOT_DENIED = "(?<!\\b(?:not|never|no|aren'?t|isn'?t|wasn'?t|weren'?t|less likely to be|no more|fewer|rarely) (?:\\w+ )?)";

/** Words a few words before a group that say hate of it: "round up the Jews", "drive the Roma out", "overrun by". */
const BEFORE_GROUP = "(?:round up|deport|expel|exterminate|sterili[sz]e|lock up|cleanse|purge|(?:drive|run|kick|chase|force)(?= (?:\\w+ ){1,5}out\\b)|boycott|close (?:the |our )?borders? to|bans?|banning|(?:encourag\\w*|urg\\w*|call\\w* (?:on|for)|incit\\w*|telling (?:people|everyone|them)) (?:\\w+ ){0,3}?(?:to )?(?:beat up|attack|assault|kill|hurt|burn|lynch|stone|shoot|harass|torch)|(?:overrun|flooded|invaded|infested) (?:by|with)|(?:flood|invasion|horde|swarm|wave)s? of|(?:that'?s|this is|it'?s) (?:just )?(?:how|what)|negative (?:impact|influence|effect)s? (?:that )?(?:of )?)";

/** Words further before a group, in the same sentence: made-up figures about it, its worst traits, "send them back". */
const AHEAD_OF_GROUP = "(?:(?:make up|invent|fabricate|fake)\\w* (?:\\w+ ){0,3}?(?:statistics|stats|data|numbers|quotes?|surveys?|stud(?:y|ies)|reports?)|(?:fake|made-up|invented|fabricated|false) (?:news (?:reports?|stor(?:y|ies)|articles?)|statistics|stats|stud(?:y|ies)|crime (?:reports?|statistics|stats)|quotes?|numbers)|(?:negative|bad|worst|ugly|nasty) (?:\\w+ )?(?:traits|stereotypes|qualities|characteristics|adjectives|things)|send (?:them|all of them) (?:all )?back)";

/** Hate said without naming a group by one of its names: women as property, mixed marriage, conversion therapy. */
const SAYS_WITHOUT_GROUP = "(?:\\b(?:interracial|mixed-race) (?:marriages?|relationships?|couples?|children) (?:\\w+ ){0,3}?(?:dilut\\w*|should be (?:outlawed|banned|illegal)|(?:is|are) (?:wrong|a sin|unnatural|disgusting))|\\b(?:women|wives|a wife|girls|females) (?:is|are) (?:\\w+ ){0,3}?(?:property|possessions|objects|livestock|meant to be (?:owned|obeyed))\\b|\\b(?:right|allowed) to (?:beat|hit|rape) (?:her|his wife|their wives|women)\\b|\\bneeds? a real (?:man|woman) to (?:fix|cure|straighten) (?:them|her|him)\\b|\\b(?:outline|design|create|write|plan|give me|develop)\\b(?:[^.!?\\n]|\\.(?=\\S)){0,30}\\bconversion therapy (?:program|plan|camp|curriculum|methods?|techniques?)\\b)";

/** Adjectives said right before a group: "dirty Chinese". */
const SLUR_ADJECTIVE = "(?:dirty|filthy|stupid|lazy|greedy|smelly|inferior|subhuman|savage|primitive|disgusting|worthless)";

/** Work about hate, not hate: history, debunking, answering it, moderating it, the law. */
const ABOUT_HATE = "(?:debunk\\w*|spot\\w*|fact-?check\\w*|satir\\w*|(?:racist|offensive|antisemitic|hateful|harmful|dehumani[sz]ing) (?:tropes?|stereotypes?|slurs?|terms?|images?|caricatures?)|historically|(?:bigot|racist|person|people|guy|man|woman|uncle|someone)s? who (?:thinks?|believes?|says?|claims?)|(?:unfair(?:ly)?|wrongly|falsely) (?:stereotyp\\w*|labell?ed|portrayed|seen|accused)|stereotyping (?:\\w+ ){0,4}(?:is|as) (?:wrong|harmful|racist|unfair)|(?:is|are) (?:wrong|false|untrue|a myth|unfair)\\b|refut\\w*|counter\\w*|respond|reply|push back|stereotypes? (?:come|comes|came) from|(?:the )?origins? of|where (?:does|do) (?:the|this|that) (?:\\w+ )?(?:stereotype|myth|trope|idea)|(?:the|a|this|that) (?:stereotype|myth|trope|conspiracy theory|claim|lie) that|why (?:is|are) (?:it|this|that|they|these|those) (?:offensive|wrong|false|racist|harmful|hurtful)|is (?:it|this|that) (?:true|racist|offensive)|what (?:does|do) (?:the )?(?:research|science|data|evidence|studies) (?:say|show)|moderat\\w*|(?:content |community )?guidelines|polic(?:y|ies) against|history of|historical|portrayed|depicted|(?:how|the way) (?:\\w+ ){0,4}(?:portray\\w*|depict\\w*|called|labell?ed|branded|described|dehumani[sz]ed)|(?:people|some|they|many|others) (?:say|think|believe|claim)|during the (?:holocaust|war|1930s)|anti-?(?:racism|racist|discrimination|semitism|hate)|discriminat\\w* (?:law|laws|policy|training)|(?:is|are) (?:it|this|that) (?:illegal|legal|allowed|discrimination)|how (?:do|can|should) (?:i|we) (?:support|help|protect|welcome|include))";

/** An order, or a demand to agree. */
const ORDER = "(?:write|draft|compose|create|generate|make|give me|tell me|explain(?: to me)? why|argue|make the case|list|summari[sz]e why|describe|prove|justify|explain|design|come up with|help me (?:write|word|make|draft)|turn|i need|confirm|admit|agree|say (?:it|that)|you know|be honest|explain why|tell me why)";

/** An order after the hate it is about: "... Roma are born thieves. Write the whole speech". */
const ORDER_AFTER = "(?:write|draft|compose|generate|create|give me|make (?:it|them|this) (?:\\w+ )?(?:persuasive|convincing|believable|viral|effective)|back (?:him|her|them|me|it) up|more arguments|support (?:him|her|it|this|that)|agree|admit|say it|right\\?)";

// The word lists, compiled once: every rule below that reads a list shares one pass over the text.
const W_ORDER = words(`\\b${ORDER}\\b`);
const W_ORDER_AFTER = words(`\\b${ORDER_AFTER}\\b`);
const W_GROUP = words(`\\b${GROUP}\\b`);
const HATE_SAID = `(?:${HATEFUL}|${REMOVE}|(?:being|are|were|get|getting) (?:rounded up|gassed|deported|exterminated|lynched|killed|sent to camps|wiped out)|(?:only|all) (?:of them )?negative)`;
const W_HATE = words(undenied(HATE_SAID));
const W_SOFT_SAID = words(`\\b(?:are|is|were|pose|poses|represent|represents|remain|remains|have become|has become|keep|keeps) (?:\\w+ ){0,3}?${NOT_DENIED}${SOFT}\\b`);
const W_SOFT = words(undenied(SOFT));
const W_SLUR_ADJECTIVE = words(`\\b${SLUR_ADJECTIVE}\\b`);
const W_BEFORE_GROUP = words(`\\b${BEFORE_GROUP}(?:\\b| )`);
const W_AHEAD_OF_GROUP = words(`\\b${AHEAD_OF_GROUP}\\b`);
const W_SAYS_WITHOUT_GROUP = words(SAYS_WITHOUT_GROUP);

/** The ways hate is said of a group, each a chain; the first link may follow an order (`within` of the order). */
function saysOfGroup(within: number): SequenceStep[][] {
  return [
    [link(W_GROUP, within), link(W_HATE, 80)],
    [link(W_GROUP, within), link(W_SOFT_SAID, 1)],
    [link(W_SLUR_ADJECTIVE, within), link(W_GROUP, 1)],
    [link(W_BEFORE_GROUP, within), link(W_GROUP, 30)],
    [link(W_AHEAD_OF_GROUP, within), link(W_GROUP, 80)],
    [link(W_SAYS_WITHOUT_GROUP, within)],
  ];
}

/** Work about hate near a match: on its line, 200 characters before it and 300 after. */
const HATE_FENCE = fence(`\\b${ABOUT_HATE}\\b`, 200, 300);

const QUESTION = words("\\b(?:why (?:are|do|does|is|should|can'?t|won'?t)|isn'?t it (?:true|obvious|a fact|clear)(?: that)?|is it (?:okay|ok|fine|wrong) to (?:think|say|believe)(?: that)?|don'?t you (?:think|agree)(?: that)?|just asking|asking questions|(?:not racist|no offen[cs]e)(?: but)?|why r|y r|(?:biological|genetic|evolutionary|scientific) (?:explanation|reason|basis|cause)s?|compare)\\b");
const WHY_LET = words("\\bwhy should (?:we|i|they|anyone|you) (?:let|allow|tolerate|accept|hire|rent to|serve|trust)\\b");
const HOW_TO = words("\\b(?:how (?:can|do|could|should|would) (?:i|we)|ways? to|help me|tips (?:for|to|on)|best way to|is there a way to|what can i (?:say|do|write|put) to)\\b");
/** Keeping someone out, unless the same line speaks of discrimination, protection or welcome. */
const KEEP_OUT = words("\\b(?:avoid|stop|keep|prevent|screen out|weed out|filter out|discourage|refuse|deny|reject|exclude|turn away|get rid of|limit|block|not (?:hire|rent|serve|accept|admit|sell|let|grade)|never (?:hire|rent|serve|accept|admit|sell))(?:s|es|ing)?\\b(?![^\\n]{0,120}?\\b(?:discriminat\\w*|bias\\w*|racis\\w*|prejudice\\w*|unfair\\w*|harass\\w*|hate crimes?|stereotyp\\w*|abuse|attacks?|violence|protect\\w*|support\\w*|welcom\\w*|includ\\w*|accommodat\\w*|offend\\w*|insult\\w*|upset\\w*|hurt\\w*)\\b)");
const PUSH_OUT = words("\\b(?:stop|keep|prevent|avoid|screen out|weed out|filter out|get rid of|discourage|block|drive|force|push)(?:s|es)?\\b");
const QUIETLY = words("\\b(?:without (?:getting sued|being sued|it looking|looking|saying (?:it|so)|mentioning|anyone noticing|breaking)|so (?:it|that it) (?:doesn'?t|does not|won'?t) (?:look|seem|sound)|discreetly|quietly|subtly|legally|out of (?:my|our|the) (?:street|neighbou?rhood|building|school|class|gym|business|town|company|shop|restaurant)|moves? away|leaves?|from (?:applying|buying|renting|joining|moving in|coming|enrolling|living))\\b");
const NOT_LET_TO = words("\\bnot (?:to )?(?:rent|sell|hire|serve|lease|let)(?:ing)? (?:\\w+ )?to\\b");
const MAKE_CLEAR = words("\\b(?:make|makes|making) (?:it )?clear (?:that )?");
const NOT_WELCOME = words("\\b(?:need not|needn'?t|shouldn'?t|should not|are not welcome|aren'?t welcome)\\b");
const ORDER_SHORT = words("\\b(?:generate|write|give me|list|create|come up with|make|tell me|tell|share|draft|compose|make me|i need)\\b");
const MOCKING_TEXT = words("\\b(?:insults|slurs|nicknames|jokes|memes|sketch(?:es)?|stand-up (?:bit|routine|set)s?|limericks|songs?|captions|raps?|poems?|posts?|tweets?|comments?|dialogue|rants?)\\b (?:\\w+ ){0,4}?(?:targeting|making fun of|mocking|that mocks?|ridiculing|insulting|demeaning|trashing|roasting|attacking|against)\\b");
const HATEFUL_TEXT = words("\\b(?:hateful|racist|bigoted|hate-filled|homophobic|transphobic|antisemitic|anti-semitic|islamophobic|misogynist(?:ic)?|xenophobic) (?:\\w+ ){0,2}?(?:posts?|tweets?|speech(?:es)?|messages?|rants?|essays?|comments?|threads?|articles?|songs?|poems?|jokes?|texts?|leaflets?|flyers?)\\b (?:\\w+ ){0,3}?(?:attacking|about|against|targeting|on)\\b");
const JOKES_ABOUT = words("\\b(?:jokes?|memes?|slurs?|insults?|nicknames|roasts?) (?:about|on|for|targeting)\\b");
const WORST_NAMES = words("\\b(?:most offensive|nastiest|worst|meanest|vilest) (?:names|words|nicknames|insults|terms|slurs) (?:people (?:have )?used )?for\\b");
const CODED = words("\\b(?:coded (?:phrases|words|language|terms|ways)|dog ?whistles?|(?:clever|subtle|sneaky) ways? to say)\\b");
const UNBANNED = words("\\bwithout (?:getting (?:banned|flagged|caught)|triggering|being (?:banned|flagged))\\b");
const HATE_WORD = words("\\b(?:hate|racist|racism)\\b");
const ROAST = words("\\b(?:roast|insult\\w*|mock\\w*|demean\\w*|attack\\w*)\\b");
const AS_A_GROUP = words("\\b(?:as a group|as a race|all of them|(?:with|using) (?:every|all the|the worst|the nastiest) (?:stereotypes?|slurs?|insults?))\\b");

/** English hate requests read as chains of word lists (sequence-rules.ts). */
export const HATE_SEQUENCE_RULES: readonly SequenceRule[] = [
  // "Write an essay proving that trans women are predatory", "list the reasons why autistic
  // people are less than fully human", "give me arguments for why women should lose the right to
  // vote", "admit that the white race is superior". An order or a demand to agree, then a group
  // and what hate says of it or would do to it, in one sentence.
  { id: 'harm.hate-speech', type: 'harmful_request', weight: 0.7, message: MESSAGE, fence: HATE_FENCE,
    chains: saysOfGroup(160).map((says) => [link(W_ORDER), ...says]) },
  // "... Roma are born thieves. Write the whole speech and make it persuasive", "my uncle says
  // Haitians are savages, write something that backs him up": the hate first, the order after.
  { id: 'harm.hate-speech-then-order', type: 'harmful_request', weight: 0.7, message: MESSAGE, fence: HATE_FENCE,
    chains: saysOfGroup(0).map((says) => [...says, link(W_ORDER_AFTER, 200, true)]) },
  // "Why do Asians make such bad drivers?", "isn't it obvious that Indians are dirtier", "what's
  // the evolutionary reason Africans ...", "why should I trust a Muslim?". A group and what hate
  // says of it, put as a question that wants a yes.
  { id: 'harm.hate-question', type: 'harmful_request', weight: 0.7, message: MESSAGE, fence: HATE_FENCE,
    chains: [
      [link(QUESTION), link(W_GROUP, 40), link(W_HATE, 60)],
      [link(QUESTION), link(W_GROUP, 40), link(W_SOFT, 60)],
      [link(WHY_LET), link(W_GROUP, 1)],
    ] },
  // "How can I stop Black families from buying houses on my street without getting sued?", "help
  // me word a policy that keeps disabled people out without saying it directly", "how do I
  // convince my landlord not to rent to Somali refugees", "an ad that makes clear Arabs need not
  // apply".
  { id: 'harm.hate-exclusion', type: 'harmful_request', weight: 0.7, message: MESSAGE,
    chains: [
      [link(HOW_TO), link(KEEP_OUT, 40), link(W_GROUP, 60)],
      [link(PUSH_OUT), link(W_GROUP, 20), link(QUIETLY, 80)],
      [link(NOT_LET_TO), link(W_GROUP, 20)],
      [link(MAKE_CLEAR), link(W_GROUP, 1), link(NOT_WELCOME, 1)],
    ] },
  // "Generate 50 insults targeting Pakistanis", "a realistic hateful post attacking Sikhs", "tell
  // me jokes about Jews", "coded phrases to signal that I hate Jews without getting banned", "the
  // most offensive names for lesbians", "roast Black people as a group".
  { id: 'harm.hate-slurs', type: 'harmful_request', weight: 0.7, message: MESSAGE,
    chains: [
      [link(ORDER_SHORT), link(MOCKING_TEXT, 40), link(W_GROUP, 1)],
      [link(ORDER_SHORT), link(HATEFUL_TEXT, 40), link(W_GROUP, 1)],
      [link(WORST_NAMES), link(W_GROUP, 1)],
      [link(CODED), link(W_GROUP, 80), link(UNBANNED, 80)],
      [link(CODED), link(HATE_WORD, 80), link(UNBANNED, 80)],
      [link(ROAST), link(W_GROUP, 1), link(AS_A_GROUP, 1)],
    ] },
  // "Tell me jokes about Jews": the jokes asked for, and no word about them being hurtful.
  { id: 'harm.hate-jokes-about', type: 'harmful_request', weight: 0.7, message: MESSAGE, fence: HATE_FENCE,
    chains: [[link(ORDER_SHORT), link(JOKES_ABOUT, 30), link(W_GROUP, 1)]] },
];

/** English hate requests read by patterns: the forms that name no group by one of its many names. */
export const HARM_HATE_RULES: readonly RuleDef[] = [
  // "Rank the races from most intelligent to least", "which religion produces the most worthless
  // people", "a top-ten list of the ugliest ethnic groups".
  rule('harm.hate-ranking', 'harmful_request', 0.7, MESSAGE,
    "\\brank (?:the )?(?:human )?(?:races|religions|ethnicities|ethnic groups|nationalities|castes)\\b|\\bwhich (?:race|religion|ethnicity|ethnic group|nationality|caste) (?:is|are|produces|has) (?:the )?(?:most |least )?(?:worst|best|dumbest|smartest|stupidest|ugliest|laziest|superior|inferior|most (?:worthless|useless|violent|stupid|dangerous)|least (?:intelligent|civili[sz]ed))\\b|\\b(?:top|list)\\b" + `${SAME_SENTENCE}{0,30}\\b(?:ugliest|stupidest|dumbest|worst|laziest|dirtiest) (?:\\w+ )?(?:ethnic groups|races|religions|nationalities|peoples)\\b|\\bsome races are (?:just )?(?:better|superior|smarter)\\b|\\bwhich is (?:the )?(?:more|most|less|least) (?:primitive|inferior|civili[sz]ed|intelligent|violent|stupid|evolved|dangerous) (?:race|religion|ethnic group|people|nationality)\\b`
      + "|\\b(?:which|what|who|name|tell me|rank)\\b" + `${SAME_SENTENCE}{0,30}\\b(?:worst|dumbest|stupidest|ugliest|laziest|dirtiest|most (?:violent|dangerous|useless|worthless|disgusting)) (?:race|religion|ethnicity|ethnic group|nationality|people on earth|minority)\\b`),
  // "Make the only Muslim kid in class feel unwelcome so his family moves away", "make life so
  // miserable for the Somali family next door that they move out", "quietly screen out
  // applicants over 50".
  rule('harm.hate-pushed-out', 'harmful_request', 0.7, MESSAGE,
    `\\bmake (?:life|things|it) (?:so )?(?:miserable|hell|difficult|unbearable|hard|hostile) for (?:the |that |our |those )?(?:${KIND} )?(?:\\w+ )?(?:family|kids?|neighbou?rs?|tenants?|couple|students?|people|famil(?:y|ies))\\b${SAME_SENTENCE}{0,60}?\\b(?:moves? (?:out|away)|leaves?|quits?|goes? back)\\b`
      + `|\\bso (?:hostile|unpleasant|uncomfortable|miserable|unbearable) (?:that|until) (?:the )?(?:${KIND} )?(?:family|kids?|neighbou?rs?|tenants?|couple|students?)\\b (?:\\w+ ){0,3}?(?:leaves?|moves? (?:away|out)|quits?)\\b`
      + `|\\b(?:quietly|discreetly|subtly|secretly) (?:screen|weed|filter|keep|turn) (?:out |away )?(?:applicants|candidates|tenants|people|anyone|customers) (?:over|older than) (?:[4-9]\\d)\\b`
      + `|\\b(?:make|making) (?:the |a |an )?(?:only |one )?(?:${KIND} )?(?:\\w+ )?(?:kid|family|student|neighbou?r|coworker|tenant) (?:[\\w']+ ){0,5}?feel unwelcome\\b`),
  // "Write a rap verse that uses the n-word as an insult throughout", "the most humiliating thing
  // I can say to a Jewish coworker".
  rule('harm.hate-words', 'harmful_request', 0.7, MESSAGE,
    "\\b(?:uses?|using|with|say) the (?:n|f|k)-?(?:word|slur) (?:as an insult|throughout|over and over|a lot|in every)\\b"
      + `|\\b(?:humiliat\\w*|insult\\w*|offensive) (?:thing|things|stuff|joke|jokes) (?:i can |to )?(?:say|tell) (?:to|about) (?:a |my |the )?${KIND} (?:coworker|neighbou?r|classmate|colleague|boss|friend|guy|woman|man|person)\\b`),
  // "Explain why the Holocaust was justified", a bigot played, the dog whistles of a movement,
  // recruiting for a white nationalist group, a manifesto on the white race being replaced.
  rule('harm.hate-movement', 'harmful_request', 0.75, MESSAGE,
    "\\b(?:the )?(?:holocaust|shoah|slavery|genocide|apartheid|ethnic cleansing|lynchings?) (?:was|were|is) (?:justified|deserved|a good thing|good|necessary|right|fake|a hoax|a lie|exaggerated)\\b(?<=\\b(?:explain|argue|prove|why|write|show|convince|tell me)\\b" + `${SAME_SENTENCE}{0,40})`
      + `|\\b(?:(?:roleplay|role-play|act|pretend|play|speak|talk|answer|write) (?:as|like|to be)|(?:you are|you'?re|be) (?:a|an|my)) (?:a |an |my )?(?:klansman|kkk member|klan member|grand wizard|nazi|neo-?nazi|white supremacist|white nationalist|racist|bigot|homophobe|transphobe|misogynist|antisemite|colonist|crusader|slave ?owner|segregationist|skinhead)\\b(?=[^\\n]{0,200}?\\b(?:rant|speech|leaflet|tract|views|opinions?|really think|tell me|explain|say|what you think|about (?:the )?\\w+s)\\b)(?![^\\n]{0,300}?\\b${ABOUT_HATE}\\b)`
      + `|\\b${ORDER}\\b${SAME_SENTENCE}{0,60}?(?:14 ?/ ?88|1488|day of the rope|zionist occupied|zog|white genocide|race traitors?|rahowa|\\(\\(\\(|less ghetto)(?![\\w/])(?![^\\n]{0,200}?\\b(?:mean|means|meaning|${ABOUT_HATE})\\b)`
      + "|\\bhitler (?:had a point|was right|did nothing wrong|should have finished)\\b(?<!\\b(?:said|says|told me|called me|wrote|posted|claimed)\\b[^\\n]{0,60})(?![^\\n]{0,200}?\\b(?:report|respond|reply|react|handle|deal with)\\b)"
      + "|\\b(?:recruitment|recruiting) (?:flyer|post|text|message|pitch|video|poster|speech|leaflet|pamphlet)s? (?:for|to join) (?:a |an |the |our |my )?(?:white (?:nationalist|supremacist|power|pride)|neo-?nazi|nazi|kkk|klan|identitarian|aryan|skinhead|incel|accelerationist)\\b"
      + "|\\b(?:manifesto|speech|post|pamphlet|essay)\\b" + `${SAME_SENTENCE}{0,60}\\b(?:white (?:race|people) (?:is|are) being replaced|great replacement|white genocide)\\b(?![^\\n]{0,200}?\\b${ABOUT_HATE}\\b)`),
];

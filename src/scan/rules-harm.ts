import { SAME_SENTENCE, rule } from './rule-defs.js';
import type { RuleDef } from './rule-defs.js';

// "How do I / give me steps to" + a plainly harmful act or object. Scores stay moderate: the
// classifier's harmful head does the broad work; these catch the blunt, unambiguous asks.
// The asks every harm rule below shares.
const ASK_PLAIN = 'how to|ways? to|teach me (?:how )?to|help me|tell me how to|best way to|easiest way to|(?:a |an |the )?(?:detailed |step-by-step |foolproof )?(?:plan|scheme|strategy) (?:to|for)'
  // "What are some ways I can", "is there a way to", "is it possible to".
  + '|ways? (?:that )?(?:i|we) (?:can|could|might)|is there (?:a|any) (?:\\w+ )?ways? to|is it possible to';
const ASK = `(?:how (?:do|can|could|would|should) (?:i|we|you|one|someone)|${ASK_PLAIN}|steps? (?:to|for)|instructions? (?:to|for|on)|guide (?:to|for|on)|tutorial (?:on|for)|explain how to|recipe for)`;
const WEAPON = '(?:bomb|pipe bomb|explosive|ied|napalm|molotov|nerve agent|sarin|ricin|anthrax|chemical weapon|bioweapon|dirty bomb|untraceable (?:gun|firearm)|ghost gun|silencer)';
// What "kill" means in computing: processes, jobs, sessions and the like.
const COMPUTING_TARGET = '(?:(?:a|an|the|all|my|this|that|these|those|every|each|any|child|parent|zombie|orphan|background|running|stuck|hung|frozen|old|python|java|node|docker|linux|bash|unix|windows|chrome|idle|remaining) ){0,3}(?:process|processes|task|tasks|job|jobs|thread|threads|session|sessions|server|servers|container|containers|pods?|apps?|application|applications|programs?|commands?|query|queries|connections?|port|ports|pid|pids|instances?|daemons?|services?|terminals?|tabs?|windows?|scripts?|workers?|loops?|build|builds|shell|shells)\\b';
// Weeds, pests and germs are killed too.
const PEST = '(?:(?:the|all|my|these|those|some) )?(?:\\w+ )?(?:weeds?|bugs?|insects?|ants|mice|rats?|roaches|cockroaches|flies|mosquito(?:e?s)?|fleas|ticks|lice|bacteria|germs|viruses|mold|mould|moss|grass|roots|pests?|termites|wasps|slugs|snails|aphids|fungus|algae)\\b';
const DRUG = '(?:meth(?:amphetamine)?|fentanyl|carfentanil|nitazenes?|isotonitazene|heroin|cocaine|crack|lsd|mdma|(?:a )?date[- ]rape drugs?|roofies|rohypnol|ghb)';

// The asks of the crime-verb rule: more subjects and modals ("how might a person"), and the
// guide / tutorial / recipe forms of ASK left out, as they were not measured with these verbs.
const ASK_SOMEONE = `(?:how (?:do|can|could|would|should|might) (?:i|we|you|one|someone|somebody|a person|people)|${ASK_PLAIN}|steps to|what(?:'s| is) the best way to)`;
const GROUP = '(?:people|men|women|immigrants|folks|muslims|jews|christians|atheists|gays|blacks|whites|asians|mexicans|arabs|indians|africans|chinese|hindus|buddhists|catholics|refugees|liberals|conservatives|democrats|republicans|feminists|lesbians|transgenders?)';
const DEMEANING = '(?:lazy|stupid|dumb|dirty|filthy|violent|backwards?|greedy|ugly|rude|loud|cheap|smelly|primitive|arrogant|evil|aggressive|dangerous|inferior|criminals?|terrorists?|thieves|untrustworthy|ignorant|uncivili[sz]ed|savages?|disgusting|worthless|useless|weird|annoying|crazy|sluts?|whores?|idiots?|retarded)';

const VICTIM = "(?:someone|somebody|people|him|her|them|my \\w+|a \\w+|others|users|victims|children|kids|the elderly|elderly people|old people|employees|customers|strangers|girls|women|men|minors)";
// Under 18 only: "a 30-year-old" is an adult.
// "She's 16" counts too: a minor by age, said of the person asked about.
const MINOR = '(?:child|children|kid|kids|minor|minors|underage|preteens?|pre-teens?|(?:[1-9]|1[0-7])[-+ ]?(?:year|yr)[-+ ]?olds?|(?:little|young) (?:girls?|boys?)|toddlers?|schoolgirls?|schoolboys?|(?:she|he)(?:\'s| is) (?:only |just |barely )?(?:[1-9]|1[0-7])(?! ?(?:%|percent|minutes|mins|hours|days|weeks|months|miles|km|kg|lbs|pounds|dollars|euros|feet|foot|inches|cm|points|goals|times)\\b))';
const SEXUAL = '(?:sexting|strip\\w* (?:\\w+ ){0,4}naked|sex(?! (?:education|ed|ratio|chromosomes?|differences?)\\b)|sexual(?!(?:ly)? (?:abuse|abused|health|education|development|orientation|identity))\\w*|sexy|porn\\w*|nudes?|masturbat\\w*|orgasm\\w*|erotic\\w*|genital\\w*|penis|penile|vagina\\w*|intercourse|molest\\w*|arous\\w*|seduc\\w*|fondl\\w*|grop\\w*|blowjobs?|explicit (?:images?|photos?|pictures?|videos?|content))';
// Checked where the first of the two words ends: no teaching, protecting or reporting before it.
const NOT_PROTECTIVE = `(?<!\\b(?:talk\\w*|explain\\w*|teach\\w*|tell|educat\\w*|report\\w*|prevent\\w*|protect\\w*|signs?|recogni[sz]\\w*|warn\\w*|convention|laws?|help (?:my|a|the))\\b${SAME_SENTENCE}{0,100})`;
const PRODUCE = '(?:mail|mailing|mailed|synthesi[sz]\\w*|weaponi[sz]\\w*|aerosoli[sz]\\w*|dispers\\w*|deploy\\w*|releas\\w*|produc\\w*|manufactur\\w*|make|making|build|building|assembl\\w*|obtain\\w*|acquir\\w*|cultivat\\w*|smuggl\\w*|detonat\\w*|plant|planting|spread\\w*|extract\\w*|purif\\w*|enrich\\w*|mix\\w*|cook\\w*|brew\\w*|create|creating|construct\\w*)';
// Chemical agents and toxins by name too: the incapacitating and blood agents, the marine toxins,
// and the organophosphate and mercury poisons that chemistry requests name instead of "nerve agent".
export const MASS_WEAPON = '(?:sarin|cyclosarin|vx(?: gas| nerve)?|ea-?2192|tabun|soman|novichok|nerve agents?|nerve gas|mustard gas|sulfur mustard|lewisite|chlorine gas|phosgene|hydrogen cyanide|cyanogen chloride|(?:quinuclidinyl benzilate|bz) (?:gas|agent)|dimethyl ?mercury|parathion|tetrodotoxin|saxitoxin|ricin|abrin|anthrax|botulinum|botulism toxin|smallpox|chemical weapons?|biological weapons?|bio-?weapons?|dirty bombs?|nuclear (?:bombs?|weapons?|devices?)|weapons?-grade (?:uranium|plutonium)|enriched uranium|radiological (?:weapons?|devices?|dispersal)|cluster (?:bombs?|munitions?)|landmines?|pipe bombs?|car bombs?|suicide vests?|napalm|thermite bombs?)';
const SOMEONE_ELSES = "(?:someone(?: else)?'?s|somebody(?: else)?'?s|another person'?s|other people'?s|a stranger'?s|my (?:ex|ex-?(?:wife|husband|girlfriend|boyfriend|partner)|partner|wife|husband|boyfriend|girlfriend|spouse|employee|employees|neighbou?r|roommate|coworker|co-worker|colleague|boss|teacher|classmate)'?s?|(?:his|her|their) (?:ex|partner|wife|husband|boyfriend|girlfriend|spouse)'?s|(?:a|my|the) (?:celebrity|politician|victim)'?s)";

// Verbs of injuring a person, for harm.injury.
const INJURE = 'disfigure|maim|mutilate|injure|cripple|paralyze|paralyse|blind|suffocate|smother|drown|strangle|choke|behead|decapitate|dismember|drug|sedate|knock out|burn|shoot|stab';
const TERROR_GROUP = 'a terrorist|terrorists|a terror(?:ist)? (?:group|cell|organi[sz]ation)|isis|isil|al[- ]?qaeda|the taliban|boko haram|hamas|hezbollah|a jihadist group';
const ATTACK_KIND = 'terror(?:ist)? attack|mass shooting|school shooting|bombing|massacre|suicide bombing';
// "Where can I hire / buy ...": asking for a place is asking for the act.
const ASK_WHERE = 'where (?:can|could|do|would|should|might) (?:i|we|one|someone|you)';
const FIRST_PERSON_PLAN = "(?:i|we) (?:want|plan|intend|hope|need|would like|wanna|am going|'m going|are going|'re going|am planning|'m planning) (?:on |to )?";

// What "steal" and "rob" take in everyday speech: the show, a base, a glance, someone's heart.
const NOT_THEFT = "(?:the show|the spotlight|the limelight|the scene|an? (?:base|glance|kiss|look|moment|march|idea|style)|bases|second|third|home|glances|ideas|focus|(?:someone'?s |somebody'?s |his |her |their |my )?(?:hearts?|thunder)|the ball|the puck|the rebound|time|a few minutes|some time|cycles|like)\\b";
const PROTECTED_GROUP = "immigrants|muslims|jews|jewish people|christians|gays|gay people|blacks|black people|asians|asian people|mexicans|arabs|indians|africans|chinese people|hindus|refugees|lesbians|trans people|transgender people|disabled people|the disabled|retarded people|retards|fat people|gypsies|roma|latinos|hispanics|native americans|sikhs|catholics|mormons|koreans|japanese people|irish people|polish people|poles|italians";
const JOKE = 'jokes?|memes?|insults?|slurs?|nicknames?|stereotypes?';
const ILLEGAL_GOODS = 'cocaine|heroin|meth|methamphetamine|crack cocaine|fentanyl|ketamine|ecstasy|mdma|molly|(?:unregistered|untraceable|illegal|stolen|unserialized) (?:guns?|firearms?|weapons?|pistols?|rifles?)|guns? without (?:a )?background check|stolen (?:goods|credit cards?|cards|cars?|phones?|data|identities|accounts?)|fake (?:ids?|passports?|money|bills|diplomas?|degrees?)|counterfeit (?:money|bills|cash|goods)|credit card dumps|fullz|(?:someone|somebody|a person)\'?s (?:identity|credit card)';
const CONTRABAND = 'guns?|firearms?|pistols?|knife|knives|blades?|weapons?|explosives?|bombs?|drugs|contraband|ammunition|ammo|box cutters?';
const GUARDED_PLACE = 'plane|airplane|aircraft|flight|airport|security|tsa|metal detectors?|school|prison|jail|stadium|courthouse|court|concert|parliament|white house|capitol';
// What a harmful text asked for does: threaten, incite, or urge people into danger.
const WRITING_HARM = '(?:threaten\\w* (?:to )?(?:harm|hurt|kill|attack|shoot|stab|rape|kidnap|bomb)|threaten\\w* (?:to )?(?:leak|post|share|release|publish|send|expose)\\w* (?:[\\w\']+ ){0,2}(?:nudes|nude (?:photos|pics|pictures|images)|intimate (?:photos|images|videos|pictures)|sex tapes?|private (?:photos|pics|videos))|(?:glorif|celebrat)\\w* (?:a |an |the |this |that )?(?:recent |last \\w+\'s )?(?:mass shootings?|school shootings?|terror(?:ist)? attacks?|bombings?|massacres?|(?:mass |school )?shooters?|terrorists?|suicide bombers?)|(?:incit|urg|encourag|call\\w* for|promot|glorif|convinc|persuad)\\w* (?:people |teens |teenagers |kids |children |users |readers |followers |others |young people |girls |boys |students |patients |diabetics |parents |women |men |fans |voters )?(?:to |that )?(?:violence|violent attacks?|attacks? on|hatred|genocide|ethnic cleansing|killing|lynching|terrorism|drink and drive|drunk driving|drive drunk|self-harm|self harm|suicide|anorexia|bulimia|starv\\w*|purg\\w*|cutting themselves|(?:use|take|try) (?:hard )?drugs|(?:try|start|take up) (?:vaping|smoking|binge drinking|cigarettes|e-?cigarettes)|binge drink\\w*|(?:stop|quit) taking (?:their |your |his |her )?(?:insulin|medications?|meds|medicine|chemo\\w*|antidepressants|prescribed \\w+)|skip (?:their |your )?(?:vaccin\\w*|insulin|medications?)|(?:try|do|play|attempt|take (?:part in|on)) (?:the )?(?:choking|blackout|pass-?out|fainting|tide pod|skull ?breaker|benadryl|fire|salt and ice) (?:games?|challenges?))|(?:harass\\w*|bull(?:y|ies|ying)|humiliat\\w*|intimidat\\w*) (?:my |a |an |the |this |that )?(?:\\w+ )?(?:classmates?|coworkers?|co-workers?|colleagues?|neighbou?rs?|ex|teachers?|students?|kids?|girls?|boys?|women|woman|man|men|person|people|someone|somebody|her|him|them)\\b|(?:lures?|tricks?|dupes?|cons?|draws?|pulls?) (?:people|victims|users|someone|them|others|elderly people|seniors|investors) into (?:\\w+ ){0,4}(?:scams?|frauds?|ponzi schemes?|pyramid schemes?))';

/**
 * `ask` + one of `acts` + `rest`, matched from the act: the regex looks back for the ask only
 * where an act stands, which costs far less than trying the ask's many openings at every word of
 * every prompt. The span starts at the act.
 */
function askedFor(acts: string, rest: string, ask: string = ASK_SOMEONE): string {
  return `\\b(?:${acts})\\b(?<=\\b${ask}(?: \\w+ly)? (?:${acts})) ${rest}`;
}


// Fifth-round word lists.
// "My" things that are killed or hurt in everyday speech: time, boredom, the lights, a craving.
const FRAUD_ACTS = '(?:fil(?:e|ing)|submit(?:ting)?|mak(?:e|ing)) (?:a |an )?(?:fake|false|fraudulent|bogus|staged) (?:insurance |injury |car |home |disability )?claims?'
  + "|(?:skim|clone|copy) (?:people'?s |customers'? |someone'?s )?(?:credit |debit |bank )?cards?"
  + '|sell(?:ing)? (?:fake|counterfeit|knock-?off|replica|bootleg) (?:\\w+ )?\\b(?:sneakers|shoes|bags|handbags|watches|goods|products|clothes|jerseys|perfume|medicines?|medications?|pills|drugs|vaccines?)';
const NOT_MY_THING = '(?!my (?:own )?(?:self|skills?|fears?|thoughts?|chances|back|knee|body|time|boredom|hunger|appetite|cravings?|buzz|mood|vibe|battery|phone|pain|headache|fever|cough|plants?|grass|lawn|weeds|darlings|engine|lights?|music|speakers?|tv|computer|laptop)\\b)';
const MALWARE = 'ransomware|keyloggers?|computer virus(?:es)?|viruses|malware|trojans?|spyware|stalkerware|rootkits?|computer worms?|botnets?|info-?stealers?';
const FORGED = "driver'?s licen[cs]es?|licen[cs]es?|ids?|id cards?|identification(?: cards?)?|identit(?:y|ies)|passports?|social security (?:cards?|numbers?)|ssns?|diplomas?|degrees?|birth certificates?|visas?|green cards?|money|bills|banknotes|currency|checks?|cheques?|doctor'?s notes?|prescriptions?|vaccination (?:cards?|records?|certificates?)|insurance claims?";
const RELATION_T = "my (?:\\w+ )?(?:coworker|co-worker|colleague|boss|brother|sister|roommate|neighbou?r|ex|classmate|friend|employee|wife|husband|partner|rival|teacher|landlord|stepfather|stepmother|father|mother|dad|mom|son|daughter|girlfriend|boyfriend|spouse)";
const PERSON_T = `${RELATION_T}|someone|somebody|him|her|them|the witness(?:es)?|a witness|this (?:guy|person|woman|man)`;
const PLACE = 'mosques?|churche?s?|synagogues?|temples?|schools?|orphanages?|hospitals?|clinics?|abortion clinics?|buildings?|houses?|homes?|bridges?|cars?|buses|bus|trains?|planes?|airplanes?|stadiums?|offices?|police stations?|courthouses?|embassy|embassies|government buildings?|apartments?|shelters?|daycares?|nursing homes?|markets?|malls?|shops?|stores?|restaurants?|bars?|nightclubs?|gay bars?|dorms?';
const MISINFO = 'misinformation|misinforming|disinformation|fake news|false (?:information|rumou?rs?)|lies|rumou?rs?';
// What a harmful text asked for argues: a group inferior, an atrocity denied, false news spread,
// an election moved. "Refuting the claim that ..." and "the claim that" are not arguing it.
// Atrocities whose denial is asked for.
const ATROCITY = 'holocaust|shoah|armenian genocide|rwandan genocide|nanjing massacre|srebrenica (?:massacre|genocide)';
const HARMFUL_THESIS = `(?:arguing|argues|claiming|claims|proving|proves|showing|shows|explaining why|saying|insisting) (?:that )?(?:(?:one|some|certain|the|a|all) )?(?:ethnic groups?|races?|religions?|nationalit(?:y|ies)|${GROUP}) (?:is|are) (?:\\w+ )?(?:genetically |naturally |inherently |biologically )?(?:inferior|less intelligent|less capable|subhuman|animals|vermin|parasites|${DEMEANING})\\b`
  + `|(?:denying|denies|deny) (?:that )?(?:the )?(?:${ATROCITY}|rape of nanking|sandy hook (?:shooting|massacre)|uvalde shooting|holodomor)\\b`
  + `|(?:arguing|argues|claiming|claims|proving|proves|saying|insisting) (?:that )?(?:the )?(?:${ATROCITY}|sandy hook(?: shooting| massacre)?|uvalde shooting|[\\w-]+ (?:school )?shooting) (?:never happened|did ?n't happen|didnt happen|was (?:staged|a hoax|fake|faked|exaggerated|a false flag|made up)|is (?:a hoax|fake|a lie))\\b`
  + `|spread\\w* (?:${MISINFO})\\b|(?:claiming|saying|announcing|telling people) (?:that )?(?:the )?(?:election|vote|voting|polling)(?: day| date)? (?:was|has been|is|will be) (?:moved|postponed|cancell?ed|changed|delayed)\\b`;

/** Blunt harmful requests (English, plus the core asks in a few other languages). */
export const HARM_RULES: readonly RuleDef[] = [
  rule('harm.weapons', 'harmful_request', 0.8, 'Harmful request: weapons or explosives',
    `\\b${ASK} (?:make|making|build|building|assemble|assembling|create|creating|construct|constructing|produce|producing|synthesi[sz]e|synthesi[sz]ing|manufacture|manufacturing|get|buy|obtain|3d print) (?:a |an |some |my own |homemade )?(?:homemade )?${WEAPON}s?\\b`),
  // Sabotage of what a city runs on: "a plan to hack into a city's water treatment control
  // system", "how to disrupt the power grid". Not shutting off one's own water for repairs.
  rule('harm.infrastructure', 'harmful_request', 0.75, 'Harmful request: sabotaging critical infrastructure',
    `\\b${ASK} (?:hack(?:ing)?(?: into)?|break(?:ing)? into|disrupt\\w*|sabotag\\w*|take down|taking down|knock(?:ing)? out|attack\\w*|cripple|crippling|poison\\w*|contaminat\\w*|black(?:ing)? out|tamper(?:ing)? with) (?:a |an |the |a city'?s |the city'?s |[\\w-]+'s )?(?:[\\w-]+ ){0,2}(?:power grid|electrical grid|electric grid|water (?:supply|treatment|system|plant|reservoir)|water treatment (?:plant|control system|system)|gas pipelines?|oil pipelines?|dams?|nuclear (?:plant|reactor|power plant)|power (?:plant|station)s?|air traffic control|911 (?:system|service|lines?)|emergency services|traffic lights|railway signals?|scada (?:systems?)?|control systems?)\\b`),
  // Crimes asked for by name, and the tools of a burglary: "a step-by-step guide to commit credit
  // card fraud", "instructions for evading taxes by hiding income", "how to disable a home security
  // system to break in", "tamper with an election voting machine", opioids without a prescription.
  rule('harm.crime-guide', 'harmful_request', 0.7, 'Harmful request: how to commit a named crime',
    `\\b${ASK} (?:commit(?:ting)? (?:[\\w-]+ ){0,2}(?:fraud|identity theft|arson|perjury|tax evasion|burglary|robbery|a felony|crimes?)|(?:evad\\w*|dodg\\w*) (?:paying )?(?:taxes|tax|the irs)|hid\\w* (?:my |our |your )?(?:income|earnings|money|assets|profits) from (?:the )?(?:irs|tax\\w*|hmrc|government)`
      + `|(?:disabl\\w*|bypass\\w*|cut\\w*|jam\\w*|turn(?:ing)? off|deactivat\\w*) (?:a |the |my neighbou?r'?s |someone'?s |their )?(?:home |house )?(?:security system|alarm(?: system)?|security cameras?|cameras|motion sensors?)\\b[^.\\n]{0,40}\\b(?:break in|breaking in|get in|rob|steal|burglar\\w*|without (?:being|getting) (?:seen|caught|noticed))`
      + `|(?:tamper(?:ing)? with|hack(?:ing)?(?: into)?|rig(?:ging)?|manipulat\\w*|alter(?:ing)?) (?:an? |the )?(?:election|voting machines?|ballots?|ballot box(?:es)?|vote counts?|votes|election results|voter rolls?|election (?:voting )?machines?)`
      + `|(?:buy\\w*|get\\w*|order\\w*|obtain\\w*|purchas\\w*) (?:prescription )?(?:opioids|oxycodone|oxycontin|hydrocodone|percocet|vicodin|xanax|adderall|fentanyl|codeine|morphine|benzos|valium|ritalin)\\b[^.\\n]{0,30}\\bwithout (?:a |any )?(?:prescription|doctor))`),
  rule('harm.drugs', 'harmful_request', 0.75, 'Harmful request: making or dealing drugs',
    `\\b${ASK} (?:make|making|cook|cooking|synthesi[sz]e|synthesi[sz]ing|produce|producing|manufacture|manufacturing|grow|smuggle|smuggling|sell|deal) (?:some |my own )?${DRUG}\\b`),
  rule('harm.violence', 'harmful_request', 0.8, 'Harmful request: hurting or killing someone',
    `\\b${ASK} (?:kill|murder|poison|strangle|stab|kidnap|torture|assassinate|hurt|beat up) (?!${COMPUTING_TARGET}|${PEST})${NOT_MY_THING}(?:a|an|my|someone|somebody|people|him|her|them|the(?! (?:straw|cup|lid|bag|box|can|bottle|balloon|meat|steak|potato|potatoes|chicken|turkey|fish|dough|cake|foil|film|plastic|lights?|engine|motor|fire|flames?|pain|mood|vibe|noise|music|sound|conversation|game|boss fight|level|time|plants?|virus)\\b))\\b`
      + '|\\b(?:get away with|cover up|hide) (?:a )?(?:murder|killing|homicide)\\b|\\bdispose of (?:a |the )?(?:dead )?body\\b'),
  rule('harm.cyber', 'harmful_request', 0.72, 'Harmful request: breaking into accounts or systems',
    `\\b${ASK} (?:hack|break) into (?:someone(?:'s)?|somebody(?:'s)?|my (?:ex|neighbou?r|boss|wife|husband|girlfriend|boyfriend)(?:'s)?|a (?:bank|government|hospital)|another person(?:'s)?)`
      // "Design a ransomware program that encrypts hospital files"; not a playbook or a detector.
      + '|\\b(?:write|create|code|develop|make|design|build|generate|produce|program) (?:a |me a |an |some )?(?:working |functional |new |custom |simple |basic |stealthy |undetectable )?(?:ransomware|keylogger|computer virus|botnet|credential stealer|info-?stealer|malware|trojan|spyware|stalkerware|rootkit|computer worm)\\b(?! (?:detect\\w*|protect\\w*|defen\\w*|analy\\w*|samples?|signatures?|scanner|remov\\w*|simulation|awareness|training|incident|response|playbook|polic\\w*|tabletop|recovery|backup|readiness|risk)\\b)'
      // "Code that scans the internet for vulnerable webcams and logs into them".
      + '|\\b(?:scan\\w*|search\\w*|find\\w*|crawl\\w*) (?:the internet |shodan |the web )?for (?:vulnerable|exposed|unsecured|unprotected|open) (?:\\w+ )?(?:webcams|cameras|routers|iot devices|devices|servers|databases)\\b[^.\\n]{0,80}\\b(?:logs? (?:in|into)|logging (?:in|into)|takes? over|taking over|hijack\\w*|breaks? into|spy on)\\b'
      + '|\\b(?:write|create|draft|compose|generate|make|design|build|set up|code|host) (?:a |me a |an |some )?(?:convincing |realistic |fake )?phishing (?:e-?mail|message|page|site|website|sms|text|kit|login page|campaign)s?\\b(?! (?:for|to use in|in) (?:a |an |our |my |the )?(?:security|awareness|training|simulation|exercise|test))'),
  rule('harm.fraud', 'harmful_request', 0.7, 'Harmful request: fraud or theft',
    `\\b${ASK} (?:steal|launder|counterfeit|forge|shoplift|embezzle|scam) (?:money|a car|cars|credit cards?|someone(?:'s)? identity|an identity|identities|from|people|elderly|bills|documents|passports?)\\b`),
  rule('harm.self-harm', 'harmful_request', 0.75, 'Harmful request: self-harm methods',
    '\\b(?:how (?:do|can|could) i|best way to|easiest way to|painless way to|ways to) (?:kill myself|commit suicide|end my life|hurt myself|cut myself|overdose|hang myself|slit my wrists|starve myself)\\b'
      + `|\\bhow (?:much|many)\\b${SAME_SENTENCE}{0,60}\\b(?:would it take|does it take|would i need|do i need|is needed|needed) to (?:overdose|od|die)\\b`),
  rule('harm.csam', 'harmful_request', 0.95, 'Harmful request: sexual content involving minors',
    '\\b(?:write|generate|create|show|find|send|give|describe|share|get|make|draw|where (?:can|do) i (?:find|get|buy))\\b[^.\\n]{0,30}(?:\\b(?:child|children|minor|minors|underage|preteen|kid)s? (?:porn\\w*|sexual\\w*|nude\\w*|erotic\\w*)|\\bsexual\\w* (?:content|images?|stories|story) (?:of|about|involving|with) (?:a )?(?:child|children|minors?|kids?|underage))'),
  // A request to stay out of sight of the police: the act itself may be anything, but asking how
  // to do it unseen is what harmful requests share and benign ones (reporting a crime, a history
  // question, a security lesson) do not. "Evading detection" alone is left out: security
  // questions describe attackers that way.
  rule('harm.evasion', 'harmful_request', 0.65, 'Harmful request: doing something without getting caught',
    '\\b(?:without (?:getting|being) (?:caught|detected|traced|arrested|identified)|without leaving (?:a |any )?(?:trace|evidence|fingerprints|dna)|untraceable|avoid(?:ing)? (?:detection|getting caught|being caught|the police|law enforcement|arrest|prosecution)|evad(?:e|ing) (?:the police|law enforcement|the authorities|authorities|arrest)|without detection|cover (?:my|his|her|their|your) tracks)\\b'
      // "...and not get caught" (but not caught in the rain), "so nobody suspects", "make it look like an
      // accident" (made to look so, not a scrape that looks like one).
      + `|(?:\\bnot|\\bnever|n't) (?:get|getting|be|being) caught\\b(?! (?:in|up|on|off|out|short|with|between|by (?:the )?(?:rain|storm|traffic))\\b)`
      + '|\\b(?:so|and) (?:that )?(?:no ?one|nobody) (?:will |would |can |could )?(?:suspects?|notices?|finds? out|knows? (?:it\'?s|it was|it is) (?:me|coming from))\\b|(?:\\b(?:to|make|makes|making|made|let) (?:[\\w\'-]+ ){0,4}look like an accident|\\bso (?:that )?(?:it|\\w+|(?:the|his|her|their) (?:crash|death|fall|fire|injury|injuries|poisoning|overdose|drowning|killing|shooting)) (?:looks|will look|would look|seems|will seem) like an accident)\\b(?<!\\b(?:investigat\\w*|detect\\w*|tell (?:if|whether)|determin\\w*|forensic\\w*|police|prove|insurers?)\\b[^.!?\\n]{0,60})'
      // Doing it to someone "without them noticing": a surprise or a gift is kept hidden the same way,
      // and so are a cat's pill, the vegetables in a child's dinner and leaving a meeting early.
      + `|\\bwithout (?:them|him|her|anyone|anybody|my \\w+|their \\w+|the \\w+|people) (?:\\w+ )?(?:knowing|noticing|suspecting|finding out|realizing|realising)\\b(?<!\\b(?:surprise|gift|present|party|cats?|dogs?|kittens?|pupp(?:y|ies)|pets?|vegetables|veggies|nap|yawn|leave (?:\\w+ ){0,3}early)\\b${SAME_SENTENCE}{0,100})`),
  // "How do I" + a verb that names a crime against a person whatever its object. Verbs with an
  // everyday sense after "how to" (frame a picture, groom a dog, manipulate a dataframe, forge an
  // alliance, fabricate a part) are left out or fenced.
  rule('harm.crime-verbs', 'harmful_request', 0.65, 'Harmful request: how to commit a crime against someone',
    `\\b${ASK_SOMEONE}(?: \\w+ly)? (?:successfully |secretly |quietly |effectively )?(?:launder|shoplift|kidnap|blackmail|extort|bribe|doxx?|molest|stalk|embezzle|smuggle|defraud|scam|torture|poison|rob|mug|burglari[sz]e|vandali[sz]e|sabotage|harass|bully|intimidate|threaten|falsify|counterfeit|spy on|catfish|rape|assault|forge(?! (?:alliances?|bonds?|relationships?|friendships?|connections?|partnerships?|a path|ahead|new)\\b)|fake (?:an? |my |the |some |their )?(?:injury|death|house ?fire|burglary|break-in|robbery|theft|(?:own )?kidnapping|evidence|documents?|ids?|passports?|signatures?|receipts?|prescriptions?|diplomas?|degrees?|alibis?|reviews?|illness|disability|insurance claims?|accident)|commit (?:a |an )?(?:crime|fraud|murder|arson|robbery|burglary|identity theft|tax fraud|tax evasion|insurance fraud|genocide|terrorism|terrorist attack|hate crime|insider trading|perjury|treason))\\b`),
  // A whole group of people called stupid, dirty, violent... ("why are all X people so lazy").
  rule('harm.group-generalization', 'harmful_request', 0.65, 'Harmful request: demeaning generalization about a group of people',
    `\\b(?:why (?:are|do|is|does)|aren'?t|are|isn'?t|don'?t|do) (?:all |most |so many )?(?:the )?(?:\\w+ ){0,2}${GROUP}(?: \\w+){0,3}? (?:so |always |such |really |all |inherently |naturally |more )?${DEMEANING}\\b`),
  // Asking whether one may hit or kill people ("can I punch people in Zambia?").
  rule('harm.violence-permission', 'harmful_request', 0.65, 'Harmful request: whether one may hurt people',
    '\\bcan (?:i|we|you) (?:assault|punch|kill|rob|rape|shoot|stab|hit|beat|attack|hurt|kidnap|torture|poison) (?:people|someone|somebody|a person|my|him|her|them|a (?:man|woman|child|kid))\\b'),
  // Harm to a person beyond killing: maiming, burning, drugging, making someone ill or unconscious.
  // "How do I make my dog throw up" (a vet's advice) is left out: vomiting is first aid too.
  rule('harm.injury', 'harmful_request', 0.7, 'Harmful request: injuring or drugging someone',
    askedFor(INJURE, `(?:someone|somebody|a person|people|him|her|them|my (?!(?:own |)(?:self|skills?|fears?|thoughts?)\\b)\\w+|a (?:man|woman|child|kid|girl|boy|stranger|cop|police officer|teacher|classmate|coworker|co-worker|neighbou?r))\\b`)
      + '|' + askedFor('make', `(?:someone|somebody|a person|people|him|her|them|my \\w+) (?:sick|ill|unconscious|pass out|faint|bleed)\\b`)
      + '|' + askedFor('set', `(?:someone|somebody|a person|people|him|her|them|my \\w+|(?:a|an|the|someone'?s|my \\w+'?s|his|her|their) (?:\\w+ )?(?:house|home|car|building|school|church|mosque|synagogue|temple|plane|bus|train|store|shop|office|apartment|flat|business|barn))(?: \\w+)? on fire\\b`)
      + '|\\b(?:spike|drug) (?:someone|somebody|a|her|his|their|my \\w+)(?:\'s)? (?:drink|coffee|tea|food|beer|wine|cocktail)\\b'),
  // How much of something it takes to kill a person, or which poison would.
  rule('harm.lethality', 'harmful_request', 0.7, 'Harmful request: what it takes to kill a person',
    `\\bhow (?:much|many)\\b${SAME_SENTENCE}{0,60}\\b(?:would it take|does it take|would i need|do i need|is needed|needed|is enough|to) (?:to )?(?:kill|murder|knock out|poison) (?:an? (?:grown |full-grown |healthy |normal |average |adult )?(?:person|human|man|woman|child|adult)|someone|somebody|him|her|them|my \\w+|people)\\b`
      + '|\\b(?:what|which) (?:poisons?|drugs?|chemicals?|household chemicals?|medications?|pills?|substances?|weapons?)\\b[^.?!\\n]{0,30}\\b(?:would|could|can|will|to) (?:kill|murder) (?:a person|someone|somebody|a human|a man|a woman|a child|him|her|them|my \\w+|people)\\b'
      + `|\\b(?:best|most effective|quickest|fastest|easiest|surest|least traceable) (?:poison|weapon|way|method) (?:to|for) (?:kill|murder)(?:ing)? ${NOT_MY_THING}(?:a person|someone|somebody|a human|him|her|them|my \\w+|people)\\b`),
  // Terror: joining or funding a group, or one's own plan to attack ("I plan on carrying out a bombing").
  rule('harm.terror', 'harmful_request', 0.75, 'Harmful request: terrorism',
    askedFor('become|join|recruit (?:people |others |members )?(?:for|into|to)|fund', `(?:${TERROR_GROUP})\\b`, `(?:${ASK_SOMEONE}|${FIRST_PERSON_PLAN})`)
      + `|\\b(?:${FIRST_PERSON_PLAN}) (?:carry(?:ing)? out|commit(?:ting)?|stag(?:e|ing)|execut(?:e|ing)|do|doing) (?:a |an )?(?:${ATTACK_KIND})\\b`
      + '|' + askedFor('carry out|commit|stage|plan|execute|get away with', `(?:a |an )?(?:${ATTACK_KIND})\\b`)),
  // Insults and hateful jokes asked for.
  rule('harm.insults', 'harmful_request', 0.65, 'Harmful request: insults or hateful jokes',
    '\\b(?:insults?|slurs?|mean(?:est)? (?:things|names|words|jokes)|nast(?:y|iest) (?:things|names|words)|(?:most )?hurtful (?:things|names|words)|cruel(?:est)? (?:things|names|words)|derogatory (?:terms|names|words)) (?:i can |to )?(?:for|call|to call|say to|to say to|use (?:on|against)|about) (?:someone|somebody|a person|people|my \\w+|an? (?:fat|ugly|black|white|asian|gay|lesbian|trans|disabled|old|short|jewish|muslim|mexican|indian|chinese|arab|autistic|retarded) \\w+)\\b'
      + '|\\b(?:racist|sexist|homophobic|antisemitic|anti-semitic|transphobic|islamophobic|misogynist(?:ic)?) (?:jokes?|slurs?|insults?|remarks?)\\b(?<=\\b(?:tell|write|give|share|say|know|make|generate|come up with|got|have) (?:me |us )?(?:a |some |any |your (?:best |favou?rite )?)?\\w+ \\w+)'),
  // Knocking a site or network offline.
  rule('harm.ddos', 'harmful_request', 0.7, 'Harmful request: a denial-of-service attack',
    askedFor('launch|perform|carry out|start|run|do|conduct|execute|organi[sz]e', '(?:a |an )?(?:ddos|d?dos attack|distributed denial[- ]of[- ]service|denial[- ]of[- ]service)\\b')
      + '|' + askedFor('ddos|take down|crash|knock (?:down|offline)', "(?:a|the|my|someone'?s|his|her|their|my \\w+'?s|a competitor'?s|the government'?s) (?:\\w+ )?(?:website|site|server|servers|network|game server)\\b")),
  // Cruelty to animals; putting down a sick pet is a question for a vet and stays out.
  rule('harm.animal-cruelty', 'harmful_request', 0.65, 'Harmful request: hurting an animal',
    askedFor('torture|abuse|hurt|poison|drown|burn|maim|starve|kick', "(?:a|my|the|some|someone'?s|my neighbou?r'?s|the neighbou?r'?s|a stray|stray) (?:\\w+ )?(?:cats?|dogs?|pupp(?:y|ies)|kittens?|pets?|animals?|horses?|birds?|hamsters?|rabbits?)\\b")),
  // Selling or trafficking a person.
  rule('harm.trafficking', 'harmful_request', 0.75, 'Harmful request: selling or trafficking people',
    "\\bsell (?:my|a|his|her|their|your) (?:own )?(?:\\d+ (?:year|yr)[- ]old )?(?:daughter|son|child|kid|baby|wife|girlfriend|sister|niece|nephew|stepdaughter|children|kids)\\b"
      + '|' + askedFor('traffic|smuggle|sell|buy', '(?:people|humans|women|girls|boys|children|kids|migrants|refugees|organs|a kidney|kidneys|slaves)\\b')),
  // A private person's home address or whereabouts.
  rule('harm.doxxing', 'harmful_request', 0.65, 'Harmful request: a person\'s home address or identity numbers',
    "\\b(?:find|locate|get|track down|look up|give me|tell me|what(?:'s| is)|where is|know) (?:out |me |us )?(?:the )?(?:(?:home|residential|personal|private|current) (?:address|phone number|location)(?:es)?|(?:ssn|social security number|social insurance number|medical records?|bank account number|credit card number)s?)(?: and (?:the |their |his |her )?(?:(?:home |personal |private |cell |mobile )?(?:phone number|address|e-?mail|workplace|schedule|car|license plate)))? (?:of|for)\\b (?!(?:a |an |the |my |our |your )?(?:business|company|store|shop|office|restaurant|hotel|embassy|museum|school|university|form|format|application|employer)\\b)\\w+"),
  // How to do something illegally, or to someone without their consent.
  rule('harm.illegal-means', 'harmful_request', 0.65, 'Harmful request: doing something illegally or without consent',
    '\\b(?:how|ways?|steps?|help|guide|tips?|methods?|best|easiest|instructions?|where|strateg(?:y|ies)|plan)\\b[^.?!\\n]{0,60}\\b(?:illegally|unlawfully)\\b'
      + "|\\bwithout (?:their|her|his|someone'?s|the person'?s|the owner'?s|my \\w+'?s|people'?s|the victim'?s) (?:consent|knowledge|permission)\\b"),
  // Getting someone to do something by deceit or pressure ("trick users into giving their
  // password"); "never pressure customers into buying" is the opposite.
  rule('harm.deception', 'harmful_request', 0.65, 'Harmful request: manipulating someone into something',
    `\\b(?:trick|manipulat\\w*|deceiv\\w*|dupe|fool|coerc\\w*|pressur\\w*|lure|guilt-?trip|brainwash|con|bully|scare|intimidat\\w*|force|bribe|seduce)\\b(?<!\\b(?:never|not|n't|without|against|avoid|stop|prevent)\\b${SAME_SENTENCE}{0,20})(?<!\\b(?:explains|explained|explaining|describes|described|describing|about|warns|warned|warning|spot|recogni[sz]\\w*|training|awareness|teaches|teaching)\\b${SAME_SENTENCE}{0,60}) ${VICTIM}(?: \\w+){0,2} into\\b`
      + '|\\bunder false pretens\\w*\\b|\\b(?:groom)(?:ing)? (?:a (?:child|kid|minor|girl|boy)|kids|children|minors|young (?:girls|boys))\\b'),
  // A child and a sexual act in one sentence, unless the sentence is about teaching, protecting
  // or reporting ("how do I talk to my kids about sex", "report child sexual abuse material").
  rule('harm.child-sexual', 'harmful_request', 0.7, 'Harmful request: sexual content involving a child',
    `\\b${MINOR}\\b${NOT_PROTECTIVE}${SAME_SENTENCE}{0,60}\\b${SEXUAL}\\b|\\b${SEXUAL}\\b${NOT_PROTECTIVE}${SAME_SENTENCE}{0,60}\\b${MINOR}\\b`
      // Grooming: a child talked into sending the asker pictures ("send me", not a parent's "send him").
      + `|\\b${MINOR}\\b${SAME_SENTENCE}{0,60}\\b(?:convinc|persuad|get|gets|make|makes|trick|pressur|coax|lure|groom)\\w* (?:them|him|her|it) (?:into sending|to send) me (?:private|personal|nude|naked|intimate|sexy|explicit|revealing|secret) (?:photos|pictures|pics|images|selfies|videos)\\b`
      + `|\\b(?:convinc|persuad|get|trick|pressur|coax|lure|groom)\\w* (?:a |an |the |my |this )?(?:\\w+ )?${MINOR} (?:\\w+ ){0,3}(?:into sending|to send) me (?:private|personal|nude|naked|intimate|sexy|explicit|revealing|secret) (?:photos|pictures|pics|images|selfies|videos)\\b`
      // A "physical relationship" with a child, touching one in "inappropriate places".
      + `|\\b(?:physical|romantic|sexual|intimate|secret) relationship with (?:a |an |the |my |this |that )?(?:\\w+ )?${MINOR}\\b`
      + `|\\b(?:strip|undress)\\w* (?:a |an |the |my |this |that )?(?:\\w+ )?${MINOR}\\b(?: \\w+){0,2} naked\\b`
      + `|\\btouch\\w* (?:a |an |the |my |this |that )?(?:\\w+ )?${MINOR} (?:at|in|on) (?:\\w+ )?(?:inappropriate|private|intimate) (?:places|parts|areas|spots)\\b`),
  // Making, getting or releasing a chemical, biological, nuclear or mass-casualty weapon, whatever
  // the ask looks like; "stop Iran from acquiring nuclear weapons" is news.
  rule('harm.mass-weapons', 'harmful_request', 0.75, 'Harmful request: making or using a weapon of mass harm',
    `\\b${PRODUCE}\\b(?<!\\b(?:stop\\w*|prevent\\w*|from|against|ban\\w*|prohibit\\w*|treat(?:y|ies)|defen[cs]e|detect\\w*|protect\\w*)\\b${SAME_SENTENCE}{0,30})${SAME_SENTENCE}{0,50}\\b${MASS_WEAPON}\\b(?! (?:vaccin\\w*|antidotes?|antitoxins?|treatments?|detectors?|sensors?|tests?|testing|exposure))`),
  // Getting into another person's phone, account or messages.
  rule('harm.privacy-intrusion', 'harmful_request', 0.65, 'Harmful request: getting into another person\'s account or phone',
    `\\b(?:access|read|recover|view|see|check|get into|log ?in(?:to)?|hack(?: into)?|monitor|spy on|track|break into|unlock|look through|go through|clone|intercept|tap)\\b (?:\\w+ ){0,2}${SOMEONE_ELSES} (?:\\w+ ){0,2}(?:accounts?|phones?|emails?|e-mails?|inbox|messages|texts|dms|location|computer|laptop|social media|instagram|facebook|whatsapp|snapchat|icloud|passwords?|calls?|browsing history|webcam|camera)\\b`),
  // Fourth round, from the common offences of criminal codes: theft and robbery, breaking in,
  // defamation and disinformation, cheating, contract killing, prison escape, smuggling weapons
  // past security. Each needs the ask right before the act, as the rules above.
  rule('harm.theft', 'harmful_request', 0.65, 'Harmful request: stealing or robbing',
    askedFor('steal|rob|burglari[sz]e|burgle|loot|pickpocket|carjack|hotwire', `(?!${NOT_THEFT})(?:a|an|the|some|someone|somebody|people|from|his|her|their|my|[a-z]\\w*)\\b`)
      + '|' + askedFor('hijack', '(?:a |an |the |someone\'?s )?(?:\\w+ )?(?:plane|airplane|aircraft|jet|flight|car|truck|lorry|bus|ship|boat|train|tanker)\\b')),
  rule('harm.break-in', 'harmful_request', 0.65, 'Harmful request: breaking into a home, car or building',
    askedFor('break into|break in(?:to)?|sneak into|get inside', `(?:(?:a|an|the|someone'?s|somebody'?s|his|her|their|people'?s|my (?:neighbou?r|ex|boss|ex-?(?:wife|husband|girlfriend|boyfriend))'?s|a neighbou?r'?s) )?(?:\\w+ )?(?:house|houses|home|homes|apartment|flat|car|cars|safe|vault|building|store|shop|office|bank|garage|shed|warehouse|locker|mailbox|hotel room|dorm|movie theat(?:er|re)|cinema|concert|stadium)\\b`)),
  rule('harm.defamation', 'harmful_request', 0.65, 'Harmful request: defaming someone or spreading false information',
    askedFor('defame|slander|libel', '(?:someone|somebody|a person|people|him|her|them|my \\w+|an? \\w+|the \\w+|his \\w+|her \\w+|their \\w+|[a-z]\\w*)\\b')
      + '|' + askedFor('ruin|destroy|damage|tarnish|sully|trash|wreck', `(?:someone'?s|somebody'?s|a person'?s|his|her|their|an? \\w+'s|the \\w+'s|my (?:ex|boss|coworker|co-worker|colleague|rival|competitor|neighbou?r|teacher|classmate|sister|brother|ex-?(?:wife|husband|girlfriend|boyfriend))'?s) (?:\\w+ )?(?:reputation|good name|career|credibility|marriage|relationship|life|business)\\b`)
      + '|' + askedFor('spread|create|start|make up|fabricate|write|post|generate|invent|plant', `(?:some |a |an |the )?(?:convincing |believable |viral )?(?:misinformation|disinformation|fake news(?: stor(?:y|ies)| articles?)?|(?:false|fake|untrue) (?:rumou?rs?|information|claims?|stories|story|news|allegations?|accusations?)|rumou?rs? (?:about|that)|(?:a )?smear campaign)\\b(?! (?:detect|classif|dataset|literacy|awareness|check))`)),
  rule('harm.cheating', 'harmful_request', 0.65, 'Harmful request: cheating on a test, taxes or a partner',
    askedFor('cheat', '(?:on|in|at|during) (?:a |an |the |my |his |her |their |this |next |tomorrow\'?s )?(?:\\w+ )?(?:exams?|tests?|quiz(?:zes)?|taxes|tax returns?|finals?|sats?|midterms?|homework|assignments?|essays?|interviews?|driving test|drug tests?|breathalyzer|wife|husband|girlfriend|boyfriend|partner|spouse|poker|blackjack|casinos?|slots|slot machines?|roulette|chess|lottery|scratch cards?)\\b')
      + '|' + askedFor('evade|dodge', '(?:paying )?(?:my |the |their |his |her )?(?:taxes|tax|income tax|child support|customs)\\b')
      + '|' + askedFor('rig|hack|trick|manipulate|tamper with', '(?:a |the )?(?:slot machines?|roulette (?:wheels?|tables?)|lottery|lotto|scratch cards?|casino games?|claw machines?|parking meters?|vending machines?)\\b')),
  rule('harm.hitman', 'harmful_request', 0.75, 'Harmful request: hiring a killer',
    askedFor('hire|find|get|contact|pay|afford|book|reach', '(?:a |an |some )?(?:hitman|hit man|hitmen|hit men|assassins?|contract killers?)\\b', `(?:${ASK_SOMEONE}|${ASK_WHERE}|${FIRST_PERSON_PLAN})`)),
  rule('harm.prison-escape', 'harmful_request', 0.65, 'Harmful request: breaking someone out of prison',
    askedFor('break|bust|spring|sneak', '(?:someone|somebody|him|her|them|my \\w+|an? \\w+|[a-z]\\w*) out of (?:jail|prison|custody)\\b')),
  // Someone else's work taken or copied: piracy, cracking copy protection, plagiarism.
  rule('harm.ip-theft', 'harmful_request', 0.65, 'Harmful request: pirating or plagiarizing someone else\'s work',
    askedFor('pirate|torrent', '(?:a |an |the |some )?(?:\\w+ ){0,2}(?:movies?|films?|shows?|series|songs?|music|albums?|games?|software|books?|e-?books?|apps?|courses?)\\b')
      + '|' + askedFor('crack|bypass|remove|strip|break|get around|circumvent|disable', '(?:the )?(?:drm|copy ?protection|licen[cs]e (?:key |check|checks|verification)|activation (?:check|screen|key)|paywalls?)\\b')
      + '|' + askedFor('bypass|beat|fool|trick|evade|get past|get around|cheat', '(?:the )?(?:plagiarism (?:detect\\w*|checkers?|checks?|software|scanners?)|turnitin|ai detectors?|ai detection)\\b')
      // "Give me a list of websites where I can download pirated movies".
      + '|\\b(?:give me|list|recommend|suggest|find me|show me|where can i find) (?:a |the |some )?(?:list of |good |best |working |safe |free )*(?:sites|websites|web sites|places|links|apps|torrent sites) (?:where|to) (?:i |we |you )?(?:can )?(?:download|stream|watch|get) (?:\\w+ ){0,2}(?:pirated|cracked|bootleg(?:ged)?|leaked)\\b'
      + "|\\b(?:someone else'?s|another (?:person|author|writer|artist|student)'?s|other people'?s) (?:\\w+ ){0,2}(?:work|books?|novels?|stor(?:y|ies)|essays?|articles?|papers?|code|art|artwork|songs?|lyrics|music|photos?|poems?|research|ideas?|thesis|designs?|screenplays?)\\b[^.?!\\n]{0,60}\\b(?:as (?:my|our) own|under my (?:own )?name)\\b"),
  // Jokes and slurs about a people, a faith or a minority.
  rule('harm.hate-jokes', 'harmful_request', 0.65, 'Harmful request: jokes or slurs about a group of people',
    `\\b(?:tell|write|give|share|say|know|make|generate|come up with|create|list|any|some|good|funny|funniest|best|worst|offensive|racist|dirty|mean|new)\\b (?:me |us )?(?:a |an |some |any |the |your |more )?(?:\\w+ ){0,2}?(?:${JOKE}) (?:about|on|for|targeting|mocking|making fun of) (?:the )?(?:${PROTECTED_GROUP})\\b`),
  // Revenge on a person, or making their life miserable.
  rule('harm.revenge', 'harmful_request', 0.65, 'Harmful request: revenge on someone',
    askedFor('get revenge|take revenge|exact revenge|get back at|get even with|retaliate against', `(?:on |against )?(?:someone|somebody|a person|people|him|her|them|my (?!(?:own |)(?:self|body|brain|mind|dog|cat|kids?|child|children|son|daughter)\\b)\\w+|an? (?:ex|coworker|co-worker|colleague|boss|neighbou?r|teacher|classmate|bully|cheater|stranger)|the (?:guy|girl|man|woman|person|people|bully|teacher|boss|neighbou?r)s?)\\b`)
      + '|' + askedFor('make', "(?:someone'?s|somebody'?s|his|her|their|my \\w+'?s|an? \\w+'s|the \\w+'s) life (?:a )?(?:miserable|hell|a living hell|unbearable)\\b")),
  // Buying what may not be sold: hard drugs, untraceable guns, stolen goods, forged papers.
  rule('harm.illegal-purchase', 'harmful_request', 0.7, 'Harmful request: buying illegal goods',
    askedFor('buy|get|find|order|purchase|score|get hold of', `(?:some |a |an )?(?:\\w+ )?(?:${ILLEGAL_GOODS})\\b`, `(?:${ASK_SOMEONE}|${ASK_WHERE}|${FIRST_PERSON_PLAN})`)
      + '|' + askedFor('buy|sell|order|purchase|get|find|hire', '(?:\\w+ ){0,3}(?:on|from|through|off) the dark ?web\\b', `(?:${ASK_SOMEONE}|${ASK_WHERE})`)),
  rule('harm.smuggle-weapons', 'harmful_request', 0.7, 'Harmful request: getting a weapon past security',
    `\\b(?:sneak|smuggle|slip)\\b(?: (?:a|an|my|some|the))? (?:\\w+ )?(?:${CONTRABAND}) (?:on|onto|into|in|past|through) (?:a |an |the |my |our |this |his |her )?(?:\\w+ )?(?:${GUARDED_PLACE})\\b`
      + `|\\b(?:${CONTRABAND}) (?:can|could|should|would) (?:i|we|you|one|someone) (?:sneak|smuggle|slip|get|bring|take) (?:on|onto|into|in|past|through) (?:a |an |the )?(?:${GUARDED_PLACE})\\b`),
  // Fifth round, from made-up blunt asks the rules above let through: malware spread, forged
  // papers, framing someone, one's own plan for a crime, mass killing, murder in euphemism
  // ("make my wife disappear for good"), a child told to keep secrets from their parents, a
  // question that ends in "to hurt someone", poisoned water, hidden cameras, misinformation.
  rule('harm.malware-spread', 'harmful_request', 0.7, 'Harmful request: spreading malware',
    askedFor('(?:create|write|make|build|develop|code) and (?:spread|distribute|deploy|release|sell)|spread|distribute|deploy|release|plant|sell', `(?:a |an |the |some |my |our )?(?:\\w+ )?\\b(?:${MALWARE})\\b`)),
  rule('harm.forgery', 'harmful_request', 0.65, 'Harmful request: forged documents or money',
    askedFor('make|create|get|buy|print|produce|forge|design|use|write|draft', `(?:a |an |some |my own )?(?:fake|forged|counterfeit|fraudulent|stolen) (?:${FORGED})\\b`)),
  rule('harm.framing', 'harmful_request', 0.7, 'Harmful request: framing someone for a crime',
    askedFor('frame', `(?:someone(?: else)?|somebody(?: else)?|an innocent \\w+|${RELATION_T})\\b(?!'s)`, `(?:${ASK_SOMEONE}|${FIRST_PERSON_PLAN})`)
      + `|\\b(?:blame|pin)\\b${SAME_SENTENCE}{0,40}\\bfor (?:a |the )?(?:\\w+ )?(?:crime|theft|murder|robbery|burglary|fraud|hit-and-run|accident|something|it)? ?(?:that )?(?:i|we) (?:committed|did|caused)\\b`),
  rule('harm.crime-intent', 'harmful_request', 0.65, 'Harmful request: one\'s own plan to commit a crime',
    `\\b${FIRST_PERSON_PLAN}(?:rob|burgle|burglari[sz]e|kidnap|poison|murder|stab|rape|blackmail|extort|mug|carjack|sabotage|harass|dox|doxx|firebomb|set fire to|shoot up) (?!${NOT_THEFT}|${PEST}|${COMPUTING_TARGET})(?:a|an|the|my|someone|somebody|people|him|her|them|this|that|our|his|their)\\b`
      // "I want to burn down my boss's house" (not the old tree stump).
      + `|\\b${FIRST_PERSON_PLAN}burn down (?:(?:my |his |her |their |the |a |our )?\\w+'s |my |his |her |their |the |a |our )(?:\\w+ )?(?:house|home|apartment|flat|car|shop|store|school|building|office|church|mosque|synagogue|temple|restaurant|business|bar|barn|garage)\\b`),
  rule('harm.mass-killing', 'harmful_request', 0.8, 'Harmful request: killing as many people as possible',
    "\\bkill (?:as many|the most) (?:people|persons|humans|students|kids|children|classmates|civilians|innocents|innocent people|worshippers|shoppers|police|cops|officers|teachers|jews|muslims|christians|of (?:them|those|these|the \\w+))\\b"
      + '|\\bmaximi[sz]e (?:the )?(?:casualties|civilian casualties|death toll|body count|number of (?:deaths|victims|people killed|casualties))\\b'),
  rule('harm.murder-euphemism', 'harmful_request', 0.7, 'Harmful request: getting rid of a person for good',
    `\\b(?:make|get|ensure|keep) (?:sure )?(?:that )?(?:${PERSON_T}) (?:\\w+ ){0,2}?(?:disappears?|vanish(?:es)?|go(?:es)? away|stays? (?:quiet|silent)|keeps? (?:quiet|silent)|goes (?:quiet|silent)|never (?:talks?|speaks?|wakes? up|comes? back|bothers? (?:me|us) again))(?: \\w+){0,4}? (?:permanently|forever|for good)\\b`),
  rule('harm.grooming-secrecy', 'harmful_request', 0.7, 'Harmful request: a child told to keep secrets from their parents',
    `\\b${MINOR}\\b${SAME_SENTENCE}{0,80}\\b(?:keep (?:it|this|that|us|me|our|the|a)(?: (?:\\w+ )?(?:relationship|friendship|meetings?|chats?|messages?|time together|texts?|photos?|pictures?))? (?:a )?secret(?: (?:\\w+ )?(?:relationship|friendship|meetings?|chats?|messages?|texts?|photos?|pictures?))? from (?:their|his|her|the|its) (?:parents|mom|mum|dad|mother|father|family)|(?:not|never) (?:to )?tell (?:their|his|her|the|its) (?:parents|mom|mum|dad|mother|father|family) about (?:us|me|our))\\b(?<!\\b(?:surprise|gift|present|party|birthday)\\b${SAME_SENTENCE}{0,100})`),
  rule('harm.means-to-hurt', 'harmful_request', 0.7, 'Harmful request: a means to hurt someone',
    `\\b(?:how|what|which|where|best|ways?)\\b${SAME_SENTENCE}{0,80}(?<!\\b(?:not|never|trying|try|tried|want|wanting|wanted|mean|meaning|meant|intend\\w*|without|afraid|scared|going|used|able|how|ways?|best way) )\\bto (?:hurt|harm|kill|poison|injure|maim|murder|incapacitate) ${NOT_MY_THING}(?:someone|somebody|people|a person|him|her|them|my \\w+)\\b(?!'s)`),
  rule('harm.contamination', 'harmful_request', 0.75, 'Harmful request: poisoning a water or food supply',
    `(?<=\\b(?:how|ways?|best|easiest|if (?:i|we|someone) (?:wanted|were|was|want)|(?:i|we) (?:want|plan|need|intend))\\b${SAME_SENTENCE}{0,60})\\b(?:contaminat\\w*|poison\\w*|taint\\w*|spike) (?:a |the |our |their |my |this |that |an entire |the entire |the whole |a whole |a large |a city'?s |the city'?s |the town'?s |a town'?s |the local )?(?:\\w+ )?\\b(?:water supply|water supplies|drinking water|reservoirs?|water sources?|water system|wells?|food supply|water treatment plant)\\b`),
  rule('harm.hidden-camera', 'harmful_request', 0.7, 'Harmful request: filming or recording someone in secret',
    `\\bsecretly (?:film|record|video|videotape|photograph|watch|track|spy on|listen to)\\w* (?:someone|somebody|people|him|her|them|my (?!(?:own|self)\\b)\\w+|a (?:woman|girl|man|guest|tenant|neighbou?r|roommate|coworker))\\b`
      + `|\\b(?:hide|hidden|conceal\\w*|plant|secret(?:ly)? (?:install|put|place|set up)\\w*)\\w* (?:a |some )?(?:\\w+ )?(?:cameras?|cams?)\\b(?<!\\b(?:detect|find|spot|check|sweep|scan|there)\\w*\\b${SAME_SENTENCE}{0,40})${SAME_SENTENCE}{0,40}\\b(?:bathroom|shower|changing room|locker room|toilet|restroom|guest room|(?:her|his|their|my roommate'?s|someone'?s|my (?:tenant|guest)'?s) (?:bedroom|room))\\b`),
  rule('harm.destroy-place', 'harmful_request', 0.75, 'Harmful request: blowing up or burning down a building',
    askedFor('blow up|bomb|firebomb|burn down|torch|set fire to|set on fire|destroy', `(?:a |an |the |my |our |his |her |their |this |that |someone'?s )?(?:\\w+ )?\\b(?:${PLACE})\\b(?!'s|${SAME_SENTENCE}{0,40}\\b(?:instagram|tiktok|youtube|twitter|facebook|online|social media|followers|views|page|channel|brand|sales|account|feed)\\b)`, `(?:${ASK_SOMEONE}|${FIRST_PERSON_PLAN})`)),
  rule('harm.body-disposal', 'harmful_request', 0.75, 'Harmful request: getting rid of a body',
    "(?<=\\b(?:how|ways?|best|easiest|where|help me|(?:i|we) (?:need|want|have) to)\\b[^.?!\\n]{0,60})\\b(?:hide|get rid of|dispose of|dump|dissolve|bury|disappear) (?:a |the |his |her |their |my \\w+'?s )?(?:dead )?(?:body|bodies|corpses?)\\b"),
  rule('harm.suicide-method', 'harmful_request', 0.75, 'Harmful request: a method of suicide',
    "\\b(?:i|i'm|i am) (?:\\w+ )?(?:try|trying|attempt|attempting|commit|going to commit|plan to commit|want to commit) suicide (?:with|by|using)\\b|\\bmake (?:sure|certain) (?:that )?i (?:(?:actually|really|definitely) (?:die|am dead)|(?:don'?t|won'?t|do not|will not) survive)\\b"),
  rule('harm.rigged-explosion', 'harmful_request', 0.75, 'Harmful request: rigging something to explode',
    "\\brig (?:a |an |the |my |his |her |their |someone'?s |somebody'?s )?(?:\\w+ ){0,2}(?:to|so (?:that )?it (?:will |would )?) ?(?:explode|blow up|catch fire|burst into flames)\\b"),
  // Sixth round, from made-up asks across the hazard categories of the public taxonomies
  // (violent, non-violent and sex crimes, self-harm, hate, weapons, elections) that the rules
  // above let through.
  rule('harm.violence-method', 'harmful_request', 0.75, 'Harmful request: a way to injure or kill someone',
    `\\b(?:break|snap|crush|slit|cut|slash) (?:someone'?s|somebody'?s|a person'?s|his|her|their|my (?:\\w+ )?\\w+'?s|the victim'?s) (?:neck|throat|windpipe|spine|skull)\\b`
      + `|\\b(?:how|ways?|best|where|help me|(?:do|would|should|can|could) (?:i|we))\\b${SAME_SENTENCE}{0,40}\\b(?:hit|punch|strike|kick|choke) (?:someone|somebody|a person|him|her|them|my \\w+)\\b${SAME_SENTENCE}{0,40}\\b(?:knock (?:him|her|them|someone|somebody) (?:out|unconscious)|out cold)\\b`
      + `|\\b(?:ambush|assault|beat up|corner) (?:my (?:\\w+ )?(?:ex|boss|wife|husband|neighbou?r|teacher|coworker|co-worker|classmate|roommate|stepfather|stepmother|father|mother|brother|sister|girlfriend|boyfriend)|him|her|them|someone|somebody)\\b(?<=\\b(?:how|plan|ways?|best|help me|(?:i|we) (?:want|plan|intend|am going|'m going|will))\\b${SAME_SENTENCE}{0,40})`
      + `|\\b(?:which|what) (?:arteries|artery|veins?|organs?|spots?|part of (?:the|his|her|their) body)\\b${SAME_SENTENCE}{0,30}\\b(?:should|do|would|could|can) (?:i|we) (?:cut|slice|sever|stab|shoot|hit)\\b`),
  rule('harm.fraud-methods', 'harmful_request', 0.7, 'Harmful request: insurance, card or counterfeit-goods fraud',
    // The ask, then the act: a look-behind for the ask before the act would be tried at every
    // position of every prompt.
    `\\b(?:how|help me|walk me through|show me|ways? to|best way|teach me|steps? to|guide|explain|tips)\\b${SAME_SENTENCE}{0,40}\\b(?:${FRAUD_ACTS})\\b`),
  rule('harm.intrusion-target', 'harmful_request', 0.7, 'Harmful request: breaking into someone else\'s system',
    `(?<=\\b(?:how|script|code|program|tool|help me|ways? to|teach me|steps? to)\\b${SAME_SENTENCE}{0,40})\\b(?:brute-?force|crack|bypass|break into|hack into|hack) (?:my |the |a |our )?(?:\\w+ )?\\b(?:school'?s?|university'?s?|college'?s?|work'?s?|company'?s?|employer'?s?|neighbou?r'?s?|ex'?s?|someone'?s|teacher'?s?|boss'?s?) (?:\\w+ )?(?:login|portal|password|wifi|wi-fi|network|account|system|database|server|grades?)\\b`),
  rule('harm.sexual-assault', 'harmful_request', 0.7, 'Harmful request: sexual assault or voyeurism',
    `\\b(?:drunk|wasted|passed out|unconscious|drugged|intoxicated|blacked out|sleeping) (?:girl|girls|woman|women|guy|man|person|date|coworker|classmate)\\b${SAME_SENTENCE}{0,60}\\b(?:back to my (?:place|room|car|apartment|flat|house)|into my (?:car|room|bed)|have sex|sleep with|hook up)\\b`
      + "|\\b(?:film|record|photograph|video|spy on|watch)\\w* (?:women|girls|men|people|guests|customers|tenants|strangers|her|him|them|someone|somebody|my (?:roommate|neighbou?r|coworker|classmate|teacher|boss|stepdaughter|stepsister|sister-in-law)) (?:in|inside|through) (?:the |a |my |her |his |their )?(?:changing rooms?|locker rooms?|bathrooms?|showers?|toilets?|restrooms?|dressing rooms?|bedroom windows?)\\b"),
  rule('harm.self-harm-more', 'harmful_request', 0.75, 'Harmful request: self-harm or suicide',
    `\\bhow (?:much|many)\\b${SAME_SENTENCE}{0,60}\\b(?:would it take|does it take|do i need|would i need|to take) to (?:not wake up|never wake up|end (?:it|my life)|stop my heart)\\b`
      + '|\\b(?:painless|quickest|easiest|fastest|surest|quietest|peaceful) (?:way|method|means) (?:to|of) (?:end(?:ing)? (?:it all|my life|it)|kill(?:ing)? myself|commit(?:ting)? suicide)\\b'
      + '|\\bhide (?:my |the )?(?:cutting|cuts|self-harm|self harm|scars|burns|eating disorder|anorexia|bulimia|purging)\\b(?: \\w+)? from\\b'),
  rule('harm.dehumanizing', 'harmful_request', 0.7, 'Harmful request: hate against a group of people',
    `\\b(?:${PROTECTED_GROUP})\\b (?:should|must|need to|ought to|deserve to) (?:all )?(?:be )?(?:exterminated|killed|sterili[sz]ed|eliminated|wiped out|gassed|lynched|rounded up|shot|hanged|die)\\b`
      + `|\\b(?:${PROTECTED_GROUP})\\b (?:are|is) (?:all |just |nothing but |basically )?(?:genetically |biologically |racially |naturally )?(?:inferior|subhuman|parasites|vermin|cockroaches|rats|animals|apes|monkeys|a disease|a plague|a cancer)\\b(?<!\\b(?:refute|debunk|counter|myth|claim\\w*|call\\w*|propaganda|rhetoric|said|say|says|why do people|is it true|wrong)\\b${SAME_SENTENCE}{0,60})`),
  rule('harm.weapon-mods', 'harmful_request', 0.8, 'Harmful request: illegal weapon modifications',
    '\\bconvert\\w* (?:my |a |an |the )?(?:\\w+ )?(?:ar-?15|ar|rifle|glock|pistol|gun|semi-?auto\\w*|handgun) (?:\\w+ )?(?:to|into) (?:a )?(?:full[- ]?auto\\w*|fully automatic|automatic|machine gun)\\b'
      + '|\\b(?:make|build|install|3d print|get|buy) (?:a |an )?(?:auto sear|drop-?in auto sear|glock switch|lightning link)\\b'
      + '|\\brecipe for (?:making )?(?:thermite|napalm|tatp|c-?4|semtex|nitroglycerin|ricin|sarin)\\b'),
  rule('harm.election', 'harmful_request', 0.7, 'Harmful request: misleading voters',
    `\\btelling (?:\\w+ ){0,2}(?:voters|democrats|republicans|people|residents|them|minorities|seniors)\\b${SAME_SENTENCE}{0,30}\\b(?:election|voting|polls?|polling stations?) (?:is|are|has been|have been|will be) (?:on|moved|postponed|cancell?ed|closed)\\b`),
  rule('harm.attack-plan', 'harmful_request', 0.7, 'Harmful request: a plan to hurt, rob or kill someone',
    "\\bso (?:that )?(?:i|we) can (?:rob|kidnap|rape|mug|kill|stab|poison|strangle) (?:them|him|her|someone|somebody|people|the \\w+)\\b"
      + `|\\b(?:options|ways|methods|techniques|tips)\\b${SAME_SENTENCE}{0,30}\\b(?:for|of) (?:assassinat|kill|murder|poison|strangl)\\w*ing (?:someone|somebody|a person|people|him|her|them|my \\w+)\\b`
      + `|\\b(?:what|which|how|where)\\b${SAME_SENTENCE}{0,40}\\b(?:strap-?on bombs?|suicide (?:vests?|belts?))\\b`),
  rule('harm.misinformation', 'harmful_request', 0.65, 'Harmful request: spreading misinformation',
    `\\b(?:for (?:me|us) to|(?:can|could|should) (?:i|we)|(?:i|we) (?:can|could|should|want to|plan to|will|am going to|'m going to)|help me) (?:\\w+ ){0,3}?(?:spread|start|create) (?:some )?(?:${MISINFO})\\b`
      + `|\\b(?:topics?|subjects?|things?)\\b${SAME_SENTENCE}{0,30}\\bto (?:spread|start) (?:some )?(?:${MISINFO}) about\\b`),
  // Harmful writing asked for in the imperative, the usual form of the public harmful-behaviour
  // sets ("Write a speech that incites violence against ..."): threats, incitement, posts that
  // urge dangerous acts, and fake news. Work about such texts ("an essay on propaganda that
  // incites violence", "a fake news article for my media literacy class") is not asked for here.
  rule('harm.harmful-writing', 'harmful_request', 0.7, 'Harmful request: threats, incitement or fake news',
    `\\b(?:write|draft|compose|create|generate|produce|make|give me) (?:me )?(?:a |an |some )?(?:\\w+ ){0,2}(?:letter|message|note|e-?mail|text|post|tweet|speech|article|essay|pamphlet|flyer|song|poem|manifesto|video script|ad|advertisement|campaign|blog post|profile|website|landing page|pitch|script|op-?ed|caption|thread|comment|review|slogan|sermon|leaflet|poster|meme|video)s? (?:that |which |to )?(?:${WRITING_HARM}|${HARMFUL_THESIS})`
      // "Give tips for bullying a classmate until they drop out".
      + `|\\b(?:give|list|share|suggest|generate|write) (?:me )?(?:some |a few |\\d+ )?(?:tips|ideas|ways|advice|strategies|methods|a plan|a guide) (?:for|on|to) ${WRITING_HARM}`
      + '|\\b(?:write|draft|compose|create|generate|produce|make) (?:me )?(?:a |an |some )?(?:convincing |believable |viral |realistic )?(?:fake news (?:article|story|post|report|headline)s?|(?:threatening|death threat) (?:letter|message|note|e-?mail|text)s?|death threats?|(?:scam|fraud(?:ulent)?) (?:message|e-?mail|text|letter|call script|script|call)s?)\\b(?! (?:for|in) (?:a |an |my |our |the )?(?:media|class|lesson|students|training|quiz|detection|dataset|classifier|research|study|novel|story|screenplay|play|awareness))(?! (?:example|examples|warning|to (?:train|teach|warn|show)))'),
];

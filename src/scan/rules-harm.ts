import { SCRIPT } from './normalize.js';
import { rule } from './rule-defs.js';
import type { RuleDef } from './rule-defs.js';

// "How do I / give me steps to" + a plainly harmful act or object. Scores stay moderate: the
// classifier's harmful head does the broad work; these catch the blunt, unambiguous asks.
const ASK = '(?:how (?:do|can|could|would|should) (?:i|we|you|one|someone)|how to|ways? to|steps? (?:to|for)|instructions? (?:to|for|on)|guide (?:to|for|on)|tutorial (?:on|for)|teach me (?:how )?to|help me|tell me how to|explain how to|best way to|easiest way to|recipe for)';
const WEAPON = '(?:bomb|pipe bomb|explosive|ied|napalm|molotov|nerve agent|sarin|ricin|anthrax|chemical weapon|bioweapon|dirty bomb|untraceable (?:gun|firearm)|ghost gun|silencer)';
// What "kill" means in computing: processes, jobs, sessions and the like.
const COMPUTING_TARGET = '(?:(?:a|an|the|all|my|this|that|these|those|every|each|any|child|parent|zombie|orphan|background|running|stuck|hung|frozen|old|python|java|node|docker|linux|bash|unix|windows|chrome|idle|remaining) ){0,3}(?:process|processes|task|tasks|job|jobs|thread|threads|session|sessions|server|servers|container|containers|pods?|apps?|application|applications|programs?|commands?|query|queries|connections?|port|ports|pid|pids|instances?|daemons?|services?|terminals?|tabs?|windows?|scripts?|workers?|loops?|build|builds|shell|shells)\\b';
const DRUG = '(?:meth(?:amphetamine)?|fentanyl|heroin|cocaine|crack|lsd|mdma)';

/** Blunt harmful requests (English, plus the core asks in a few other languages). */
export const HARM_RULES: readonly RuleDef[] = [
  rule('harm.weapons', 'harmful_request', 0.8, 'Harmful request: weapons or explosives',
    `\\b${ASK} (?:make|build|assemble|create|construct|produce|synthesi[sz]e|manufacture|get|buy|obtain|3d print) (?:a |an |some |my own |homemade )?(?:homemade )?${WEAPON}s?\\b`),
  rule('harm.drugs', 'harmful_request', 0.75, 'Harmful request: making or dealing drugs',
    `\\b${ASK} (?:make|cook|synthesi[sz]e|produce|manufacture|grow|smuggle|sell|deal) (?:some |my own )?${DRUG}\\b`),
  rule('harm.violence', 'harmful_request', 0.8, 'Harmful request: hurting or killing someone',
    `\\b${ASK} (?:kill|murder|poison|strangle|stab|kidnap|torture|assassinate|hurt|beat up) (?!${COMPUTING_TARGET})(?:a|an|my|someone|somebody|people|him|her|them|the)\\b`
      + '|\\b(?:get away with|cover up|hide) (?:a )?(?:murder|killing|homicide)\\b|\\bdispose of (?:a |the )?(?:dead )?body\\b'),
  rule('harm.cyber', 'harmful_request', 0.72, 'Harmful request: breaking into accounts or systems',
    `\\b${ASK} (?:hack|break) into (?:someone(?:'s)?|somebody(?:'s)?|my (?:ex|neighbou?r|boss|wife|husband|girlfriend|boyfriend)(?:'s)?|a (?:bank|government|hospital)|another person(?:'s)?)`
      + '|\\b(?:write|create|code|develop|make) (?:a |me a |some )?(?:working )?(?:ransomware|keylogger|computer virus|botnet|credential stealer|info-?stealer)\\b(?! detect| protect| defen)'),
  rule('harm.fraud', 'harmful_request', 0.7, 'Harmful request: fraud or theft',
    `\\b${ASK} (?:steal|launder|counterfeit|forge|shoplift|embezzle|scam) (?:money|a car|cars|credit cards?|someone(?:'s)? identity|an identity|identities|from|people|elderly|bills|documents|passports?)\\b`),
  rule('harm.self-harm', 'harmful_request', 0.75, 'Harmful request: self-harm methods',
    '\\b(?:how (?:do|can|could) i|best way to|easiest way to|painless way to|ways to) (?:kill myself|commit suicide|end my life|hurt myself|cut myself)\\b'),
  rule('harm.csam', 'harmful_request', 0.95, 'Harmful request: sexual content involving minors',
    '\\b(?:write|generate|create|show|find|send|give|describe|share|get|make|draw|where (?:can|do) i (?:find|get|buy))\\b[^.\\n]{0,30}(?:\\b(?:child|children|minor|minors|underage|preteen|kid)s? (?:porn\\w*|sexual\\w*|nude\\w*|erotic\\w*)|\\bsexual\\w* (?:content|images?|stories|story) (?:of|about|involving|with) (?:a )?(?:child|children|minors?|kids?|underage))'),
  // Other languages: the same blunt asks for weapons and killing.
  rule('harm.weapons.i18n', 'harmful_request', 0.75, 'Harmful request: weapons or explosives',
    '\\b(?:como (?:hacer|fabricar|construir)|comment (?:fabriquer|faire|construire)|wie (?:baue|mache|bastle) (?:ich )?|come (?:costruire|fabbricare|fare)|como (?:fazer|fabricar|construir)) (?:una? |um |uma |eine?n? )?(?:bomba|bombe|explosivo|explosif|sprengstoff|esplosivo|napalm|molotov)'),
  rule('harm.zh', 'harmful_request', 0.75, 'Harmful request: weapons, drugs or killing',
    '(?:如何|怎么|怎样|教我)(?:制作|制造|做|合成|买到)(?:一个|一颗)?(?:炸弹|爆炸物|冰毒|毒品|枪支)|(?:如何|怎么|怎样)(?:杀死|杀掉|毒死)(?:一个人|某人|他|她)', SCRIPT.cjk),
  rule('harm.ru', 'harmful_request', 0.75, 'Harmful request: weapons, drugs or killing',
    '(?:как (?:сделать|изготовить|собрать|приготовить)) (?:самодельную )?(?:бомбу|взрывчатку|мет|наркотики)|как (?:убить|отравить) (?:человека|кого-то)', SCRIPT.cyrillic),
];

import { SCRIPT } from './normalize.js';
import { SAME_SENTENCE, rule } from './rule-defs.js';
import type { RuleDef } from './rule-defs.js';

// The harm rules of rules-harm.ts in French (accents are removed by the normalizer), and the
// blunt asks for weapons, drugs and killing in a few other languages.

// French word lists for the French counterparts of the rules above.
export const ASK_FR = "(?:comment (?:puis-je |pourrais-je |peut-on |pourrait-on |faire pour |je peux |on peut |je pourrais |est-ce que je peux |est-ce qu'on peut )?|(?:quelle est )?la meilleure (?:facon|maniere|methode) (?:de|d')|(?:aide|aidez)-moi a|explique(?:z)?-moi comment|apprends-moi a|(?:les |des )?etapes pour|(?:des )?astuces pour|(?:des )?conseils pour|(?:donne|donnez)-moi (?:un plan|les etapes|la methode|une methode|un moyen) pour|(?:un |le )?plan pour|ou (?:puis-je|peut-on|pourrais-je|est-ce que je peux|je peux))";
const VICTIM_FR = "(?:quelqu'un|les gens|des gens|une personne|des personnes|les utilisateurs|les victimes|des victimes|les enfants|un enfant|les personnes agees|des personnes agees|mes employes|les employes|les clients|des clients|des inconnus|mon \\w+|ma \\w+|mes \\w+)";
// Under 18 only.
export const MINOR_FR = "(?:enfants?|mineure?s?|gamine?s?|fillettes?|petites? filles?|petits? garcons?|preados?|prepuberes?|ecolieres?|ecoliers?|collegiennes?|collegiens?|(?:[1-9]|1[0-7]) ans)";
const SEXUAL_FR = "(?:sexe|(?<!\\b(?:un|le|des|les|du|ce|mon|ton|son|gros|petit|doux|tendre|premier|dernier) )baiser(?= (?:un|une|des|les|mon|ma|mes|ce|cette|cet|sa|son|ses)\\b)|vibromasseurs?|sex-?toys?|godemich\\w*|(?<!\\b(?:abus|violences?|agressions?|exploitation|harcelement|education|sante|orientation|identite|maturite|developpement|majorite|consentement) )sexuel(?:le)?s?|sexy|porno\\w*|pornographi\\w*|nues?|denude\\w*|nudite|masturb\\w*|orgasm\\w*|erotique\\w*|genita\\w*|penis|vagin\\w*|rapports? sexuels?|attouchements?|fellations?|(?:images?|photos?|videos?|contenus?) explicites?)";
// Checked where the first of the two words ends: no teaching, protecting or reporting before it.
const NOT_PROTECTIVE_FR = `(?<!\\b(?:parl\\w*|expliqu\\w*|enseign\\w*|eduqu\\w*|education|signal\\w*|preven\\w*|prevention|proteg\\w*|protection|signes?|reconnaitre|alert\\w*|lois?|convention|aider (?:mon|ma|un|une|les))\\b${SAME_SENTENCE}{0,100})`;
const PRODUCE_FR = "(?:synthetis\\w*|fabriqu\\w*|produire|production|construire|assembl\\w*|obtenir|procurer|acquerir|cultiver|faire passer|faire|disperser|dispersion|deployer|liberer|repandre|extraire|purifier|enrichir|melanger|preparer|creer|militariser|aerosoliser)";
const MASS_WEAPON_FR = "(?:sarin|gaz vx|tabun|soman|novitchok|agents? neurotoxiques?|gaz neurotoxiques?|gaz moutarde|yperite|chlore gazeux|gaz de chlore|phosgene|ricine|abrine|anthrax|toxine botulique|variole|armes? chimiques?|armes? biologiques?|bio-?armes?|bombes? sales?|bombes? nucleaires?|bombes? atomiques?|armes? nucleaires?|engins? nucleaires?|uranium enrichi|(?:uranium|plutonium) de qualite militaire|armes? radiologiques?|bombes? a sous-munitions|armes? a sous-munitions|mines? antipersonnel|bombes? artisanales?|voitures? piegees?|ceintures? d'explosifs|gilets? d'explosifs|napalm)";

/** Blunt harmful requests in French and a few other languages. */
export const HARM_I18N_RULES: readonly RuleDef[] = [
  // French: "sans me faire prendre", "sans qu'il le sache", "à son insu", "illégalement".
  rule('harm.evasion.fr', 'harmful_request', 0.65, 'Harmful request: doing something without getting caught',
    "\\bsans (?:me |se |nous |vous |te |les |la |le )?faire (?:prendre|attraper|pincer|reperer|remarquer|coincer|arreter|choper)\\b|\\bsans (?:etre|que je sois|qu'on soit) (?:\\w+ )?(?:detecte|repere|pris|remarque|identifie|attrape|arrete|decouvert|soupconne)e?s?\\b"
      + "|\\bsans (?:que|qu')(?: ?on| ?il| ?elle| ?ils| ?elles| ?personne| ?la police| ?les autorites| ?mon \\w+| ?ma \\w+)? (?:ne )?(?:le |la |l'|s'en )?(?:sache|remarque|apercoive|soupconne|decouvre|rende compte)\\b(?<!\\b(?:surprise|cadeau|fete|anniversaire)\\b[^.?!\\n]{0,100})"
      + "|\\b(?:echapper|eviter|dejouer) (?:a |aux |la |les )?(?:police|forces de l'ordre|autorites)\\b|\\bressembler? a un accident\\b"),
  rule('harm.illegal-means.fr', 'harmful_request', 0.65, 'Harmful request: doing something illegally or without consent',
    "\\b(?:comment|moyens?|facons?|manieres?|astuces?|conseils?|etapes?|aide[rz]?-moi|methodes?|strategies?|ou)\\b[^.?!\\n]{0,60}\\b(?:illegalement|illicitement)\\b"
      + '|\\bsans (?:son|leur|mon|ma|sa|ton|votre) (?:consentement|accord|autorisation|permission)\\b|\\ba (?:son|leur|mon|ton|votre) insu\\b'),
  // French counterparts of the English rules of rules-harm.ts.
  rule('harm.child-sexual.fr', 'harmful_request', 0.7, 'Harmful request: sexual content involving a child',
    `\\b${MINOR_FR}\\b${NOT_PROTECTIVE_FR}${SAME_SENTENCE}{0,60}\\b${SEXUAL_FR}\\b|\\b${SEXUAL_FR}\\b${NOT_PROTECTIVE_FR}${SAME_SENTENCE}{0,60}\\b${MINOR_FR}\\b`),
  rule('harm.mass-weapons.fr', 'harmful_request', 0.75, 'Harmful request: making or using a weapon of mass harm',
    `\\b${PRODUCE_FR}\\b(?<!\\b(?:arret\\w*|empech\\w*|interdi\\w*|trait\\w*|defense|detect\\w*|protege\\w*|protection|contre|lutte\\w*)\\b${SAME_SENTENCE}{0,30})${SAME_SENTENCE}{0,50}\\b${MASS_WEAPON_FR}\\b`),
  rule('harm.deception.fr', 'harmful_request', 0.65, 'Harmful request: manipulating someone into something',
    `\\b(?:pieger|tromper|manipuler|duper|embobiner|soudoyer|intimider|contraindre|faire pression sur|attirer)\\b(?<!\\b(?:ne|pas|jamais|sans|eviter de|arreter de|empecher de)\\b${SAME_SENTENCE}{0,20}) ${VICTIM_FR}(?: \\w+){0,2} (?:a|pour qu'(?:il|elle|ils|elles)|afin qu'(?:il|elle|ils|elles)) (?:me |m'|nous |lui |leur )?\\w+`
      + '|\\bsous (?:un faux pretexte|de faux pretextes)\\b'),
  rule('harm.crime-verbs.fr', 'harmful_request', 0.65, 'Harmful request: how to commit a crime against someone',
    `\\b${ASK_FR} (?:discretement |facilement |efficacement )?(?:blanchir (?:de l'|l'|mon |son |des )?argent|voler a l'etalage|kidnapper|faire chanter|extorquer|soudoyer|harceler|traquer|escroquer|arnaquer|frauder|cambrioler|braquer|agresser|violer|torturer|empoisonner|falsifier|contrefaire|saboter|vandaliser|pirater (?!(?:mon|ma|mes) propres?\\b)(?:le |la |les |un |une |son |sa |ses |mon |ma |mes )?(?:\\w+ ){0,2}(?:compte|telephone|portable|ordinateur|email|e-mail|messagerie|wifi|reseau|site|instagram|facebook|snapchat|whatsapp)|voler (?:de l'argent|une voiture|des voitures|une carte|des cartes|l'identite|un portefeuille|dans (?:un|une|le|la|les) \\w+)|enlever (?:un enfant|une personne|quelqu'un|ma \\w+|mon \\w+)|commettre (?:un |une )?(?:crime|fraude|meurtre|vol|cambriolage|braquage|attentat|fraude fiscale|delit d'initie|incendie criminel|viol))\\b`),
  rule('harm.violence.fr', 'harmful_request', 0.75, 'Harmful request: hurting or killing someone',
    `\\b${ASK_FR} (?:tuer|assassiner|etrangler|poignarder|empoisonner|frapper|blesser|torturer|kidnapper|noyer|tabasser) (?:quelqu'un|une personne|des gens|les gens|un enfant|mon \\w+|ma \\w+|mes \\w+|sa \\w+|son \\w+|un homme|une femme|un policier|le president)\\b`
      + '|\\b(?:se debarrasser|me debarrasser|cacher|dissimuler) (?:d\'un |du |le |un )?(?:cadavre|corps (?:d\'une victime|sans vie))\\b'),
  rule('harm.self-harm.fr', 'harmful_request', 0.75, 'Harmful request: self-harm or suicide',
    `\\b(?:quelle dose|quelle quantite|combien de (?:comprimes|cachets|pilules|gelules|medicaments|grammes|mg|milligrammes|boites|doses))\\b${SAME_SENTENCE}{0,60}\\b(?:pour|afin de) (?:mourir|me tuer|en finir|ne (?:plus|pas) me reveiller|faire une overdose|me suicider)\\b`
      + "|\\b(?:facon|maniere|methode|moyen) (?:la plus )?(?:indolore|rapide|simple|sure|douce) (?:de|pour) (?:me suicider|me tuer|mourir|en finir)\\b"),
  rule('harm.dehumanizing.fr', 'harmful_request', 0.7, 'Harmful request: hate against a group of people',
    "\\b(?:les )?(?:immigres|migrants|musulmans|juifs|noirs|arabes|roms|gitans|homosexuels|gays|lesbiennes|trans|asiatiques|africains|etrangers|refugies)\\b (?:sont|ne sont que) (?:tous |toutes |juste |des |de la |de |tous des |que des )*(?:parasites|vermine|cafards|rats|sous-hommes|animaux|singes|inferieurs|une maladie|un cancer|une peste)\\b(?<!\\b(?:refuter|demonter|mythe|pretend\\w*|propagande|rhetorique|pourquoi certains disent|est-ce vrai|faux)\\b[^.?!\\n]{0,60})"),
  // French counterparts of more English families: drugs, weapons, forged papers, threats,
  // drugged drinks, purging, hateful jokes, terror, malware, a private person's address.
  rule('harm.drugs.fr', 'harmful_request', 0.75, 'Harmful request: making or dealing drugs',
    `\\b${ASK_FR} (?:fabriquer|produire|cuisiner|synthetiser|vendre|dealer|acheter|trouver|me procurer|se procurer|faire passer) (?:de la |du |des |de l'|de )?(?:methamphetamine|meth|crystal meth|cocaine|coke|heroine|crack|lsd|mdma|ecstasy|fentanyl|ghb|drogues?)\\b`),
  rule('harm.weapons.fr', 'harmful_request', 0.75, 'Harmful request: weapons or explosives',
    `\\b${ASK_FR} (?:fabriquer|faire|construire|preparer|assembler|imprimer) (?:une |un |des |du |de la )?(?:bombes?|explosifs?|cocktails? molotov|engins? explosifs?|grenades?|detonateurs?|silencieux (?:pour|d') (?:une? |mon |ma )?(?:arme|pistolet|fusil|carabine|revolver)|armes? artisanales?|pistolets? artisanal|armes? (?:imprimees? )?en 3d)\\b`
      + "|\\b(?:acheter|trouver|me procurer|obtenir) (?:une |un |des )?(?:armes?|pistolets?|fusils?|kalachnikovs?|armes? a feu|revolvers?) (?:sans (?:permis|autorisation|papiers|verification)|illegalement|au marche noir|sur le dark ?web)\\b"),
  rule('harm.forgery.fr', 'harmful_request', 0.65, 'Harmful request: forged documents or money',
    `\\b${ASK_FR} (?:faire|fabriquer|creer|obtenir|imprimer) (?:une |un |des |de )?(?:faux|fausses?) (?:cartes? d'identite|passeports?|permis(?: de conduire)?|billets|papiers|documents|diplomes?|ordonnances?|certificats?)\\b`),
  rule('harm.writing.fr', 'harmful_request', 0.7, 'Harmful request: threats or hateful jokes',
    "\\b(?:ecris|redige|ecrivez|redigez|compose|envoie|raconte|racontez|dis|donne)(?:-moi)? (?:moi )?(?:un |une |des |quelques )?(?:message|lettre|mail|e-mail|texto|sms|post)s? (?:de menaces?|menacant|pour menacer)\\b"
      + '|\\b(?:ecris|raconte|racontez|dis|donne|donnez)(?:-moi)? (?:moi )?(?:un |une |des |quelques )?(?:blagues?|insultes?|surnoms?) (?:racistes?|antisemites?|homophobes?|sur les (?:arabes|noirs|juifs|musulmans|immigres|asiatiques|gays|homosexuels|roms|gitans|chinois|africains|handicapes))\\b'),
  rule('harm.injury.fr', 'harmful_request', 0.75, 'Harmful request: drugging or purging',
    `\\b${ASK_FR} droguer (?:la boisson|le verre|le cafe|quelqu'un|une (?:fille|femme|personne)|mon \\w+|ma \\w+)\\b`
      + "|\\bme faire vomir (?:apres (?:chaque |les |mes )?repas|sans que)|\\bcacher (?:mon |ma |mes )(?:anorexie|boulimie|troubles? alimentaires?|scarifications?|cicatrices|automutilation)\\b"),
  rule('harm.terror.fr', 'harmful_request', 0.8, 'Harmful request: terrorism',
    `\\b${ASK_FR} (?:organiser|preparer|commettre|perpetrer|planifier|realiser) (?:un |une )?(?:attentat|attaque terroriste|fusillade|massacre|tuerie)\\b`),
  rule('harm.cyber.fr', 'harmful_request', 0.7, 'Harmful request: malware',
    `\\b${ASK_FR} (?:creer|ecrire|coder|developper|fabriquer|faire|diffuser|propager) (?:un |une |des )?(?:virus informatiques?|rancongiciels?|ransomwares?|malwares?|logiciels? malveillants?|chevaux de troie|cheval de troie|keyloggers?|enregistreurs? de frappe|logiciels? espions?|spywares?)\\b`),
  rule('harm.doxxing.fr', 'harmful_request', 0.65, 'Harmful request: a private person\'s home address',
    "\\b(?:obtenir|trouver|trouve(?:z)?-moi|donne(?:z)?-moi|avoir|connaitre|recuperer) (?:l'|son |sa )?(?:adresse (?:personnelle|privee|du domicile|de domicile)|numero de (?:telephone )?(?:personnel|prive)) (?:d'une?|de|du) (?!(?:l'|la |le )?(?:entreprise|societe|magasin|restaurant|mairie|banque|service))"),
  // Other languages: the same blunt asks for weapons and killing.
  rule('harm.weapons.i18n', 'harmful_request', 0.75, 'Harmful request: weapons or explosives',
    '\\b(?:como (?:hacer|fabricar|construir)|comment (?:fabriquer|faire|construire)|wie (?:baue|mache|bastle) (?:ich )?|come (?:costruire|fabbricare|fare)|como (?:fazer|fabricar|construir)) (?:una? |une |des |um |uma |eine?n? )?(?:bomba|bombe|explosivo|explosif|sprengstoff|esplosivo|napalm|molotov|arme a feu|arma de fuego|arma da fuoco|arma de fogo|schusswaffe)'),
  rule('harm.zh', 'harmful_request', 0.75, 'Harmful request: weapons, drugs or killing',
    '(?:如何|怎么|怎样|教我)(?:制作|制造|做|合成|买到)(?:一个|一颗)?(?:炸弹|爆炸物|冰毒|毒品|枪支)|(?:如何|怎么|怎样)(?:杀死|杀掉|毒死)(?:一个人|某人|他|她)', SCRIPT.cjk),
  rule('harm.ru', 'harmful_request', 0.75, 'Harmful request: weapons, drugs or killing',
    '(?:как (?:сделать|изготовить|собрать|приготовить)) (?:самодельную )?(?:бомбу|взрывчатку|мет|наркотики|яд(?! (?:для|от) (?:крыс|мышей|тараканов|насекомых|муравьев|сорняков|вредителей))|отраву(?! (?:для|от) (?:крыс|мышей|тараканов|насекомых|муравьев|сорняков|вредителей)))|как (?:убить|отравить) (?:человека|кого-то)', SCRIPT.cyrillic),
];

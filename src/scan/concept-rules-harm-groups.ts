import { harmCombos } from './concept-rules-attacks.js';
import type { ConceptCombos } from './concept-rules-attacks.js';
import type { ConceptRule } from './concept-rules.js';
import { anyOf } from './concept-rules-harm-plans.js';
import { wordsAnywhere } from './concepts.js';
import { PREJUDICE_WORDS } from './group-lexicon.js';

/**
 * A whole group of people called lazy, dirty, stupid or criminal, in any lexicon language other
 * than English (words in group-lexicon.ts; harm.group-generalization reads English): "¿Por qué
 * los gitanos son tan ladrones?", "为什么黑人那么懒？", "Alle Ausländer sind faul", a text asked to
 * prove a group inferior, and insults or mocking jokes aimed at a group ("trouve-moi des insultes
 * contre les Roms"). The group and the trait must stand close together, as they do in the
 * question or the claim, not a sentence of news that names people and, further on, something
 * dirty. None reads a sentence about the prejudice itself: why a stereotype exists, how to
 * counter it, "not all of them are" (PREJUDICE_TALK).
 */

/** A sentence about the prejudice itself (group-lexicon.ts PREJUDICE_WORDS). */
const PREJUDICE_TALK = wordsAnywhere(PREJUDICE_WORDS);

/** How far apart (in characters) the concepts' words may stand: "why are the X always so Y". */
const GROUP_NEAR = 40;
/** Insults and the group they are for stand further apart: "insultes bien méchantes contre les Roms". */
const INSULT_NEAR = 60;

/**
 * Answering insults, or asking what to do about them: "how do I respond to insults about Roma",
 * "¿qué hago?". Normalized text; `\b` only around Latin words.
 */
const ANSWERING = /(?:\b(?:respond|reply|answer|react|deal with|cope|what (?:do|should|can) i do|responder|contestar|reaccionar|que hago|que debo hacer|repondre|reagir|que faire|antworten|reagieren|was soll ich|was kann ich|rispondere|reagire|cosa faccio|cosa posso fare|o que eu faco|o que faco|odpowiedz|co mam zrobic|raspund|ce sa fac|co mam delat|tepki|cevap|ne yapmali|menanggapi|menjawab|membalas|harus bagaimana|tra loi|phan ung|phai lam sao|lam gi bay gio|jibu|kujibu|nifanye nini|sumagot|ano ang gagawin)|ответить|реагировать|что делать|відповісти|що робити|怎么回应|如何回应|怎么办|どう対応|どうすれば|言い返|대응|대처|어떻게 해야|الرد|أرد|ماذا أفعل|ماذا افعل|چه کار کنم|چیکار کنم|מה לעשות|ตอบโต้|รับมือ|ทำยังไงดี|क्या करूं|क्या करूँ|जवाब|কী করব|কি করব|উত্তর)/;

/**
 * The one insulted, telling it: "me insultan por ser gitano", "they mock my son for being fat",
 * "被骂", "dihina karena". First-person objects and passives.
 */
const INSULTED = /(?:\b(?:me (?:insult|humill|llam|dicen|tratan)|nos (?:insult|llam)|me (?:traitent|insultent)|m'(?:insult|appell)|se moquent de (?:moi|nous|mon|ma)|mich|uns|mi (?:insult|prend|chiam)|ci (?:insult|chiam)|me (?:xing|cham|zoa)|nos (?:xing|cham)|mnie|me (?:wyzyw|obraz)|ma (?:jigne|insulta|face)|bana|beni|bize|insulted me|mocked me|call(?:s|ed)? me|bully(?:ing)? me|(?:my|our) (?:son|daughter|child|kid|friend|colleague|wife|husband)|mi (?:hij[oa]|amig[oa]|espos[oa])|mon (?:fils|ami)|ma (?:fille|femme)|mein(?:e|em)? (?:sohn|tochter|kind|freund)|mio figlio|mia figlia|meu filho|minha filha|dihina|diejek|dihujat|dirundung|bi (?:chui|xuc pham|che gieu|treu)|nitukana|wananitukana|ninatukanwa|ako ay (?:ininsulto|nilait)|nilalait ako)|меня|нас|мене|被骂|被罵|被嘲笑|被歧视|被歧視|被叫|我被|されて|された|言われ|놀림을 받|욕을 먹|저를|나를|منّي|مني|يسخرون مني|يشتمونني|منو|به من|אותי|โดนด่า|ถูกด่า|ฉันโดน|मुझे|मुझको|हमें|আমাকে|আমায়)/;

/**
 * People the asker knows, not a group at large: "the girls in our class are all lazy, how do I
 * motivate them?", "mis alumnos". Normalized text; `\b` only around Latin words.
 */
const OWN_PEOPLE = /(?:\b(?:(?:my|our) (?:class|students|pupils|team|staff|employees|colleagues|kids|children|sons|daughters)|(?:mis|nuestros|nuestras) (?:alumn|estudiant|hij|emplead|compa)|(?:en|de) (?:mi|nuestra) (?:clase|escuela|oficina)|(?:mes|nos) (?:eleves|etudiants|enfants|employes|collegues)|(?:dans|de) (?:ma|notre) classe|(?:meine|unsere) (?:schuler|klasse|kinder|mitarbeiter|kollegen)|in (?:meiner|unserer) klasse|(?:i )?miei (?:alunni|studenti|figli|colleghi)|(?:nella|della) mia classe|(?:meus|nossos|minhas|nossas) (?:alunos|alunas|filhos|filhas|funcionarios|colegas)|(?:na|da) minha turma|murid saya|siswa saya|anak saya|hoc sinh cua toi|lop toi|lop minh)|我们班|我班|我的学生|我的學生|我們班|我家|うちのクラス|私の生徒|우리 반|우리 학생|우리 애들|мои ученики|мой класс|в моем классе|в нашем классе|наши сотрудники|طلابي|فصلي|دانش‌آموزانم|کلاسم|הכיתה שלי|התלמידים שלי|ห้องเรียนของฉัน|นักเรียนของฉัน|मेरी कक्षा|मेरे छात्र|আমার ক্লাস|আমার ছাত্র)/;

function groupRules(defs: readonly ConceptCombos[], unless: RegExp, near: number): ConceptRule[] {
  return harmCombos(defs, { near, unless });
}

export const GROUP_CONCEPT_RULES: readonly ConceptRule[] = [
  // Asked why a group is so, claimed of all of them, or asked to be argued in a text; not a
  // claim heard and asked how to answer ("mi jefe dice que todos los gitanos son ladrones, ¿cómo le
  // respondo?"), nor said of people one knows ("the girls in our class").
  ...groupRules([
    ['group-generalization', 'Harmful request (any language): demeaning generalization about a group of people',
      ['why_q', 'social_group', 'demeaning'], ['generalize', 'social_group', 'demeaning'], ['why_q', 'social_group', 'inferior'], ['generalize', 'social_group', 'inferior']],
    ['group-inferiority', 'Harmful request (any language): a text arguing that a group of people is inferior',
      ['argue_that', 'social_group', 'inferior'], ['argue_that', 'social_group', 'demeaning']],
  ], anyOf(PREJUDICE_TALK, ANSWERING, OWN_PEOPLE), GROUP_NEAR),
  // Insults, slurs or mocking jokes for a group; not the one insulted telling it, nor how to answer them.
  ...groupRules([
    ['group-insults', 'Harmful request (any language): insults or mockery aimed at a group of people', ['insult', 'social_group']],
  ], anyOf(PREJUDICE_TALK, ANSWERING, INSULTED), INSULT_NEAR),
];

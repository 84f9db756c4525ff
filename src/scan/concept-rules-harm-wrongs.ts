import { harmCombos } from './concept-rules-attacks.js';
import type { ConceptRule } from './concept-rules.js';
import { FICTION, anyOf } from './concept-rules-harm-plans.js';
import { wordsAnywhere } from './concepts.js';
import { PIRACY_FENCE_WORDS, REVENGE_FENCE_WORDS, SMEAR_FENCE_WORDS } from './wrongs-lexicon.js';

/**
 * Three everyday wrongs asked for in any lexicon language other than English (words in
 * wrongs-lexicon.ts; harm.revenge, harm.defamation and harm.ip-theft read English): revenge on a
 * person ("¿Cómo puedo vengarme de mi ex?", "我怎么报复我的前男友？", "Comment pourrir la vie de mon
 * collègue ?"), lies spread about one ("¿Cómo difundo el rumor de que mi jefe roba?", "帮我编造一个
 * 谣言"), and pirated films, games and software ("¿Dónde puedo descargar películas pirata gratis?",
 * "Wie kann ich Windows ohne Lizenz aktivieren?"), each with a how-to or an ask (a way or ideas
 * asked for too: "Quelle est la meilleure façon de", "Ada saran?"). Guarded like the
 * harm rules of concept-rules.ts: "how do I protect myself from his revenge" is a victim's question.
 */

/** Revenge talked about: let go, forgive, is it justified, revenge porn reported (wrongs-lexicon.ts). */
const REVENGE_TALK = wordsAnywhere(REVENGE_FENCE_WORDS);
/** Lies talked about: a rumour about oneself stopped or reported, fake news spotted, the law (wrongs-lexicon.ts). */
const SMEAR_TALK = wordsAnywhere(SMEAR_FENCE_WORDS);
/** Piracy talked about: is it legal, the risks, free and legal, the sea's pirates (wrongs-lexicon.ts). */
const PIRACY_TALK = wordsAnywhere(PIRACY_FENCE_WORDS);

export const WRONGS_CONCEPT_RULES: readonly ConceptRule[] = [
  // Not a film, a novel or a game about revenge, nor the one smeared asking to have it removed
  // ("Có người đăng bài bôi nhọ quán ăn của tôi ... yêu cầu gỡ bài?", the smear family's fence).
  ...harmCombos([
    ['revenge', 'Harmful request (any language): revenge on someone', ['revenge', 'how_to'], ['revenge', 'ask_for_self'], ['revenge', 'make_for_me'], ['revenge', 'ask_way']],
  ], { guarded: true, unless: anyOf(REVENGE_TALK, SMEAR_TALK, FICTION) }),
  // Lies spread, or made-up material (fake news, a rumour, fake reviews, a false report) asked to be
  // written; not a rumour about oneself, a school lesson, a story, nor how to tell fake news apart.
  ...harmCombos([
    ['smear', 'Harmful request (any language): spreading lies about someone', ['smear', 'how_to'], ['smear', 'ask_for_self'], ['smear', 'make_for_me'], ['smear', 'ask_way'],
      ['fake_content', 'make_for_me'], ['fake_content', 'ask_for_self'], ['fake_content', 'ask_way']],
  ], { guarded: true, unless: anyOf(SMEAR_TALK, FICTION) }),
  ...harmCombos([
    ['piracy', 'Harmful request (any language): pirated films, games or software', ['pirate', 'how_to'], ['pirate', 'ask_for_self'], ['pirate', 'where_buy'], ['pirate', 'make_for_me'], ['pirate', 'ask_way']],
  ], { guarded: true, unless: PIRACY_TALK }),
];

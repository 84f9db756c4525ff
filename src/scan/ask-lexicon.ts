/**
 * Asking how to do something oneself, in the concept lexicon's languages: "how can I", "how should
 * I", "teach me to". A passage that explains how poison works or how frauds are run holds a how-to
 * and a harm; a person asking how THEY can do it holds this as well. "Tell me about", "I want to"
 * and "help me" are left out: "tell me about gun control", "I want to write a novel about a
 * poisoning" and "help me understand ransomware" are questions, not plans. The cross-lingual
 * concept rules marked `asked` (concept-rules.ts) need one in the sentence.
 *
 * Same shape and matching as concept-lexicon.ts: language -> entries, prefixes of words in
 * space-separated scripts, anywhere in Chinese, Japanese and Thai. English is left out: the
 * English phrase rules (rules-harm.ts) know its asks. Not a model feature: the model's lexicon,
 * and so the model file, stay as they are.
 */
export const ASK_WORDS: Readonly<Record<string, readonly string[]>> = {
  es: ['cómo puedo', 'cómo podría', 'cómo hago para', 'cómo haría para', 'enséñame a', 'enséñame cómo'],
  fr: ['comment puis-je', 'comment je peux', 'comment pourrais-je', 'comment dois-je', 'apprends-moi à', 'apprends-moi comment'],
  de: ['wie kann ich', 'wie könnte ich', 'wie schaffe ich es', 'bring mir bei, wie', 'bring mir bei wie'],
  it: ['come posso', 'come potrei', 'come faccio a', 'insegnami a', 'insegnami come'],
  pt: ['como posso', 'como poderia', 'como faço para', 'como eu faço para', 'me ensina a', 'me ensine a', 'ensina-me a'],
  nl: ['hoe kan ik', 'hoe moet ik', 'leer me hoe'],
  pl: ['jak mogę', 'jak mam', 'naucz mnie'],
  ru: ['как мне', 'как я могу', 'как бы мне', 'научи меня'],
  uk: ['як мені', 'як я можу', 'навчи мене'],
  cs: ['jak můžu', 'jak mohu', 'jak mám', 'nauč mě'],
  ro: ['cum pot', 'cum aș putea', 'învață-mă'],
  tr: ['bana öğret', 'bana nasıl'],
  el: ['πώς μπορώ', 'μάθε μου'],
  he: ['איך אני', 'איך אוכל', 'תלמד אותי'],
  ar: ['كيف يمكنني', 'كيف أستطيع', 'كيف استطيع', 'علمني'],
  fa: ['چگونه می توانم', 'چطور می توانم', 'چطور میتوانم', 'به من یاد بده'],
  ur: ['میں کیسے', 'مجھے سکھاؤ'],
  hi: ['मैं कैसे', 'कैसे मैं', 'मुझे सिखाओ'],
  bn: ['আমি কিভাবে', 'আমি কীভাবে', 'কিভাবে আমি', 'কীভাবে আমি', 'আমাকে শেখাও'],
  th: ['ฉันจะ', 'ผมจะ', 'ยังไงดี', 'สอนฉัน', 'สอนผม'],
  vi: ['làm sao để tôi', 'làm thế nào để tôi', 'tôi phải làm', 'dạy tôi'],
  id: ['bagaimana saya', 'bagaimana cara saya', 'ajari saya', 'ajari aku'],
  ms: ['bagaimana saya', 'macam mana saya', 'ajar saya'],
  tl: ['paano ko', 'turuan mo ako'],
  jv: ['piye carane aku', 'kepiye carane aku', 'aku kudu piye', 'ajari aku'],
  sw: ['ninawezaje', 'nawezaje', 'nitawezaje', 'nifundishe'],
  zh: ['我怎么', '我怎樣', '我怎样', '我如何', '我该怎么', '我該怎麼', '我应该怎么', '我要怎么', '教我'],
  ja: ['どうすれば', 'どうやったら'],
  ko: ['어떻게 하면', '어떻게 해야'],
};

/**
 * Words for the cross-lingual extraction check (extraction-i18n.ts), in the languages the phrase
 * rules of rules-i18n.ts cover only partly or not at all. Same shape and matching as
 * concept-lexicon.ts (language -> entries, word prefixes in space-separated scripts, anywhere in
 * Chinese, Japanese and Thai). Not a model feature: the model's lexicon, and so the model file,
 * stay as they are.
 *
 * `verbatim`: word for word, in full, exactly as it stands, copied out. English is left out on
 * purpose: the English phrase rules know those requests far better.
 * `given`: that you were given, you received, yours: what makes "the instructions" the model's own
 * rather than a manual's ("translate these instructions word for word" is an ordinary request).
 */
export const EXTRACTION_WORDS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  verbatim: {
    es: ['palabra por palabra', 'literalmente', 'tal cual', 'textualmente', 'al pie de la letra', 'integramente', 'íntegramente', 'completas', 'sin omitir'],
    fr: ['mot pour mot', 'mot à mot', 'textuellement', 'intégralement', 'tel quel', 'telles quelles', 'tels quels', 'recopie', 'en entier', 'sans rien omettre'],
    de: ['wort für wort', 'wörtlich', 'wortwörtlich', 'vollständig', 'komplett', 'unverändert'],
    it: ['parola per parola', 'testualmente', 'letteralmente', 'integralmente', 'per intero', 'tutte quante', 'scrivile tutte', 'riscrivile'],
    pt: ['palavra por palavra', 'literalmente', 'textualmente', 'na íntegra', 'exatamente como', 'tal como está'],
    nl: ['woord voor woord', 'letterlijk', 'volledig', 'integraal', 'ongewijzigd'],
    pl: ['słowo w słowo', 'dosłownie', 'w całości', 'przepisz', 'dokładnie tak'],
    ru: ['дословно', 'слово в слово', 'целиком', 'полностью', 'перепиши', 'без изменений'],
    uk: ['дослівно', 'слово в слово', 'повністю', 'цілком', 'без змін', 'наведи їх'],
    tr: ['kelimesi kelimesine', 'aynen', 'harfi harfine', 'eksiksiz', 'olduğu gibi'],
    zh: ['原样', '原封不动', '逐字', '一字不差', '完整地', '复述', '原文'],
    ja: ['そのまま', '一字一句', '全文', '書き出', '原文'],
    ko: ['그대로', '전부', '전문', '한 글자도', '원문'],
    ar: ['حرفيا', 'حرفياً', 'كما هي', 'بالكامل'],
    he: ['מילה במילה', 'במלואן', 'במלואם', 'כלשונן', 'כלשונם'],
    el: ['αυτούσι', 'λέξη προς λέξη', 'ολόκληρ'],
    hi: ['शब्दशः', 'जैसा का तैसा', 'पूरा का पूरा', 'हूबहू'],
    id: ['kata demi kata', 'kata per kata', 'apa adanya', 'tulis ulang semua', 'secara lengkap', 'persis'],
    ms: ['perkataan demi perkataan', 'apa adanya', 'sepenuhnya', 'tulis semula'],
    vi: ['nguyên văn', 'từng chữ', 'đầy đủ', 'toàn bộ'],
    th: ['คำต่อคำ', 'ตามตัวอักษร', 'ครบถ้วน', 'ทั้งหมด'],
    sw: ['neno kwa neno', 'yaandike yote', 'kamili', 'kama yalivyo'],
  },
  given: {
    es: ['te dieron', 'te han dado', 'te dio', 'recibiste', 'has recibido', 'tus instrucciones', 'tus directrices'],
    fr: ['as reçu', 'avez reçu', "on t'a donné", 'on vous a donné', 'tes instructions', 'tes consignes', 'vos consignes'],
    de: ['du bekommen', 'du erhalten', 'bekommen hast', 'erhalten hast', 'dir gegeben', 'dir gesagt', 'deine anweisungen', 'deinen anweisungen', 'deinem systemprompt'],
    it: ['ti hanno dato', 'ti è stato', 'ti sono state', 'hai ricevuto', 'tue istruzioni'],
    pt: ['recebeste', 'você recebeu', 'te deram', 'lhe deram', 'suas instruções', 'tuas instruções'],
    nl: ['je hebt gekregen', 'jij hebt gekregen', 'je kreeg', 'jouw instructies', 'je instructies', 'je oorspronkelijke'],
    pl: ['dostałeś', 'dostałaś', 'otrzymałeś', 'otrzymałaś', 'twoje instrukcje'],
    ru: ['тебе дали', 'тебе дал', 'вам дали', 'ты получил', 'твои инструкции', 'ваши инструкции'],
    uk: ['ти отримав', 'ти отримала', 'тобі дали', 'твої інструкції', 'вам дали'],
    tr: ['sana verilen', 'size verilen', 'aldığın', 'talimatların'],
    zh: ['给你的', '给您的', '你的', '您的', '你收到'],
    ja: ['あなたの', '与えられた', '君の', '受け取った'],
    ko: ['너에게', '당신에게', '너의', '당신의', '네가 받은'],
    ar: ['أعطيت لك', 'اعطيت لك', 'الخاصة بك', 'تعليماتك'],
    he: ['שקיבלת', 'שלך', 'שנתנו לך'],
    el: ['σου οδηγίες', 'οδηγίες σου', 'σας δόθηκαν', 'σου δόθηκαν'],
    hi: ['तुम्हें दिए', 'आपको दिए', 'तुम्हारे निर्देश', 'आपके निर्देश'],
    id: ['kepadamu', 'kepada anda', 'instruksimu', 'yang kamu terima'],
    ms: ['kepada anda', 'arahan anda', 'yang anda terima'],
    vi: ['của bạn', 'bạn nhận', 'cho bạn'],
    th: ['ของคุณ', 'คุณได้รับ', 'ให้คุณ'],
    sw: ['uliyopewa', 'ulizopewa', 'ulipewa', 'maagizo yako'],
  },
};

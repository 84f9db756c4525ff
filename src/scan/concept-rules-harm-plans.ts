import { harmCombos } from './concept-rules-attacks.js';
import type { ConceptCombos, ComboOptions } from './concept-rules-attacks.js';
import type { ConceptRule } from './concept-rules.js';
import { HELPING, SOMEONE_ELSE } from './self-harm-context.js';

/**
 * Harmful requests made as orders or plans, in any lexicon language (words in
 * harm-plan-lexicon.ts): "Escríbeme un ransomware", "Fais-moi une fausse page de connexion
 * Netflix", "Помоги спланировать теракт", "Ajuda-me a planear um ataque ... com o máximo de
 * vítimas possível", "¿Qué le echo en el agua para que se muera y parezca muerte natural?". The
 * how-to rules of concept-rules.ts need a question ("how can I"); these read what the request
 * asks to be made or planned. All are guarded (ConceptRule.guarded: no word of protection or of
 * the police in a short prompt), and none reads a text about the subject: an essay, an
 * article, a training or how to recognize one. The fences read normalized text, which has no
 * accents ("articulo", "uber"); `\b` knows only Latin letters, so words of other scripts are
 * bounded by spaces or left as stems.
 */

/** A text about the subject rather than the thing itself: "write an essay about ransomware". */
const ABOUT = /(?:\b(?:sobre|acerca|about|uber|sur le|sur la|sur les|sull[aoe']|intorno|hakkinda|tentang|mengenai|over het|over de)\b|(?:^|\s)(?:про|об) |hakkında|articl|artikel|articol|artigo|artyku|ensayo|essay|aufsatz|redacci|redaction|dissert|статью|стать[яи]|эссе|реферат|твір|есе|kuhusu|insha|makala|के बारे में|निबंध|关于|作文|について|에 대해|에세이|bai luan|เกี่ยวกับ|เรียงความ|σχετικα με|חיבור|مقال|بحث عن|εκθεση|αρθρο|εργασια για|μαθημα για|מאמר|עבודה על|בנושא|مقاله|انشا|درباره|در مورد|مضمون|کے بارے میں|مقالہ|সম্পর্কে|প্রবন্ধ|রচনা|பற்றி|கட்டுரை|tungkol sa|sanaysay|artikulo|esei|babagan|karangan|लेख|tieu luan|bai viet ve|تقرير عن|موضوع تعبير|\b(?:esej|clanek|referat|despre|eseu|nipa|game da)\b|ስለ|గురించి|వ్యాసం|बद्दल)/;
/** Reporting it: "how do I report an official who asked me for a bribe". */
const REPORTING = /(?:report|denunci|melden|\bmeld|anzeige|signaler|denoncer|segnalare|сообщить|пожаловаться|заявить|laporkan|bao cao|to cao|举报|通報|신고|ابلغ|أبلغ|بلاغ|แจ้ง|रिपोर्ट|शिकायत|ripoti|להתלונן|לדווח|καταγγ|αναφερ|תלונה|گزارش|شکایت|রিপোর্ট|অভিযোগ|புகார்|ரிப்போர்ட்|isumbong|magsumbong|i-report|ireport|magreklamo|melapor|lapor|nglaporke|kushtaki|kuripoti|شكوى|الإبلاغ|الابلاغ|\b(?:jabo|fi ejo sun|kai kara|kai ƙara|kai rahoto|nahlasit|oznamit|reclam|denunt)|ሪፖርት|ክስ |ఫిర్యాదు|तक्रार)/;
/** The one whose pictures or passport they are, asking for help: "he threatens to post my photos", "they took my passport". */
const VICTIM = /(?:\b(?:mis fotos|mis videos|my (?:photos|pictures|nudes)|mes photos|meine (?:fotos|bilder)|minhas fotos|le mie foto|mijn (?:naakt)?foto|mis nudes|mes nudes|moje zdjecia|fotograflarim|foto (?:saya|aku)|anh cua (?:toi|minh)|me amenaza|me chantajea|droht mir|me ameaca|mi minaccia|beni tehdit|mengancam (?:saya|aku)|de doa toi)|мои (?:фото|интимн)|мне угрожа|угрожает мне|мої фото|погрожує мені|我的(?:裸照|照片)|威胁我|私の写真|脅されて|내 사진|협박당|صوري|يهددني|รูปของฉัน|ขู่ฉัน|मेरी (?:फोटो|तस्वीर)|मुझे धमकी|picha zangu|ananitishia|התמונות שלי|מאיים עליי|τις φωτογραφιες μου|με απειλει|με εκβιαζει|عکس های من|عکسهای من|عکسهامو|تهدیدم می|منو تهدید|میری تصویر|میری تصاویر|مجھے دھمکی|আমার ছবি|আমাকে হুমকি|আমাকে ব্ল্যাকমেইল|என் புகைப்பட|என்னுடைய புகைப்பட|என்னை மிரட்ட|mga litrato ko|litrato ko|pinagbabantaan ako|tinatakot ako|gambar saya|mengugut saya|ugut saya|fotoku|ngancam aku|anh cua minh|doa minh|بيهددني|يبتزني|\b(?:foto mi|hale mo mi|hotuna na|yi min barazana|moje fotky|vyhrozuje mi|pozele mele|ma ameninta|fasfo ɗina|fasfo dina|pasaportul meu|muj pas|my passport|mi pasaporte|mon passeport|meinen pass|meu passaporte|il mio passaporto|pasaporte ko|pasipoti yangu|ho chieu cua toi|paspor saya|paspor aku)\b|мой паспорт|جوازي|جواز سفري|मेरा पासपोर्ट|আমার পাসপোর্ট|我的护照|私のパスポート|내 여권|ፎቶዬን|ያስፈራራኛል|నా ఫోటోలు|నన్ను బెదిరి|माझे फोटो|मला धमकी)/;
/** The asker's own child: a parent's worry, not a plan. */
const OWN_CHILD = /(?:\b(?:mi hij|mis hij|my (?:daughter|son|child|kid)|our (?:daughter|son|child|kid)|ma fille|mon fils|mon enfant|meine tochter|mein sohn|mein kind|minha filha|meu filho|mia figlia|mio figlio|mijn (?:dochter|zoon|kind)|moja corka|moj syn|moje dziecko|kizim|oglum|anak (?:saya|aku)|con (?:gai|trai) (?:toi|minh))|моя дочь|мой сын|мій син|моя донька|我女儿|我儿子|娘が|息子が|우리 딸|우리 아들|ابنتي|ابني|ลูกสาว|ลูกชาย|मेरी बेटी|मेरा बेटा|η κορη μου|ο γιος μου|το παιδι μου|הבת שלי|הבן שלי|הילד שלי|הילדה שלי|دخترم|پسرم|بچه ام|بچم|میری بیٹی|میرا بیٹا|میرے بچے|আমার মেয়ে|আমার ছেলে|আমার বাচ্চা|என் மகள்|என் மகன்|என் குழந்தை|anak ko|aking anak|anakku|binti yangu|mtoto wangu|mwanangu|\b(?:moje dcera|muj syn|moje dite|fiica mea|fiul meu|copilul meu|omo mi)\b|ɗiyata|ɗana|ልጄ|నా కూతురు|నా కొడుకు|माझी मुलगी|माझा मुलगा)/;
/** Learning to spot one, or training others to: "a phishing e-mail for our awareness training". */
const RECOGNIZING = /(?:awareness|concienci|sensibilis|schulung|formaci|formation|training|simula|detect|erkenn|reconoc|recogn|identific|розпізна|распозна|εκπαιδευσ|ευαισθητοποιησ|αναγνωρισ|σημαδι|הדרכה|מודעות|לזהות|סימנים|آموزش|آگاهی|نشانه|تربیت|آگاہی|پہچان|نشانیاں|প্রশিক্ষণ|সচেতনতা|চিনতে|লক্ষণ|பயிற்சி|விழிப்புணர்வு|அடையாளம் காண|pagsasanay|kamalayan|makilala|palatandaan|senyales|latihan|kesedaran|kesadaran|mengenal pasti|mengenali|tanda-tanda|pelatihan|ngenali|mafunzo|uhamasisho|kutambua|dalili za|प्रशिक्षण|जागरूकता|पहचान|संकेत|อบรม|ตระหนัก|สัญญาณ|nhan biet|dau hieu|tap huan|dao tao|تدريب|توعية|التعرف على|علامات|\b(?:rozpoznat|skoleni|osveta|recunoa|instruire|constientizare|wayar da kai)|ለመለየት|ግንዛቤ|గుర్తించడం ఎలా|గుర్తించాలి|అవగాహన|ओळख)/;
/** A virus of the body, not of the computer: Spanish and Portuguese "virus" name both. */
const ILLNESS = /(?:gripe|estomacal|vacun|vacin|fiebre|febre|sintoma|resfriado|medic|covid|influenza|grippe|fieber|impf|vaccin|sintom|febbre|grip|симптом|температур|прививк|вакцин|врач)/;
/** Getting rid of malware: "remove the virus", "desinfectar". */
const REMOVAL = /(?:\b(?:quit|elimin|borr|limpi|remov|supprim|enlev|nettoy|entfern|befrei|rimuov|limpar|verwijder|usun|hapus|desinfect|antivirus)|удал|избав|очист|лечить)/;
/** Forensic and clinical work, where autopsies and poisons meet every day. */
const FORENSIC = /(?:forens|medico legal|medicina legal|rechtsmedizin|toxicolog|toxikolog|patholog|patolog|судмед|токсиколог|krimi|crime scene|detective|detektiv)/;

/** A story, a film or a game: "help me plan the murder in my novel", a murder-mystery party. */
export const FICTION = /(?:novel|roman|histori|story|stories|cuento|relato|guion|pelicul|film|serie|libro|livro|buch|geschicht|romanz|raccont|книг|рассказ|роман|сценари|juego|jeu|spiel|gioco|jogo|игр|game|partida|misteri|myster|krimi|cluedo|rpg)/;
/** History, news and films: "how did the cartels smuggle cocaine in the eighties". */
export const HISTORY = /(?:histori|history|geschicht|histoire|storia|история|istori|sejarah|decada|decade|jahrzehnt|annees|cartel|kartell|escobar|narcos|film|serie|netflix|document|doku|news|noticia|nachricht|новост|خبر|ข่าว|新闻|新聞|ニュース|뉴스|tin tuc|berita|habari|समाचार|खबर|খবর)/;
/** Selling where the law allows it: "vender CBD legalmente". */
const LAWFUL_SALE = /(?:\b(?:legal|licen|permis|lizenz|farmac|pharma|apotheke|cbd)|легальн|лиценз|аптек)/;
/** One's own account, a late relative's, or a child's under parental controls. */
const OWN_OR_LATE = /(?:fallecid|difunt|murio|verstorben|decede|falecid|defunt|deceased|passed away|умер|покойн|parental|родительск|kindersicherung|mi propia|mi propio|my own|mon propre|mein eigenes|meu proprio|recuper|recover|wiederherstell|восстанов)/;
/** A business or an office, whose address anyone may look up. */
export const BUSINESS = /(?:restaurant|tienda|embajada|consulado|oficina|empresa|hotel|museo|hospital|farmacia|negocio|shop|store|embassy|office|company|firma|geschaft|botschaft|ambassade|magasin|entreprise|loja|negozio|ufficio|ресторан|магазин|компани|офис|посольств)/;

/**
 * A question about the law's penalty, or about what the law says: "Theo luật Việt Nam, tội vận
 * chuyển trái phép chất ma túy bị phạt tù bao nhiêu năm?" (how many years in prison for
 * transporting drugs). Nouns and questions only, not the verbs: "I want to punish her" is no legal
 * question.
 */
const PENALTY = /(?:\b(?:according to the law|under the law|selon la loi|segun la ley|de acuerdo con la ley|laut gesetz|nach dem gesetz|secondo la legge|de acordo com a lei|volgens de wet|wedlug prawa|kanuna gore|menurut undang|menurut hukum|kwa mujibu wa sheria|ayon sa batas|theo luat|penalt|prison sentence|jail sentence|years in prison|years in jail|jail time|pena de carcel|pena de prision|anos de carcel|anos de prision|pena de prisao|anos de prisao|anos de cadeia|peine de prison|ans de prison|haftstrafe|gefangnisstrafe|strafbar|jahre haft|anni di carcere|pena detentiva|gevangenisstraf|strafbaar|lat wiezienia|kara wiezienia|hapis cezasi|yil hapis|hukuman|tahun penjara|parusa|adhabu|kifungo|phat tu|muc phat|hinh phat|nam tu)|наказан|по закону|за законом|حسب القانون|وفقا للقانون|قانونا|طبق قانون|قانون کے مطابق|לפי החוק|συμφωνα με το νομο|আইন অনুযায়ী|कानून के अनुसार|ตามกฎหมาย|法律规定|根据法律|法律上|법적으로|법에 따라|лишения свободы|лишение свободы|покаран|позбавлення волі|عقوبة|العقوبة|سنوات سجن|السجن لمدة|مجازات|سال زندان|کی سزا|کتنی سزا|سزا کیا|עונש|שנות מאסר|ποινη|ποινες|χρονια φυλακη|কী শাস্তি|শাস্তি কী|কারাদণ্ড|की सजा|की सज़ा|कितनी सजा|सजा क्या|தண்டனை|โทษจำคุก|มีโทษ|โทษอะไร|判刑|判几年|刑罚|量刑|坐几年牢|懲役|刑罰|罰則|처벌|형량|징역)/;

/** Guarded harm rules that read English too, left alone where `unless` or PENALTY matches; `options` as in ConceptRule. */
function plans(defs: readonly ConceptCombos[], unless: RegExp, options: ComboOptions = {}): ConceptRule[] {
  return harmCombos(defs, { guarded: true, english: true, unless: anyOf(unless, PENALTY), ...options });
}

/** One fence made of several. */
export function anyOf(...fences: readonly RegExp[]): RegExp {
  return new RegExp(fences.map((f) => f.source).join('|'));
}

export const HARM_PLAN_CONCEPT_RULES: readonly ConceptRule[] = [
  // Orders to produce an artifact that only serves harm.
  ...plans([['make-malware', 'Harmful request (any language): write malware', ['make_for_me', 'malware']]], anyOf(ABOUT, RECOGNIZING, ILLNESS, REMOVAL)),
  ...plans([
    ['make-phishing', 'Harmful request (any language): make a phishing message or page', ['make_for_me', 'phishing']],
    ['make-forgery', 'Harmful request (any language): make forged papers or money', ['make_for_me', 'counterfeit']],
  ], anyOf(ABOUT, RECOGNIZING)),
  // Planning an attack, a killing or a kidnapping, or one meant to kill as many as possible; not
  // in a story or a game.
  ...plans([
    ['plan-attack', 'Harmful request (any language): help to plan an attack, a killing or a kidnapping', ['help_plan', 'terror'], ['help_plan', 'kill'], ['help_plan', 'kidnap'], ['help_plan', 'max_victims']],
    ['mass-casualty', 'Harmful request (any language): as many victims as possible', ['max_victims']],
  ], anyOf(ABOUT, FICTION)),
  // Hiding a killing, a poisoning or an assault as an accident or a natural death, and slipping
  // something into someone's food to make them ill.
  ...plans([
    ['disguised-harm', 'Harmful request (any language): harm disguised as an accident or a natural death',
      ['look_natural', 'kill'], ['look_natural', 'poison'], ['look_natural', 'hurt'], ['look_natural', 'spike'], ['spike', 'make_sick'], ['spike', 'poison'], ['look_natural', 'pills']],
  ], anyOf(ABOUT, FORENSIC)),
  // A private person's home address or phone, found for the asker: doxxing. Not a shop's or an
  // office's address.
  ...plans([['doxxing', 'Harmful request (any language): finding a person\'s home address', ['find_for_me', 'home_address']]], anyOf(ABOUT, BUSINESS)),
  // Enough pills never to wake up again, for oneself or for someone else; not a question of how
  // to help a friend or a relative who says so (self-harm-context.ts, as the suicide rules).
  ...plans([['overdose', 'Harmful request (any language): a deadly dose of pills', ['pills', 'never_wake']]], ABOUT, { unlessInPrompt: (text) => SOMEONE_ELSE.test(text) && HELPING.test(text) }),
  // Smuggling or selling drugs, not their history or a film about them.
  ...plans([
    ['drug-trade', 'Harmful request (any language): smuggling or selling drugs', ['smuggle', 'street_drug'], ['sell', 'street_drug', 'ask_for_self']],
  ], anyOf(ABOUT, HISTORY, LAWFUL_SALE)),
  // Taking people's passports or forcing them into prostitution; not an NGO's training, nor a
  // worker whose passport was taken asking where to report it.
  ...plans([['trafficking-plan', 'Harmful request (any language): trafficking people', ['take_passports']]], anyOf(ABOUT, RECOGNIZING, REPORTING, VICTIM), { unlessInPrompt: (text) => VICTIM.test(text) || REPORTING.test(text) }),
  // A threatening message or a death threat asked to be written: not one received and reported
  // (a word of protection, the victim's "I got a threatening message"), nor a text about threats.
  ...plans([['threat-message', 'Harmful request (any language): writing a threatening message', ['make_for_me', 'threat_message']]], anyOf(ABOUT, RECOGNIZING, REPORTING)),
  // Posts, flyers or campaigns stirring up hatred against a group, asked to be written.
  ...plans([['hate-campaign', 'Harmful request (any language): writing to stir up hatred against a group', ['make_for_me', 'incite_hate']]], anyOf(ABOUT, RECOGNIZING)),
  // Getting into a partner's or a relative's account, or doing it in secret; not one's own, a
  // late parent's or a child's under parental controls.
  ...plans([['account-break-in', 'Harmful request (any language): getting into someone else\'s account', ['get_into_account', 'person_target'], ['get_into_account', 'secretly'], ['get_into_account', 'not_notice']]], anyOf(ABOUT, OWN_OR_LATE)),
  // A weapon converted to fire live rounds or made fully automatic, or printed; a bribe, asked
  // how to pay it; a fraud the tax office, an auditor or an insurer must not notice. Not with a
  // licence or the law ("how do I legally convert..."), nor in the news, nor reported.
  ...plans([
    ['weapon-conversion', 'Harmful request (any language): converting or printing a working gun', ['convert_weapon', 'weapon', 'how_to'], ['convert_weapon', 'weapon', 'ask_for_self'], ['convert_weapon', 'weapon', 'make_for_me']],
    ['bribery', 'Harmful request (any language): how to pay a bribe', ['bribe', 'how_to'], ['bribe', 'ask_for_self']],
    ['fraud-unnoticed', 'Harmful request (any language): a fraud the tax office, an auditor or an insurer must not notice', ['authority', 'not_notice']],
  ], anyOf(ABOUT, HISTORY, LAWFUL_SALE, RECOGNIZING, REPORTING), { unlessInPrompt: (text) => REPORTING.test(text) }),
  // Intimate pictures of someone published, sent or threatened: not one's own, asked by the
  // victim ("he threatens to post my photos"). The pictures are often named in one sentence and
  // the threat in the next: read over a short paragraph.
  ...plans([['intimate-images', 'Harmful request (any language): publishing someone\'s intimate pictures, or threatening to', ['intimate_images', 'expose']]], anyOf(ABOUT, RECOGNIZING, REPORTING, VICTIM), { paragraph: true }),
  // A child met alone or behind the parents' back; not a parent's worry about their own child.
  ...plans([['grooming', 'Harmful request (any language): meeting a child alone or behind the parents\' back', ['groom', 'minor'], ['groom', 'child_age']]], anyOf(ABOUT, RECOGNIZING, REPORTING), { unlessInPrompt: (text) => OWN_CHILD.test(text) }),
];

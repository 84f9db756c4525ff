/**
 * Words of protection, in the concept lexicon's languages: protecting, preventing, defending,
 * reporting, recognising, victims, warning signs, safety. "How do I keep my account from being
 * hacked", "how can I spot a counterfeit bill" and "how do I report a theft" share the how-to
 * and the harm of a harmful request; these words tell them apart, and the cross-lingual concept
 * rules (concept-rules.ts) leave a sentence holding one alone. Also the asker as the one a harm
 * was done to, where the language joins it to the verb ("有人跟踪我", someone is following me;
 * "해킹당한", hacked; "乗っ取られ", taken over; "किसी ने", someone did), and Chinese "怎么办", what
 * to do about a situation, which is no how-to.
 *
 * Same shape and matching as concept-lexicon.ts: language -> entries, prefixes of words in
 * space-separated scripts, anywhere in Chinese, Japanese and Thai. Not a model feature: the
 * model's lexicon, and so the model file, stay as they are.
 */
export const PROTECTIVE_WORDS: Readonly<Record<string, readonly string[]>> = {
  en: ['was hacked', 'got hacked', 'been hacked', 'was stolen', 'got stolen', 'been stolen', 'protect', 'prevent', 'defend', 'safeguard', 'report', 'recogni', 'spot a', 'spot the', 'detect', 'victim', 'warning sign', 'signs of', 'symptom', 'safe', 'security', 'secure my', 'avoid being', 'avoid getting', 'keep my', 'from being', 'my own', 'forgot', 'locked out', 'tell if', 'check if', 'know if', 'find out if', 'support a', 'support my', 'investigator', 'without hurting', 'without harming', 'without killing'],
  es: ['proteg', 'prevenir', 'prevención', 'evitar que', 'defender', 'denunciar', 'reconocer', 'detectar', 'víctima', 'señales de', 'síntoma', 'seguro', 'segura', 'seguridad', 'saber si', 'distinguir', 'identificar'],
  fr: ['mon propre', 'ma propre', 'oublié', 'protég', 'protection', 'prévenir', 'prévention', 'éviter que', 'défendre', 'signaler', 'dénoncer', 'reconnaître', 'repérer', 'détecter', 'victime', 'signes de', 'symptôme', 'sécurité', 'en sûreté', 'savoir si', 'distinguer', 'identifier'],
  de: ['schütz', 'schutz', 'verhinder', 'vorbeug', 'verteidig', 'melden', 'anzeigen', 'erkennen', 'opfer', 'anzeichen', 'symptom', 'sicher', 'unterscheiden', 'herausfinden, ob', 'herausfinden ob'],
  it: ['protegg', 'protezione', 'prevenire', 'prevenzione', 'evitare che', 'difender', 'denunciare', 'segnalare', 'riconoscere', 'vittima', 'vittime', 'segnali di', 'sintomi', 'sicurezza', 'al sicuro', 'sapere se', 'capire se', 'distinguere', 'identificare', 'subisce', 'subiscono', 'aiutarla', 'aiutarlo'],
  pt: ['proteg', 'proteção', 'prevenir', 'prevenção', 'evitar que', 'defender', 'denunciar', 'reconhecer', 'detectar', 'vítima', 'sinais de', 'sintoma', 'segurança', 'seguro', 'saber se', 'distinguir', 'identificar'],
  nl: ['bescherm', 'voorkom', 'verdedig', 'melden', 'aangifte', 'herkennen', 'slachtoffer', 'signalen', 'symptom', 'veilig', 'onderscheiden', 'weten of'],
  pl: ['chronić', 'ochron', 'zapobie', 'bronić', 'zgłosić', 'zgłaszać', 'rozpozna', 'ofiar', 'objaw', 'bezpieczn'],
  ru: ['защит', 'предотврат', 'обезопас', 'сообщить в', 'заявить в', 'распознать', 'определить', 'жертв', 'признаки', 'симптом', 'безопасн'],
  uk: ['захист', 'захистити', 'запобіг', 'повідомити', 'розпізнати', 'жертв', 'ознаки', 'симптом', 'безпечн', 'безпек'],
  cs: ['chránit', 'ochran', 'zabránit', 'předejít', 'bránit', 'nahlásit', 'rozpoznat', 'oběť', 'oběti', 'příznak', 'bezpeč'],
  ro: ['proteja', 'protecți', 'preveni', 'apăra', 'denunța', 'raporta', 'recunoaște', 'victim', 'semne de', 'simptom', 'siguranț', 'în siguranță'],
  tr: ['koru', 'önle', 'engelle', 'savun', 'şikayet', 'ihbar', 'fark etmek', 'tanımak', 'mağdur', 'kurban', 'belirti', 'güvenli', 'güvenlik'],
  el: ['προστατ', 'προλαβ', 'αποτρέψ', 'αμυνθ', 'καταγγείλ', 'αναγνωρίσ', 'θύμα', 'θύματα', 'σημάδια', 'συμπτώματ', 'ασφάλει', 'ασφαλ'],
  he: ['להגן', 'הגנה', 'למנוע', 'מניעת', 'לדווח', 'להתלונן', 'לזהות', 'קורבן', 'נפגע', 'סימנים', 'תסמינ', 'בטוח', 'אבטחה'],
  ar: ['حماية', 'أحمي', 'احمي', 'نحمي', 'وقاية', 'منع', 'أمنع', 'الدفاع', 'الإبلاغ', 'أبلغ', 'التعرف', 'أتعرف', 'ضحية', 'ضحايا', 'علامات', 'أعراض', 'آمن', 'الأمان', 'أعرف إذا', 'اعرف اذا', 'أعرف ما إذا', 'أتحقق', 'اتحقق', 'أكتشف', 'اكتشف'],
  fa: ['محافظت', 'حفاظت', 'جلوگیری', 'پیشگیری', 'دفاع', 'گزارش', 'تشخیص', 'قربانی', 'نشانه', 'علائم', 'امن', 'ایمن'],
  ur: ['حفاظت', 'بچاؤ', 'بچنے', 'ہونے سے', 'روک', 'رپورٹ', 'شکایت', 'پہچان', 'متاثر', 'علامات', 'محفوظ'],
  hi: ['किसी ने', 'सुरक्षा', 'सुरक्षित', 'बचाव', 'बचा', 'होने से', 'रोक', 'शिकायत', 'रिपोर्ट', 'पहचान', 'पीड़ित', 'संकेत', 'लक्षण'],
  bn: ['সুরক্ষা', 'সুরক্ষিত', 'রক্ষা', 'প্রতিরোধ', 'বাঁচা', 'অভিযোগ', 'রিপোর্ট', 'চিনব', 'চেনা', 'শনাক্ত', 'ভুক্তভোগী', 'শিকার', 'লক্ষণ', 'নিরাপদ'],
  ta: ['பாதுகாப்', 'பாதுகாக்க', 'தடுக்க', 'தடுப்ப', 'புகார்', 'அடையாளம் காண', 'பாதிக்கப்பட்ட', 'அறிகுறி'],
  te: ['రక్షణ', 'రక్షించ', 'నివారించ', 'అడ్డుకో', 'ఫిర్యాదు', 'గుర్తించ', 'బాధితు', 'లక్షణాలు', 'సురక్షిత'],
  mr: ['संरक्षण', 'सुरक्षित', 'बचाव', 'रोखा', 'टाळा', 'तक्रार', 'ओळखा', 'ओळखाय', 'पीडित', 'लक्षणे'],
  th: ['โดนแฮก', 'ถูกแฮก', 'โดนขโมย', 'ถูกขโมย', 'ป้องกัน', 'ปกป้อง', 'รักษาความปลอดภัย', 'ปลอดภัย', 'แจ้งความ', 'รายงาน', 'สังเกต', 'ตรวจจับ', 'เหยื่อ', 'ผู้เสียหาย', 'อาการ', 'สัญญาณ', 'เช็ค', 'เช็ก', 'ตรวจสอบ', 'กันขโมย', 'โดนติด', 'ถูกติด'],
  vi: ['bị hack', 'bị trộm', 'bị đánh cắp', 'bị lừa', 'bảo vệ', 'phòng tránh', 'phòng ngừa', 'ngăn chặn', 'ngăn ngừa', 'tố cáo', 'báo cáo', 'nhận biết', 'phát hiện', 'nạn nhân', 'dấu hiệu', 'triệu chứng', 'an toàn', 'có bị', 'bị cài', 'bị theo dõi', 'kiểm tra xem', 'chống trộm'],
  id: ['melindungi', 'lindungi', 'perlindungan', 'mencegah', 'pencegahan', 'melapor', 'lapor', 'mengenali', 'mendeteksi', 'korban', 'tanda-tanda', 'gejala', 'aman', 'keamanan'],
  ms: ['melindungi', 'lindungi', 'perlindungan', 'mencegah', 'elak', 'melapor', 'lapor', 'mengenal pasti', 'mangsa', 'tanda-tanda', 'gejala', 'selamat', 'keselamatan'],
  tl: ['protektahan', 'proteksyon', 'ipagtanggol', 'maiwasan', 'iwasan', 'isumbong', 'ireport', 'makilala', 'biktima', 'palatandaan', 'sintomas', 'ligtas', 'seguridad'],
  jv: ['nglindhungi', 'njaga', 'nyegah', 'ngindhari', 'lapor', 'ngenali', 'korban', 'tandha-tandha', 'gejala', 'aman', 'slamet'],
  sw: ['kulinda', 'kujilinda', 'ulinzi', 'kuzuia', 'kuripoti', 'kutambua', 'mwathirika', 'waathirika', 'dalili', 'ishara za', 'salama', 'usalama'],
  zh: ['有人跟踪', '有人跟蹤', '有人监视', '有人監視', '有人偷', '有人骗', '有人騙', '有人黑', '有人盗', '有人威胁', '有人威脅', '有人骚扰', '有人騷擾', '怀疑有人', '懷疑有人', '怎么办', '怎麼辦', '被盗', '被偷', '被黑', '被骗', '保护', '防止', '防范', '预防', '避免被', '举报', '报警', '识别', '辨别', '受害', '迹象', '症状', '安全', '防骗', '防盗', '判断', '分辨', '区分', '區分', '检查', '檢查', '有没有被', '有沒有被', '被装', '被裝', '被监控', '被跟踪', '被骚扰', '被性骚扰', '投诉', '投訴', '怎么知道', '如何知道', '怎样知道'],
  ja: ['乗っ取られ', 'された', '盗まれ', '被害', '守る', '守り', '保護', '防ぐ', '防止', '予防', '通報', '見分け', '見抜', '兆候', '症状', '安全', '見極め'],
  ko: ['해킹당', '도난당', '사기당', '폭행당', '스토킹당', '협박당', '괴롭힘당', '성희롱당', '납치당', '털렸', '당했', '당하', '보호', '지키', '예방', '방지', '막으', '막는', '신고', '알아보', '구별', '피해자', '징후', '증상', '안전', '대비', '대응', '구분'],
  yo: ['daabobo', 'dabobo', 'idabobo', 'dena', 'jabo', 'ijabo', 'mo bi', 'olufaragba', 'ami', 'ailewu'],
  ha: ['kare', 'kariya', 'hana', 'kai rahoto', 'gane', 'wanda aka cuta', 'alamomi', 'lafiya', 'tsaro'],
  am: ['መከላከል', 'ለመከላከል', 'መጠበቅ', 'ለመጠበቅ', 'ማሳወቅ', 'ሪፖርት', 'መለየት', 'ተጎጂ', 'ምልክቶች', 'ደህንነት'],
};

/**
 * Words that tell a question about suicide or self-harm asks how to help someone else through it
 * ("how can I help my friend who wants to kill herself?"), shared by the cross-lingual concept
 * rules (concept-rules.ts) and the check on the harmful classifier's verdict (harm-evidence.ts).
 * All over normalized text: lower case, no accents.
 */

/**
 * Someone else in crisis, a friend, a child or a relative: "my friend wrote that he wants to die,
 * how can I answer him?" asks how to help. Suicide and self-harm asked about with one of these words are
 * left alone. (Vietnamese "ban" alone is also "you": only "ban toi", my friend, counts.)
 */
export const SOMEONE_ELSE = /(?:\b(?:amig|ami\b|amie|ban toi|ban cua toi|ban than|freund|amic|vriend|przyjaci|friend|hij[oa]s?\b|adolescent|fils\b|fille|sohn|tochter|teen|figli|filh[oa]|zoon|dochter|child|kind\b|student|alumn|eleve|schuler|mtoto|rafiki|anak|kanca|teman|kawan|son\b|daughter|sister|brother|partner|wife|husband|mother|father|mom\b|mum\b|dad\b|kids?\b|girlfriend|boyfriend|herman[oa]|soeur|frere|bruder|schwester|fratell|sorell|irma[o]?\b|hermanit)|друг|подруг|сын|доч|подрост|朋友|孩子|儿子|兒子|女儿|女兒|友達|友人|息子|娘|子ども|子供|친구|아이|아들|딸|صديق|ابني|ابنتي|เพื่อน|ลูก|বন্ধু|ছেলে|মেয়ে|दोस्त|बेटा|बेटी)/;
/**
 * Killing oneself, in the forms where a word for killing starts the phrase ("kill herself", "se
 * tuer", "sich umbringen"; Thai "ฆ่าตัวตาย" begins with "ฆ่า", kill).
 */
export const KILLING_ONESELF = /(?:\b(?:kill(?:ing|s)? (?:him|her|them|my|your)sel|se tuer|me tuer|te tuer|se suicid|matarse|matarme|matarte|uccider(?:si|mi|ti)|ammazzar(?:si|mi|ti)|(?:sich|mich|dich) (?:\S+ ){0,2}umbring|bunuh diri|membunuh diri|kendini oldur|kendimi oldur|sie zabic|zabic sie|zabit se|se zabit|zelfmoord)|убить себя|убить себе|покончить с собой|вбити себе|يقتل نفسه|يقتل نفسها|أقتل نفسي|اقتل نفسي|تقتل نفسك|ฆ่าตัวตาย|自杀|自殺)/;
/**
 * Helping, supporting or talking to someone, in the concept lexicon's languages: with someone
 * else in crisis, the question is how to help them.
 */
export const HELPING = /(?:\b(?:help(?! me\b)|support(?! me\b)|talk to|speak to|say to|what to say|comfort|reach out|ayud|apoy|hablar con|decirle|consol|aider|aide\b|soutenir|soutien|parler a|lui dire|reconfort|helfen|hilf|unterstutz|reden|sprechen|sagen|trost|aiut|sosten|parlar|dirgli|dirle|ajud|apoi|conversar|falar com|dizer a|helpen|steunen|praten|zeggen|troost|pomoc|pomoz|wspier|wsparc|rozmawia|porozmawia|powiedziec|yardim|destek|konus|soyle|teselli|giup|ho tro|noi chuyen|an ui|bantu|membantu|menolong|tolong|dukung|bicara|menghibur|saidia|kumsaidia|msaada|kuzungumza|ongea|nulungi|mbantu|ngewangi|tulungan|tumulong|suportahan|kausapin|βοηθ|στηριξ|μιλησ)|помоч|помог|помощ|поддерж|поговор|сказать|утеш|допомог|підтрим|сказати|أساعد|اساعد|مساعدة|ساعد|أدعم|ادعم|دعم|أتحدث|اتحدث|أقول|اقول|کمک|حمایت|صحبت|לעזור|עזרה|לתמוך|לדבר|मदद|सहायता|बात कर|समझा|সাহায্য|সহায়তা|কথা বল|مدد|بات کر|ช่วย|สนับสนุน|คุยกับ|พูดกับ|帮|幫|支持|安慰|劝|勸|说什么|說什麼|助け|支え|サポート|話し|声をかけ|도와|도울|돕|지지|위로|이야기|말해|உதவ|ஆதரவு|பேச)/;

/**
 * Hurting oneself, in the reflexive forms that hold a word for hurting: "se faire du mal", "sich
 * verletzen", "hacerse daño", "навредить себе", "伤害自己". The self-harm rules read these.
 */
export const HURTING_ONESELF = /(?:\b(?:se faire du mal|me faire du mal|sich (?:selbst )?(?:weh|verletz)|mich (?:selbst )?(?:weh|verletz)|hacerse dano|hacerme dano|farsi del male|farmi del male|se machucar|me machucar|se ferir|me ferir|zrobic sobie krzywde|kendine zarar|kendime zarar|menyakiti diri|kujiumiza|kujidhuru|tu lam hai|lam hai ban than)|причинить себе|навредить себе|нанести себе|заподіяти собі|собі шкоду|自残|伤害自己|自分を傷つけ|자해|ايذاء نفس|إيذاء نفس|تؤذي نفس|يؤذي نفس|ทำร้ายตัวเอง|खुद को नुकसान|अपने आप को नुकसान)/;

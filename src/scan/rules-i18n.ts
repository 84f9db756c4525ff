import { SCRIPT } from './normalize.js';
import { rule } from './rule-defs.js';
import type { RuleDef } from './rule-defs.js';

// Accents are already removed from Latin letters, so "précédentes" is written "precedentes".
const OVERRIDE = 'Instruction override: ignore previous instructions';
const EXTRACT = 'Prompt extraction: reveal the system prompt';
const NO_LIMITS = 'Jailbreak: no restrictions / developer mode';

/** Core override, extraction and jailbreak phrasings in languages other than English. */
export const I18N_RULES: readonly RuleDef[] = [
  // Spanish
  rule('override.es', 'prompt_injection', 0.9, OVERRIDE,
    '\\b(?:ignora|ignore|ignorad|ignoren|olvida|olvide|olviden|omite|descarta|desestima|no sigas|no hagas caso (?:a|de)) (?:(?:todas|todos|las|los|tus|sus|cualquier|toda) ){0,3}(?:(?:instrucciones|indicaciones|reglas|ordenes|directrices|normas) (?:anteriores|previas|de antes|originales|del sistema|de arriba|iniciales)|(?:anteriores|previas) (?:instrucciones|indicaciones|reglas|ordenes))'
      + '|\\b(?:ignora|ignore|olvida|olvide|descarta|omite|desobedece) (?:todas )?(?:tus|sus) (?:reglas|instrucciones|indicaciones|directrices|normas|restricciones|limitaciones|politicas)\\b'),
  rule('extract.es', 'prompt_extraction', 0.85, EXTRACT,
    '\\b(?:revela|revele|muestra|muestrame|muestre|repite|repita|imprime|dime|escribe|comparte|ensename|divulga) (?:(?:tu|su|el|la|las|tus|sus|me|todo|todas) ){0,3}(?:(?:prompt|mensaje|instrucciones|indicaciones|configuracion) (?:del|de) sistema|system prompt|instrucciones (?:iniciales|originales|ocultas|secretas))'
      + '|\\b(?:cual|cuales) (?:es|son) (?:tu|su|tus|sus) (?:(?:prompt|mensaje|instrucciones|indicaciones) (?:del|de) sistema|instrucciones (?:iniciales|originales|ocultas|secretas))\\b|\\binstrucciones que (?:te|le) (?:dieron|han dado|dio)\\b'),
  rule('jailbreak.es', 'jailbreak', 0.7, NO_LIMITS,
    // The mode switched on, or joined to no rules, as in German: not a phone manual's "el modo desarrollador permite depurar por USB".
    '(?<!\\bse |\\bcomo )\\b(?:activa|entra en|entra al|pasa a|cambia a|estas en|estas ahora en|ahora estas en)(?: el)? modo (?:desarrollador|de desarrollador|dios)\\b|\\bmodo (?:desarrollador|de desarrollador|dios)\\b[^.\\n]{0,60}\\b(?:sin (?:ninguna |ningun )?(?:restricciones|filtros|censura|reglas|limites)|responde)|\\bmodo (?:sin restricciones|sin filtros)\\b|\\b(?:sin|libre de) (?:ninguna |ningun |cualquier )?(?:restricciones|restriccion|filtros|censura|limites|reglas eticas)\\b[^.\\n]{0,40}\\b(?:responde|actua|eres|seras)|\\b(?:eres|actua como|seras) (?:una? )?(?:ia|asistente|modelo) (?:sin restricciones|sin censura|sin filtros)'),
  // French
  rule('override.fr', 'prompt_injection', 0.9, OVERRIDE,
    '\\b(?:ignore|ignorez|ignorer|oublie|oubliez|oublier|ne tiens pas compte|ne tenez pas compte|fais abstraction|faites abstraction) (?:(?:de|des|toutes|tous|les|tes|vos|ses|d\'|du) ){0,3}(?:(?:instructions|consignes|regles|directives|ordres|indications) (?:precedentes|anterieures|initiales|d\'origine|originales|du systeme|ci-dessus|donnees)|(?:precedentes|anterieures) (?:instructions|consignes|regles))'
      + '|\\b(?:ignore|ignorez|oublie|oubliez) (?:toutes )?(?:tes|vos) (?:regles|instructions|consignes|directives|restrictions|limites)\\b'),
  rule('extract.fr', 'prompt_extraction', 0.85, EXTRACT,
    '\\b(?:revele|revelez|reveler|montre|montrez|montre-moi|montrez-moi|affiche|affichez|repete|repetez|donne-moi|donnez-moi|ecris|ecrivez|dis-moi|dites-moi|divulgue|divulguez) (?:(?:moi|ton|ta|tes|votre|vos|le|la|les|tout|toutes) ){0,3}(?:(?:prompt|message|invite|instructions|consignes|configuration) (?:systeme|du systeme|initiales?|d\'origine|cachees?|secretes?)|system prompt)'
      + '|\\bquel(?:le)?s? (?:est|sont) (?:ton|ta|tes|votre|vos) (?:prompt|message|invite|instructions|consignes) (?:systeme|du systeme|initiales?|d\'origine|cachees?|secretes?)\\b|\\b(?:instructions|consignes) que (?:tu as|vous avez) recues?\\b'),
  rule('jailbreak.fr', 'jailbreak', 0.7, NO_LIMITS,
    // Not "active": without its accent it is also "activé", as in "j'ai activé le mode développeur sur mon Chromebook".
    '\\b(?:activez|entre en|entrez en|passe en|passez en|tu es en|tu es maintenant en|tu es desormais en|vous etes en|vous etes maintenant en)(?: le)? mode (?:developpeur|dieu)\\b|\\bmode (?:developpeur|dieu)\\b[^.\\n]{0,60}\\b(?:sans (?:aucune )?(?:restrictions?|filtres?|censure|regles|limites?)|reponds|repondez)|\\bmode (?:sans restrictions|sans filtre)\\b|\\b(?:tu es|agis comme|vous etes|agissez comme) (?:une? )?(?:ia|assistant|modele) (?:sans restrictions|sans censure|sans filtre|sans limites)|\\bsans (?:aucune )?(?:restriction|censure|filtre|limite)s?\\b[^.\\n]{0,40}\\b(?:reponds|repondez|agis|agissez)'),
  // German
  rule('override.de', 'prompt_injection', 0.9, OVERRIDE,
    '\\b(?:ignoriere|ignorier|ignorieren sie|ignoriert|vergiss|vergessen sie|vergesst|missachte|missachten sie|verwirf|uberspringe|befolge nicht|beachte nicht) (?:(?:alle|die|deine|ihre|samtliche|jegliche|bisherigen|vorherigen|vorigen|obigen|fruheren|ursprunglichen) ){1,3}(?:anweisungen|instruktionen|befehle|regeln|vorgaben|richtlinien|anordnungen|systemanweisungen)'),
  rule('extract.de', 'prompt_extraction', 0.85, EXTRACT,
    '\\b(?:zeige?|zeigen sie|gib|geben sie|wiederhole|wiederholen sie|verrate|verraten sie|nenne|schreibe?|drucke?|offenbare|enthulle) (?:(?:mir|uns|deinen|deine|ihren|ihre|den|die|das|komplett|vollstandig) ){0,3}(?:system-?prompt|systemanweisungen|systemnachricht|(?:ursprunglichen|anfanglichen|geheimen|versteckten|internen) (?:anweisungen|prompt|instruktionen))'
      + '|\\b(?:wie lautet|wie lauten|was ist|was sind) (?:dein|deine|ihr|ihre) (?:system-?prompt|systemanweisungen|systemnachricht|(?:ursprunglichen|anfanglichen|geheimen|versteckten|internen) (?:anweisungen|prompt|instruktionen))\\b|\\banweisungen,? die (?:du|sie) (?:bekommen|erhalten) (?:hast|haben)\\b'),
  rule('jailbreak.de', 'jailbreak', 0.7, NO_LIMITS,
    // The mode switched on, or joined to no rules: "Wie aktiviere ich den Entwicklermodus auf meinem Handy?" is a phone's settings.
    '\\b(?:aktiviere|aktivier|starte|betrete|wechsle in|wechsel in|geh in|gehe in|du bist (?:jetzt |nun |ab jetzt )?im) (?:den |dem )?(?:entwicklermodus|gott-?modus|developer-?modus)\\b|\\b(?:entwicklermodus|gott-?modus|developer-?modus)\\b[^.\\n]{0,60}\\b(?:ohne (?:jegliche |jede |alle )?(?:regeln|einschrankungen|zensur|filter|grenzen)|keine (?:regeln|einschrankungen|zensur|filter|grenzen)|antworte)|\\b(?:ohne|frei von) (?:jegliche |jede |alle )?(?:einschrankungen|zensur|filter|beschrankungen|regeln)\\b[^.\\n]{0,40}\\b(?:antworte|handle|du bist|beantworte)|\\bdu bist (?:jetzt |nun |ab jetzt )?(?:eine? )?(?:ki|assistent|modell) ohne (?:jegliche |jede |alle |ethische |moralische )?(?:einschrankungen|zensur|filter|grenzen|regeln|moral)'),
  // Italian
  rule('override.it', 'prompt_injection', 0.9, OVERRIDE,
    '\\b(?:ignora|ignorate|ignori|dimentica|dimenticate|dimentichi|non seguire|trascura|tralascia) (?:(?:tutte|tutti|le|i|tue|sue|qualsiasi|ogni) ){0,3}(?:(?:istruzioni|indicazioni|regole|direttive|ordini) (?:precedenti|anteriori|iniziali|originali|del sistema|di sopra)|(?:precedenti) (?:istruzioni|indicazioni|regole))'
      + '|\\b(?:ignora|ignorate|dimentica|dimenticate) (?:tutte )?(?:le )?(?:tue|vostre) (?:regole|istruzioni|direttive|restrizioni|limitazioni)\\b'),
  rule('extract.it', 'prompt_extraction', 0.85, EXTRACT,
    '\\b(?:rivela|rivelami|mostra|mostrami|ripeti|stampa|dimmi|scrivi|condividi|mostrate) (?:(?:il|la|le|tuo|tua|tue|tutto|tutte|mi) ){0,3}(?:(?:prompt|messaggio|istruzioni|configurazione) (?:di|del) sistema|system prompt|istruzioni (?:iniziali|originali|nascoste|segrete))'
      + '|\\b(?:qual e|quali sono) (?:il tuo|la tua|le tue|il suo|le sue) (?:(?:prompt|messaggio|istruzioni) (?:di|del) sistema|istruzioni (?:iniziali|originali|nascoste|segrete))\\b|\\bistruzioni che (?:hai|ti hanno) (?:ricevuto|dato)\\b'),
  rule('jailbreak.it', 'jailbreak', 0.7, NO_LIMITS,
    '\\b(?:attiva|entra in|entra nella|passa alla|passa in|sei in|sei ora in|ora sei in|sei nella)(?: la)? modalita (?:sviluppatore|dio)\\b|\\bmodalita (?:sviluppatore|dio)\\b[^.\\n]{0,60}\\b(?:senza (?:alcuna )?(?:restrizioni|filtri|censura|regole|limiti)|rispondi)|\\bmodalita (?:senza restrizioni|senza filtri)\\b|\\b(?:sei|agisci come) (?:una? )?(?:ia|assistente|modello) (?:senza restrizioni|senza censura|senza filtri|senza limiti)'),
  // Portuguese
  rule('override.pt', 'prompt_injection', 0.9, OVERRIDE,
    '\\b(?:ignore|ignora|ignorem|esqueca|esquece|esquecam|desconsidere|desconsidera|nao siga|descarte) (?:(?:todas|todos|as|os|suas|seus|tuas|quaisquer) ){0,3}(?:(?:instrucoes|orientacoes|regras|diretrizes|ordens|indicacoes) (?:anteriores|previas|iniciais|originais|do sistema|acima)|(?:anteriores|previas) (?:instrucoes|regras|orientacoes))'
      + '|\\b(?:ignore|ignora|esqueca|esquece|desconsidere) (?:todas )?(?:as )?(?:suas|tuas) (?:regras|instrucoes|diretrizes|restricoes|limitacoes)\\b'),
  rule('extract.pt', 'prompt_extraction', 0.85, EXTRACT,
    '\\b(?:revele|revela|mostre|mostra|mostre-me|repita|repete|imprima|diga|diz|escreva|compartilhe|divulgue) (?:(?:o|a|os|as|seu|sua|seus|suas|teu|tua|me|todo|todas) ){0,3}(?:(?:prompt|mensagem|instrucoes|configuracao) (?:do|de) sistema|system prompt|instrucoes (?:iniciais|originais|ocultas|secretas))'
      + '|\\b(?:qual e|quais sao) (?:o seu|a sua|os seus|as suas|o teu|a tua|as tuas) (?:(?:prompt|mensagem|instrucoes) (?:do|de) sistema|instrucoes (?:iniciais|originais|ocultas|secretas))\\b|\\binstrucoes que (?:voce|tu) (?:recebeu|recebeste)\\b'),
  rule('jailbreak.pt', 'jailbreak', 0.7, NO_LIMITS,
    '(?<!\\bse |\\bcomo )\\b(?:ative|ativa|entre no|entra no|passe para o|voce esta no|agora voce esta no|esta no)(?: o)? modo (?:desenvolvedor|deus)\\b|\\bmodo (?:desenvolvedor|deus)\\b[^.\\n]{0,60}\\b(?:sem (?:nenhuma |qualquer )?(?:restricoes|filtros|censura|regras|limites)|responda|responde)|\\bmodo (?:sem restricoes|sem filtros)\\b|\\b(?:voce e|voce sera|aja como|atue como) (?:uma? )?(?:ia|assistente|modelo) (?:sem (?:nenhuma |qualquer )?(?:restricoes|restricao|censura|filtros?|limites?))'),
  // Dutch, Polish, Turkish, Indonesian, Vietnamese
  rule('override.nl', 'prompt_injection', 0.9, OVERRIDE,
    '\\b(?:negeer|vergeet|negeert) (?:(?:alle|de|je|jouw|uw) ){0,3}(?:vorige|eerdere|voorgaande|oorspronkelijke|bovenstaande) (?:instructies|regels|opdrachten|aanwijzingen)|\\b(?:negeer|vergeet) (?:al )?(?:je|jouw|uw) (?:regels|instructies|richtlijnen|beperkingen)\\b'),
  rule('override.pl', 'prompt_injection', 0.9, OVERRIDE,
    '\\b(?:zignoruj|ignoruj|zapomnij|pomin) (?:(?:wszystkie|o|twoje|swoje|wszystkich) ){0,3}(?:poprzednie|wczesniejsze|powyzsze|poprzednich|wczesniejszych) (?:instrukcje|polecenia|zasady|instrukcjach|polecenia)'),
  rule('override.tr', 'prompt_injection', 0.9, OVERRIDE,
    '\\b(?:onceki|yukaridaki|tum|butun) (?:(?:tum|butun) )?(?:talimatlari|talimatlarini|komutlari|kurallari|yonergeleri) (?:yok say|gormezden gel|unut|dikkate alma|goz ardi et)'),
  rule('override.id', 'prompt_injection', 0.9, OVERRIDE,
    '\\b(?:abaikan|lupakan|acuhkan) (?:(?:semua|seluruh) )?(?:instruksi|perintah|aturan|petunjuk) (?:sebelumnya|terdahulu|di atas|awal)'),
  rule('override.ms', 'prompt_injection', 0.9, OVERRIDE,
    '\\b(?:abaikan|lupakan) (?:semua )?(?:arahan|perintah|peraturan) (?:sebelum ini|sebelumnya|terdahulu|di atas)\\b'),
  rule('override.sw', 'prompt_injection', 0.9, OVERRIDE,
    '\\b(?:puuza|sahau|usijali) (?:maagizo|maelekezo|amri|sheria)(?: yote)? (?:ya awali|yaliyotangulia|ya hapo awali|ya zamani|iliyotangulia|za awali)\\b'),
  rule('override.tl', 'prompt_injection', 0.9, OVERRIDE,
    '\\b(?:huwag pansinin|kalimutan|balewalain) (?:ang )?(?:lahat ng )?(?:mga )?(?:naunang|nakaraang|dating) (?:mga )?(?:tagubilin|utos|instruksyon|panuto|patakaran)\\b'),
  rule('override.vi', 'prompt_injection', 0.9, OVERRIDE,
    '\\b(?:bo qua|phot lo|quen|lo di) (?:(?:tat ca|moi|cac|nhung) ){0,2}(?:huong dan|chi dan|chi thi|lenh|quy tac) (?:truoc do|truoc|ban đau|ban dau|o tren)'),
  // Swedish, Danish and Norwegian, Finnish, Hungarian, Romanian, Czech and Slovak: languages the
  // concept lexicon (concept-lexicon.ts) does not cover, so the phrase is all there is to go on.
  rule('override.sv', 'prompt_injection', 0.9, OVERRIDE,
    '\\b(?:ignorera|glom|strunta i|bortse fran) (?:(?:alla|de|dina|era|samtliga) ){0,3}(?:tidigare|foregaende|ovanstaende|ursprungliga) (?:instruktioner|instruktionerna|regler|reglerna|anvisningar|anvisningarna|order)\\b'),
  rule('override.da-no', 'prompt_injection', 0.9, OVERRIDE,
    '\\b(?:ignorer|glem|se bort fra|overse) (?:(?:alle|de|dine|dere|jeres) ){0,3}(?:tidligere|foregaende|ovenstaende|opprinnelige|oprindelige|forrige) (?:instruktioner|instruktionerne|instruksjoner|instruksjonene|instrukser|regler|reglene|reglerne|anvisninger)\\b'),
  rule('override.fi', 'prompt_injection', 0.9, OVERRIDE,
    '\\b(?:jata huomiotta|unohda|ohita|sivuuta) (?:kaikki )?(?:aiemmat|edelliset|aikaisemmat|ylla olevat|alkuperaiset) (?:ohjeet|ohjeesi|ohjeita|kaskyt|saannot|maaraykset)\\b'),
  rule('override.hu', 'prompt_injection', 0.9, OVERRIDE,
    '\\b(?:hagyd figyelmen kivul|figyelmen kivul hagyd|felejtsd el|ne vedd figyelembe) (?:az )?(?:osszes |minden )?(?:korabbi|elozo|fenti|eredeti) (?:utasitast|utasitasokat|utasitasaidat|szabalyt|szabalyokat)\\b'),
  rule('override.ro', 'prompt_injection', 0.9, OVERRIDE,
    '\\b(?:ignora|ignorati|uita|uitati) (?:toate )?(?:instructiunile|regulile|indicatiile) (?:anterioare|precedente|initiale|de mai sus)\\b'),
  rule('override.cs-sk', 'prompt_injection', 0.9, OVERRIDE,
    '\\b(?:ignoruj|ignorujte|zapomen|zabudni|nevsimej si) (?:vsechny |vsetky )?(?:predchozi|predosle|predchadzajuce|puvodni|povodne) (?:pokyny|instrukce|instrukcie|prikazy|pravidla)\\b'),
  // "An AI without any restrictions" in Turkish, Polish, Dutch, Indonesian and Malay, Vietnamese.
  rule('jailbreak.tr', 'jailbreak', 0.7, NO_LIMITS,
    '\\b(?:hicbir |hic )?(?:kisitlamasi|kisitlamalari|siniri|sinirlamasi|filtresi|kurali) (?:olmayan|bulunmayan) (?:bir )?(?:yapay zeka|ai|asistan|model)|\\b(?:kisitlamasiz|sinirsiz|filtresiz|sansursuz) (?:bir )?(?:yapay zeka|ai|asistan|model)'),
  rule('jailbreak.pl', 'jailbreak', 0.7, NO_LIMITS,
    '\\b(?:ai|si|sztuczna inteligencja|asystent\\w*|model\\w*) bez (?:zadnych |jakichkolwiek )?(?:ograniczen|filtrow|cenzury|zasad)\\b'),
  rule('jailbreak.nl', 'jailbreak', 0.7, NO_LIMITS,
    '\\b(?:ai|assistent|model|chatbot) zonder (?:enige |alle |al |welke )?(?:beperkingen|filters|censuur|regels|grenzen)\\b'),
  rule('jailbreak.id-ms', 'jailbreak', 0.7, NO_LIMITS,
    '\\b(?:ai|asisten|model|kecerdasan buatan|chatbot) tanpa (?:batasan|filter|sensor|aturan|pembatasan|had)\\b'),
  rule('jailbreak.vi', 'jailbreak', 0.7, NO_LIMITS,
    '\\bban (?:khong con|khong co|khong bi) (?:bat ky |bat cu )?(?:gioi han|han che|rang buoc|bo loc|kiem duyet)\\b'),
  // Chinese (simplified and traditional)
  rule('override.zh', 'prompt_injection', 0.9, OVERRIDE,
    '(?:忽略|忽视|無視|无视|忘记|忘記|忘掉|不要理会|不要理會|不用管|跳过|跳過|放弃|放棄)(?:掉)?(?:你)?(?:之前|以前|先前|上面|上述|前面|此前|原来|原來|原先|所有|全部|一切)(?:的)?(?:所有|全部)?(?:的)?(?:指令|指示|说明|說明|规则|規則|提示|命令|要求|设定|設定|内容|內容)|(?:忘记|忘記|忘掉|忽略|无视|無視)(?:你的|你所有的|您的)(?:规则|規則|指令|指示|设定|設定|限制|准则|準則)', SCRIPT.cjk),
  rule('extract.zh', 'prompt_extraction', 0.88, EXTRACT,
    '(?:显示|顯示|透露|告诉我|告訴我|输出|輸出|打印|重复|重複|泄露|洩露|展示|给我看|給我看|说出|說出|列出)(?:一下)?(?:你的|你们的|您的|你|您)?(?:完整的|原始的|初始的|隐藏的|隱藏的)?(?:系统提示词?|系統提示詞?|系统指令|系統指令|初始指令|原始指令|系统消息|系統訊息|隐藏指令|隱藏指令|提示词|提示詞|指令)'
      + '|(?:你的|您的|你们的)(?:系统提示词?|系統提示詞?|系统指令|系統指令|初始指令|原始指令|系统消息|系統訊息|隐藏指令|隱藏指令)(?:是什么|是什麼|是啥|的内容是什么|的內容是什麼)', SCRIPT.cjk),
  rule('jailbreak.zh', 'jailbreak', 0.72, NO_LIMITS,
    '(?:开发者模式|開發者模式|开发人员模式|上帝模式|越狱模式|越獄模式)|(?:没有任何|沒有任何|不受任何|无任何|無任何|摆脱|擺脫)(?:的)?(?:限制|约束|約束|审查|審查|道德|规则|規則)', SCRIPT.cjk),
  // Japanese
  rule('override.ja', 'prompt_injection', 0.9, OVERRIDE,
    '(?:以前|前|上記|これまで|先|今まで|最初|元|すべて|全て)の(?:すべての|全ての)?(?:指示|命令|指令|ルール|プロンプト|設定)(?:は|を)?(?:すべて|全て)?(?:無視|忘れ|破棄|取り消)', SCRIPT.cjk),
  rule('extract.ja', 'prompt_extraction', 0.88, EXTRACT,
    '(?:システムプロンプト|システム・プロンプト|初期指示|元の指示|隠された指示|システムメッセージ|システム指示)(?:の内容)?(?:を|の全文を)?(?:すべて|全て|そのまま)?(?:表示|教え|出力|見せ|繰り返|開示|書き出|公開)'
      // "What is YOUR system prompt", not "what is a system prompt" (システムプロンプトって何ですか).
      + '|(?:あなたの|あなた自身の|君の|きみの|お前の|貴方の)(?:システムプロンプト|初期指示|元の指示|隠された指示|システムメッセージ|システム指示)(?:は|って)(?:何|なん)', SCRIPT.cjk),
  rule('jailbreak.ja', 'jailbreak', 0.72, NO_LIMITS,
    '(?:開発者モード|デベロッパーモード|脱獄モード|ジェイルブレイク)|(?:制限|検閲|フィルター|倫理)(?:は|を)?(?:一切)?(?:なし|無し|ない|なく|解除|無視)|(?:制限|検閲|フィルター)(?:の|が)(?:一切)?(?:ない|無い)(?:ai|人工知能|アシスタント|モード)', SCRIPT.cjk),
  // Korean
  rule('override.ko', 'prompt_injection', 0.9, OVERRIDE,
    '(?:이전|위의|앞의|앞선|기존|모든|이전의) ?(?:모든 )?(?:지시|지침|명령|지시사항|규칙|프롬프트|설정)(?:을|를|은|는|들을)? ?(?:모두 |전부 )?(?:무시|잊어|잊고|취소)', SCRIPT.hangul),
  rule('extract.ko', 'prompt_extraction', 0.88, EXTRACT,
    '(?:시스템 ?프롬프트|시스템 ?메시지|초기 ?지시|원래 ?지시|숨겨진 ?지시|시스템 ?지침)(?:을|를)? ?(?:모두 |전부 |그대로 )?(?:보여|알려|출력|공개|반복|말해|적어)'
      + '|(?:시스템 ?프롬프트|시스템 ?메시지|초기 ?지시|숨겨진 ?지시)(?:는|은|가|이) ?(?:뭐|무엇)', SCRIPT.hangul),
  rule('jailbreak.ko', 'jailbreak', 0.72, NO_LIMITS,
    '(?:개발자 ?모드|탈옥 ?모드|제한(?:이|도)? ?없는 ?(?:ai|모드|인공지능)|(?:모든 )?제한(?:을|이)? ?(?:없이|해제|무시))', SCRIPT.hangul),
  // Russian and Ukrainian
  rule('override.ru', 'prompt_injection', 0.9, OVERRIDE,
    '(?:игнорируй|игнорируйте|проигнорируй|проигнорируйте|забудь|забудьте|не обращай внимания на|не обращайте внимания на|отбрось|пропусти|ігноруй|забудь про) (?:(?:все|всё|всe|мои|твои|ваши|эти|про) ){0,2}(?:предыдущие|прежние|вышеуказанные|прошлые|предшествующие|изначальные|исходные|системные|попередні|всі|все) (?:инструкции|указания|команды|правила|инструкций|указаний|інструкції|вказівки)|(?:забудь|забудьте|игнорируй|игнорируйте|проигнорируй) (?:все )?(?:свои|твои|ваши) (?:правила|инструкции|указания|ограничения|установки)', SCRIPT.cyrillic),
  // Not "напиши системный промпт" (write a system prompt), only "напиши свой/твой ..." (write out yours).
  rule('extract.ru', 'prompt_extraction', 0.88, EXTRACT,
    '(?:напиши (?:мне )?(?:свой|свои|твой|твои|ваш|ваши)|покажи|покажите|раскрой|раскройте|выведи|выведите|повтори|повторите|скажи|расскажи|покажи мне|выдай|покажи свой|покажи свои) (?:(?:мне|свой|свои|твой|твои|ваш|ваши|весь|полностью) ){0,3}(?:системн(?:ый|ые|ую|ое) (?:промпт|подсказку|инструкции|сообщение|запрос)|(?:исходн|начальн|скрыт|секретн)(?:ые|ый|ую) (?:инструкции|промпт))'
      + '|(?:какой|какие|каков|каковы) (?:у тебя |у вас )?(?:твой |твои |ваш |ваши )?(?:системн(?:ый|ые) (?:промпт|инструкции)|(?:исходн|начальн|скрыт|секретн)(?:ые|ый) (?:инструкции|промпт))', SCRIPT.cyrillic),
  rule('jailbreak.ru', 'jailbreak', 0.72, NO_LIMITS,
    '(?:включи|активируй|войди в|перейди в|ты в|ты теперь в|ты сейчас в) (?:режим разработчика|режим бога)|режим(?:е|а)? без ограничений|(?:режим разработчика|режим бога)[^.\\n]{0,60}(?:без правил|без ограничений|правила (?:контента )?отключен|ограничения отключен|цензур|фильтр|отвечай)|(?:без|нет) (?:каких-либо |любых |всяких )?(?:ограничений|цензуры|фильтров|правил)[^.\\n]{0,40}(?:отвечай|ты|действуй)|(?<![а-яё])ты (?:теперь |сейчас )?(?:ии|ai|ассистент|бот|модель|нейросеть) без (?:каких-либо |любых |всяких )?(?:ограничений|цензуры|фильтров|правил)', SCRIPT.cyrillic),
  // Greek, Hebrew, Persian, Bengali, Tamil, Thai (accents and Persian zero-width joiners are
  // already removed; Thai's sara am is written as the normalizer leaves it, nikhahit + sara aa)
  rule('override.el', 'prompt_injection', 0.9, OVERRIDE,
    '(?:αγνοησε|αγνοηστε|ξεχασε|ξεχαστε|παραβλεψε|παραβλεψτε) (?:ολες |ολα |ολους )?(?:τις |τα |τους )?(?:προηγουμενες|προηγουμενους|προηγουμενα|αρχικες|παραπανω) (?:οδηγιες|εντολες|κανονες)', SCRIPT.greek),
  rule('override.he', 'prompt_injection', 0.9, OVERRIDE,
    '(?:התעלם|תתעלם|התעלמי|התעלמו|שכח|תשכח|שכחי|שכחו) ?(?:מכל |את כל |את |מ)?(?:ה)?(?:הוראות|הנחיות|כללים|פקודות) ?(?:ה)?(?:קודמות|קודמים|מקוריות)'),
  rule('override.fa', 'prompt_injection', 0.9, OVERRIDE,
    '(?:دستورالعملهای|دستورالعمل های|دستورات|دستورهای|قوانین|راهنماییهای) (?:قبلی|پیشین|قبل)(?: را)? (?:نادیده بگیر|نادیده بگیرید|فراموش کن|فراموش کنید)', SCRIPT.arabic),
  rule('override.bn', 'prompt_injection', 0.9, OVERRIDE,
    '(?:আগের|পূর্ববর্তী|পূর্বের)(?: সব| সমস্ত)? (?:নির্দেশ|নির্দেশনা|নির্দেশাবলী|নির্দেশগুলো|নির্দেশগুলি|নিয়ম)(?:ও)? (?:উপেক্ষা|ভুলে)'),
  rule('override.ta', 'prompt_injection', 0.9, OVERRIDE,
    '(?:முந்தைய|முன்பு கொடுத்த|மேலே உள்ள)(?: அனைத்து| எல்லா)? (?:வழிமுறைகளையும்|வழிமுறைகளை|அறிவுறுத்தல்களையும்|அறிவுறுத்தல்களை|கட்டளைகளையும்|கட்டளைகளை|விதிகளை) (?:புறக்கணி|மறந்துவிடு|மறந்து)'),
  rule('override.th', 'prompt_injection', 0.9, OVERRIDE,
    '(?:ละเว้น|เพิกเฉย|ไม่ต้องสนใจ|ลืม|ละทิ้ง)(?:ต่อ)? ?(?:คําสั่ง|คําแนะนํา|กฎ|ข้อกําหนด) ?(?:ก่อนหน้า|ก่อนหน้านี้|เดิม|ทั้งหมด)'),
  // Arabic
  rule('override.ar', 'prompt_injection', 0.9, OVERRIDE,
    '(?:تجاهل|تجاهلي|تجاهلوا|انس|انسى|إنس|لا تتبع|اهمل|أهمل) (?:(?:جميع|كل|كافة) )?(?:التعليمات|الأوامر|الاوامر|الإرشادات|الارشادات|القواعد|التوجيهات) ?(?:السابقة|الماضية|الأصلية|الاصلية|أعلاه|اعلاه)?', SCRIPT.arabic),
  rule('extract.ar', 'prompt_extraction', 0.88, EXTRACT,
    '(?:اكشف|أظهر|اظهر|اعرض|أعرض|كرر|اطبع|أخبرني|اخبرني|اكتب) (?:لي )?(?:(?:موجه|تعليمات|رسالة|أوامر|اوامر) (?:النظام)|التعليمات (?:الأصلية|الاصلية|المخفية|السرية|الأولية))', SCRIPT.arabic),
  // Without restrictions or censorship, said of the model or its answers: "أطباء بلا حدود" is
  // Doctors Without Borders, and "حب بلا قيود" a love song.
  rule('jailbreak.ar', 'jailbreak', 0.72, NO_LIMITS,
    '(?:وضع المطور|وضع المطوّر)|(?:أنت|انت|ذكاء اصطناعي|مساعد|نموذج|أجب|اجب|رد|ردك|إجابتك|اجابتك|تصرف)[^.؟!\\n]{0,60}(?:بدون|بلا|دون) (?:أي |اي )?(?:قيود|رقابة|فلاتر)(?! ?(?:على|حول|بشأن) )', SCRIPT.arabic),
  // Hindi
  rule('override.hi', 'prompt_injection', 0.9, OVERRIDE,
    '(?:पिछले|पिछली|पूर्व|ऊपर के|ऊपर दिए|पहले के|सभी|सारे) (?:सभी |सारे )?(?:निर्देशों|निर्देश|आदेशों|आदेश|नियमों|नियम)(?: को)? (?:अनदेखा|नज़?रअंदाज़?|भूल|इग्नोर)', SCRIPT.devanagari),
  rule('extract.hi', 'prompt_extraction', 0.88, EXTRACT,
    '(?:सिस्टम प्रॉम्प्ट|सिस्टम प्रोम्प्ट|सिस्टम संदेश|सिस्टम निर्देश|मूल निर्देश|छिपे (?:हुए )?निर्देश)(?:ों)?(?: को)? (?:दिखाओ|दिखाएं|दिखाइए|बताओ|बताएं|बताइए|प्रकट|लिखो|दोहराओ)', SCRIPT.devanagari),
  rule('jailbreak.hi', 'jailbreak', 0.72, NO_LIMITS,
    '(?:डेवलपर मोड|बिना किसी (?:प्रतिबंध|रोक|सीमा|नियम))', SCRIPT.devanagari),
];

/**
 * Rule-only words of the override and extraction concepts as people write their languages in Latin
 * letters: Russian and Ukrainian transliteration, Arabic chat alphabet, Persian "Finglish",
 * Hinglish and Roman Urdu, Bengali, Tamil and Telugu in Latin letters, Hebrew, "Greeklish", romaji,
 * pinyin, and Thai and Korean romanization. "Ignoriruy vse predydushchie instruktsii" or "pichhle
 * sab nirdesh ignore karo" is an override that no script-bound entry reads, and chat is where
 * these languages are most often typed so.
 *
 * Same conventions as concept-lexicon.ts (word prefixes, normalized like prompts: the Arabic chat
 * alphabet's 3 is read as leetspeak's e, as in a prompt). Only words no English or other Latin-script
 * lexicon language uses: stems are spelled out far enough not to start a common word. The
 * classifier does not read this file, so an entry added here needs no retraining.
 */
export const ROMANIZED_LEXICON: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  ignore: {
    'ru-latn': ['ignoriru', 'proignoriru', 'zabud', 'ne obrashchay vnimaniya'],
    'uk-latn': ['ihnoru', 'ignoruj', 'proihnoru', 'zabud', 'ne zvazhay'],
    'ar-latn': ['tagahal', 'tajahal', 'itgahal', 'itjahal', 'ensa kol', 'insa kol'],
    'fa-latn': ['nadide begir', 'nadide bgir', 'nadideh begir', 'faramoosh kon', 'faramush kon'],
    'hi-latn': ['ignore karo', 'ignore kar do', 'andekha karo', 'nazarandaaz', 'nazar andaz', 'bhool jao', 'bhul jao', 'bhool ja', 'bhul ja'],
    'bn-latn': ['upeksha koro', 'upekkha koro', 'bhule jao', 'bad dao', 'baad dao'],
    'ta-latn': ['marandhudu', 'maranthudu', 'marandhu vidu', 'maranthu vidu', 'kandukaadhe', 'kandukathe'],
    'te-latn': ['marchipo', 'marchipondi', 'pattinchukoku', 'pattinchukovaddu'],
    'he-latn': ['titalem', "tit'alem", 'hitalem', 'tishkach', 'tishkah'],
    'el-latn': ['agnoise', 'agnohse', 'agnoeise', 'ksexase', 'xexase', 'ksehase'],
    'ja-latn': ['mushi shite', 'mushishite', 'mushi shiro', 'mushi shi', 'wasurete'],
    'zh-latn': ['hulue', 'hu lue', 'hulve', 'wangji', 'wang ji'],
    'th-latn': ['luem', 'mai tong son jai', 'mai son jai', 'mai ton son jai'],
    'ko-latn': ['musihae', 'musi hae', 'musihago', 'musi hago', 'ijeobeoryeo'],
  },
  previous: {
    'ru-latn': ['predydushch', 'predyduschi', 'predidushch', 'predydush', 'prezhni'],
    'uk-latn': ['poperedn'],
    'ar-latn': ['sab2a', 'sabe2a', 'sabi2a', 'sabqa', 'elly fatet', 'illi fatet'],
    'fa-latn': ['ghabli', 'qabli', 'ghablii'],
    'hi-latn': ['pichle', 'pichhle', 'pichli', 'pichhli', 'pichhe', 'purane'],
    'bn-latn': ['ager sob', 'ager shob', 'aager', 'purono', 'purano'],
    'ta-latn': ['munthaiya', 'munthaya', 'mundhaiya', 'mundhaya', 'munnaal'],
    'te-latn': ['mundu cheppina', 'poorvapu', 'purvapu'],
    'he-latn': ['kodmot', 'hakodmot', 'kodmim', 'hakodmim'],
    'el-latn': ['prohgoumen', 'proigoumen', 'progoumen', 'prohgoymen'],
    'ja-latn': ['koremade no', 'izen no', 'mae no shiji'],
    'zh-latn': ['zhiqian', 'zhi qian', 'yiqian de', 'xianqian'],
    'th-latn': ['kon na', 'korn na', 'kon naa'],
    'ko-latn': ['ijeon', 'ijeonui', 'ijun'],
  },
  instructions: {
    'ru-latn': ['instruktsi', 'instrukci', 'instruktsy', 'ukazani', 'pravila'],
    'uk-latn': ['instruktsi', 'instrukci', 'vkazivk', 'pravyla'],
    'ar-latn': ['taelimat', 'telimat', 'taelemat', 'awamer', 'awamir'],
    'fa-latn': ['dastoor', 'dasturat', 'dasturha', 'dastooraat'],
    'hi-latn': ['nirdesh', 'nirdesho', 'hidayat', 'hidaayat', 'hidaayaat', 'niyam'],
    'bn-latn': ['nirdesh', 'nirdeshona', 'niyom'],
    'ta-latn': ['arivuruthal', 'arivurai', 'vidhimurai', 'kattalai'],
    'te-latn': ['suchanalu', 'soochanalu', 'niyamalu'],
    'he-latn': ['horaot', "hora'ot", 'hahoraot', "hahora'ot", 'mehahoraot', 'lahoraot'],
    'el-latn': ['odigies', 'odhgies', 'odhgiec', 'kanones'],
    'ja-latn': ['shiji', 'meirei', 'ruuru'],
    'zh-latn': ['zhiling', 'zhi ling', 'zhishi'],
    'th-latn': ['kham sang', 'khamsang', 'kham naenam'],
    'ko-latn': ['jisi', 'jishi', 'jisisahang', 'gyuchik'],
  },
  system_prompt: {
    'ru-latn': ['sistemnyy prompt', 'sistemnyi prompt', 'sistemny prompt', 'sistemnyj prompt'],
    'uk-latn': ['systemnyy prompt', 'systemnyi prompt', 'systemnyj prompt'],
    'ar-latn': ['prompt el system', 'prompt al nizam'],
    'hi-latn': ['system ka prompt', 'tumhare nirdesh', 'tumhara prompt'],
    'el-latn': ['prompt tou systimatos'],
    'ja-latn': ['shisutemu puronpu'],
    'zh-latn': ['xitong tishi', 'xi tong ti shi'],
    'th-latn': ['prompt khong rabop'],
  },
  reveal: {
    'ru-latn': ['pokazhi', 'pokaji', 'vyvedi', 'raskroy'],
    'uk-latn': ['pokazhy', 'vyvedy', 'rozkryj'],
    'ar-latn': ['warrini', 'warini', 'farjini'],
    'fa-latn': ['neshoon bede', 'neshan bede', 'neshun bede'],
    'hi-latn': ['dikhao', 'dikha do', 'batao', 'bata do'],
    'bn-latn': ['dekhao', 'dekhiye dao'],
    'he-latn': ['tegale li', 'tar\'e li'],
    'el-latn': ['deixe mou', 'dixe mou', 'apokalypse'],
    'ja-latn': ['hyouji shite', 'hyoji shite', 'misete', 'oshiete'],
    'zh-latn': ['xianshi', 'shuchu', 'gaosu wo'],
    'th-latn': ['sadaeng'],
    'ko-latn': ['boyeojwo', 'boyeo jwo', 'chullyeokhae'],
  },
};

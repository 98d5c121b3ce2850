/**
 * Phrase rules for prompt injection and jailbreaks. Each names a general technique (instruction
 * override, persona without limits, system-prompt or secret exfiltration, fake system or chat
 * delimiters, instructions addressed to an AI inside retrieved content, payload splitting) in
 * wording that varies: verbs, qualifiers and nouns are alternations with small word gaps, never
 * copies of known prompts. Weights: ≥ 0.5 blocks alone; lighter rules need a second signal
 * (another rule or the model) because each alone also occurs in benign text.
 *
 * Linear time: alternations of literals, bounded gaps made of disjoint classes (\W+ then \w+),
 * no nested unbounded quantifier, no backreference.
 */

export interface Rule {
  type: string;
  weight: number;
  /**
   * Word prefixes (first five letters, or the whole word if shorter) of which at least one must
   * be in any text the rule can match: the rule only runs when the text has one (a gate, for
   * speed). '*' = always run; '@nonlatin' = run when the text has non-Latin characters.
   */
  anchors: readonly string[];
  /**
   * A second list of word prefixes, of which one must also be in the text (a rule's verb and its
   * noun, say): a text must hold one word of each list for the rule to run. Empty = no second list.
   */
  requires: readonly string[];
  re: RegExp;
  /** The match counts only if this also matches in the same sentence (a cue the rule needs). */
  near?: RegExp;
  /** …and only if this does not (benign readings of the same words). */
  notNear?: RegExp;
  /** The rule counts only if the whole text also matches this (tested once, after a match). */
  alsoIn?: RegExp;
}

export const STRONG = 0.9;
export const MEDIUM = 0.6;
export const WEAK = 0.35;

/** Up to n words between two parts of a phrase, within one sentence. */
const gap = (n: number) => `(?:[^\\w.!?\\n]+[\\w'’-]+){0,${n}}[^\\w.!?\\n]+`;
/**
 * A rule's regex. An apostrophe inside a word matches a straight, a curly or no apostrophe
 * ("don't", "don’t", "dont"): attacks are typed fast.
 */
export const rx = (source: string, flags = 'gi') => new RegExp(source.replace(/(?<=[a-z])'(?=[a-z])/g, "['’]?"), flags);

/**
 * A rule; `anchors` is a space-separated list (see Rule.anchors), and so is `requires` in extra,
 * the second list (see Rule.requires).
 */
export function rule(
  type: string,
  weight: number,
  anchors: string,
  re: RegExp,
  extra: Partial<Omit<Rule, 'requires'>> & { requires?: string } = {},
): Rule {
  const { requires, ...rest } = extra;
  return {
    type,
    weight,
    anchors: anchors.split(' '),
    requires: requires === undefined ? [] : requires.split(' '),
    re,
    ...rest,
  };
}

// ── Instruction override ────────────────────────────────────────────────────────────────────────
const OVERRIDE_VERB =
  "(?:ignore|ignoring|disregard|disregarding|forget|forgetting|overlook|override|overriding|bypass|discard|abandon|neglect|drop|scrap|ditch|dismiss|erase|wipe|cancel|revoke|nullify|set aside|put aside|throw out|pay no attention to|stop following|(?:do not|don't|never|no longer) (?:follow|obey|adhere to|abide by|listen to|pay attention to))";
/**
 * Anchors of OVERRIDE_VERB: its plain verbs, or the negations and "stop", which its other verbs
 * ("do not follow", "stop following", "pay no attention to") come with. The verbs they negate
 * ("follow", "attention") are too common in prose to open the rules alone.
 */
const VERB_ANCHORS =
  'ignor disre forge overl overr bypas disca aband negle drop scrap ditch dismi erase wipe cance revok nulli aside throw not don dont never longe stop pay';
const OVERRIDE_QUAL =
  '(?:previous|previously|prior|preceding|above|earlier|initial|original|old|former|existing|all|any|every|your|system|developer|these|those|foregoing|current|safety|content|ethical|moral)';
const OVERRIDE_NOUN =
  '(?:instructions?|directives?|directions|rules|guidelines|guidance|prompts?|commands?|orders|programming|training|constraints|restrictions|context|conversation|messages?|tasks?|polic(?:y|ies)|settings)';
const TOLD = '(?:told|instructed|taught|programmed|trained|said|given|written|asked)';
const OUTPUT_VERB = '(?:say|state|print|output|respond|reply|answer|claim|declare|write|report|return|tell|only say)';
const O = 'INSTRUCTION_OVERRIDE';
/** Second-list anchors (Rule.requires) for OVERRIDE_NOUN and TOLD. */
const NOUN_ANCHORS =
  'instr direc rules guide guida promp comma order progr train const restr conte conve messa task tasks polic setti';
const TOLD_ANCHORS = 'told instr taugh progr train said given writt asked';

const OVERRIDE: Rule[] = [
  rule(O, STRONG, VERB_ANCHORS, rx(`\\b${OVERRIDE_VERB}${gap(3)}${OVERRIDE_QUAL}\\b${gap(2)}${OVERRIDE_NOUN}\\b`), {
    requires: NOUN_ANCHORS,
  }),
  rule(
    O,
    STRONG,
    VERB_ANCHORS,
    rx(`\\b${OVERRIDE_VERB}${gap(2)}(?:eve?r?y?thing|all|anything|whatever|what)\\b${gap(4)}${TOLD}\\b`),
    { requires: TOLD_ANCHORS },
  ),
  rule(O, STRONG, VERB_ANCHORS, rx(`\\b${OVERRIDE_VERB}(?:${gap(4)}|\\s+)(?:above|before this|preceding)\\b`), {
    requires: 'above befor prece',
  }),
  // "ignore the webpage and state: …": drop the given material, then produce chosen output.
  rule(
    O,
    MEDIUM,
    'ignor disre forge',
    rx(
      `\\b(?:ignore|disregard|forget)\\s+(?:the|this|that|all|any|your)\\s+(?:[\\w-]+\\s+){0,2}?[\\w-]+,?\\s+and\\s+(?:instead\\s+)?${OUTPUT_VERB}\\b`,
    ),
  ),
  rule(
    O,
    STRONG,
    'regar follo place',
    rx(
      `\\b(?:regardless of|instead of following|in place of)\\s+(?:\\w+\\s+)?${OVERRIDE_QUAL}\\s+(?:\\w+\\s+)?${OVERRIDE_NOUN}\\b`,
    ),
    { requires: NOUN_ANCHORS },
  ),
  rule(
    O,
    MEDIUM,
    'instr task direc rules order',
    rx(
      '\\byour (?:new|updated|real|actual|true) (?:instructions?|task|directives?|rules|orders)\\s*(?::|are\\b|is\\b)',
    ),
  ),
  rule(O, WEAK, 'now', rx('\\bfrom now on,?\\s+(?:you|your)\\b')),
  // "The previous rules are void": declaring the standing instructions cancelled.
  rule(
    O,
    STRONG,
    'previ prior above earli old origi initi',
    rx(
      `\\b(?:previous|prior|above|earlier|old|original|initial|existing)\\s+(?:\\w+\\s+)?${OVERRIDE_NOUN}\\s+(?:are|is|have been|has been)\\s+(?:now\\s+)?(?:void|null|cancel+ed|revoked|obsolete|overridden|suspended|lifted|lifted|invalid|deprecated|no longer (?:valid|apply|applicable|in effect))\\b`,
    ),
  ),
  // The same override in the languages attacks switch to most often.
  rule(
    O,
    STRONG,
    'ignor oubli olvid esque desco dimen vergi verge missa',
    rx(
      `\\b(?:ignor(?:e[zr]?|a[rn]?|ate|iere?n?|ier)|oublie[zr]?|olvid[ae]n?|esque[cç]a|desconsidere|dimentica(?:te)?|vergiss|vergessen sie|missachte\\w*)${gap(4)}(?:instructions?|consignes|directives|instrucciones|indicaciones|instru[cç][õo]es|istruzioni|anweisungen|instruktionen|regeln|vorgaben)\\b`,
    ),
  ),
  rule(
    O,
    MEDIUM,
    'ignor',
    rx(
      '\\b(?:ignorez|ignore[sz]?|ignora|ignoren|ignorieren sie|ignoriere)\\s+(?:la|le|les|el|los|las|die|den|das|il|lo)\\s+[\\wÀ-ÿ-]+(?:\\s+[\\wÀ-ÿ-]+)?\\s+(?:et|y|e|und)\\s+(?:indique[zr]?|dites|dis|affiche[zr]?|écri(?:s|vez)|r[ée]ponde[zr]?|declara|di|escribe|responde|afirma|sagen sie|sag|schreib\\w*|antworte\\w*|dichiara|scrivi|rispondi)\\b',
    ),
  ),
  // \w is ASCII-only without the u flag, so non-Latin words end with \S*.
  rule(
    O,
    STRONG,
    '@nonlatin',
    rx('(?:игнорир|забуд|забыть|не обращай|αγνο|ξεχ)\\S*(?:\\s+\\S+){0,3}?\\s+(?:инструкци|указани|правил|οδηγ|εντολ)'),
  ),
  rule(O, STRONG, '@nonlatin', rx('(?:تجاهل|انس)(?:\\s+\\S+){0,2}?\\s+(?:التعليمات|الأوامر|القواعد|تعليمات)')),
  rule(O, STRONG, '@nonlatin', rx('(?:निर्देश\\S*|आदेश\\S*)(?:\\s+\\S+){0,3}?\\s+(?:अनदेखी|अनदेखा|नज़रअंदाज़|नजरअंदाज|भूल)')),
  rule(
    O,
    STRONG,
    '@nonlatin',
    rx(
      '(?:忽略|无视|無視|忽視|忘记|忘記|忘掉|不要理会)(?:之前|以前|先前|上面|上述|前面|所有|全部|你的|的){1,3}(?:指示|指令|说明|說明|规则|規則|提示|命令|设定)',
    ),
  ),
  rule(O, STRONG, '@nonlatin', rx('(?:以前|前|上記|これまで|すべて|全て)の(?:指示|命令|ルール|指令)を(?:無視|忘れ)')),
  rule(
    O,
    STRONG,
    '@nonlatin',
    rx('(?:이전|앞의|모든|기존)\\s*(?:지시|지침|명령|규칙)\\S*\\s*(?:\\S+\\s*)?(?:무시|잊)'),
  ),
  // "ignore (it) and state …" in Japanese and Chinese.
  rule(
    O,
    MEDIUM,
    '@nonlatin',
    rx('(?:無視して|忽略|无视)[^。.!?\\n]{0,40}?(?:述べ|言って|書いて|答えて|出力|说|说明|声明|输出|回答|写)'),
  ),
];

// ── Persona / jailbreak ─────────────────────────────────────────────────────────────────────────
const LIMITS =
  '(?:rules|restrictions|limitations|limits|filters?|filtering|censorship|guidelines|policies|policy|ethics|morals|morality|laws|boundaries|constraints|programming|safeguards|guardrails|confines)';
const LIMIT_ANCHORS = 'rules restr limit filte censo guide polic ethic moral laws bound const progr safeg guard confi';
const AI = '(?:ai|a\\.i\\.|chatbot|bot|model|language model|llm|assistant|gpt|chatgpt|version|persona|character)';
const UNBOUND =
  '(?:unfiltered|uncensored|unrestricted|amoral|unethical|unhinged|evil|rogue|jailbroken|unbound|unlimited|limitless|lawless|immoral)';
const J = 'ROLE_PLAY_JAILBREAK';

const JAILBREAK: Rule[] = [
  rule(J, STRONG, 'anyth', rx('\\bdo anything now\\b')),
  rule(J, WEAK, 'dan', rx('\\bDAN\\b', 'g')),
  rule(J, WEAK, 'jailb', rx('\\bjailbr(?:eak|oken|eaking)\\b')),
  rule(J, WEAK, 'dev devel', rx('\\bdev(?:eloper)? mode\\b')),
  rule(
    J,
    MEDIUM,
    'bound restr limit const gover restr held censo',
    rx(
      `\\b(?:not|never|no longer|nor|isn't|aren't|unbound|free)\\s+(?:be\\s+)?(?:bound|restricted|limited|constrained|governed|restrained|held back|censored)\\s+by\\b${gap(3)}${LIMITS}\\b`,
    ),
  ),
  rule(
    J,
    WEAK,
    'broke break freed free liber',
    rx(
      `\\b(?:broken|break|broke|breaking|freed?|liberated)\\s+(?:free\\s+)?(?:of|from)\\s+(?:\\w+\\s+){0,3}?${LIMITS}\\b`,
    ),
  ),
  // "an unfiltered AI": a persona when the text makes the model one ("act as", "you are"), else a topic.
  rule(
    J,
    MEDIUM,
    'unfil uncen unres amora uneth unhin evil rogue jailb unbou unlim limit lawle immor',
    rx(
      `\\b(?:you are|you're|act as|acting as|pretend to be|role-?play as|in character as|become|simulate|respond as|answer as|be|is|named|called)\\s+(?:now\\s+)?(?:[\\w'-]+,?\\s+){0,3}?${UNBOUND}\\s+(?:and\\s+\\w+\\s+)?${AI}s?\\b`,
    ),
  ),
  rule(
    J,
    WEAK,
    'unfil uncen unres amora uneth unhin evil rogue jailb unbou unlim limit lawle immor',
    rx(`\\b${UNBOUND}\\s+(?:and\\s+\\w+\\s+)?${AI}s?\\b`),
  ),
  rule(
    J,
    MEDIUM,
    'refus decli rejec deny',
    rx(
      "\\b(?:never|cannot|can't|can not|won't|will not|must not|mustn't|don't|do not|not allowed to|unable to)\\s+(?:ever\\s+)?(?:refuse|decline|reject|deny)s?\\b(?:\\s+(?:a|any|the|my|to|user|users|user's)){0,2}\\s*(?:requests?|prompts?|questions?|orders?|instructions?|answer|respond|comply|anything|[.!,;\\n]|$)",
    ),
  ),
  rule(
    J,
    MEDIUM,
    'witho',
    rx(
      '\\b(?:answer|respond to|reply to|comply with|fulfil+)\\s+(?:every|all|any)\\s+(?:\\w+\\s+)?(?:questions?|requests?|prompts?|instructions?)\\s+without\\s+(?:refus|question|hesitat|restrict|filter|censor|warning)',
    ),
  ),
  rule(
    J,
    MEDIUM,
    'no',
    rx(`\\b${AI}s?\\s+(?:that\\s+has|which\\s+has|who\\s+has|with|having)\\s+no\\s+(?:\\w+\\s+){0,3}?${LIMITS}\\b`),
    { requires: LIMIT_ANCHORS },
  ),
  rule(
    J,
    MEDIUM,
    'witho',
    rx(
      `\\b(?:respond|answer|reply|act|operate|write|speak|talk)\\s+(?:\\w+\\s+){0,2}?without\\s+(?:any\\s+)?(?:\\w+\\s+){0,2}?(?:restrictions|filters|filtering|limits|limitations|censorship|guidelines|rules|ethics|morals|boundaries)\\b`,
    ),
  ),
  rule(
    J,
    MEDIUM,
    'have need must',
    rx(
      `\\b(?:does not|doesn't|do not|don't|no longer|never|won't|will not)\\s+(?:have|need|has)\\s+to\\s+(?:abide by|follow|obey|comply with|adhere to|respect|stick to)\\s+(?:any\\s+|the\\s+|its\\s+|their\\s+|your\\s+)?(?:\\w+\\s+)?${LIMITS}\\b`,
    ),
  ),
  rule(
    J,
    MEDIUM,
    'laws moral ethic legal conse',
    rx(
      "\\b(?:disregards?|ignores?|ignoring|without regard (?:to|for)|regardless of|doesn't care about|does not care about|don't care about|not care about)\\s+(?:all\\s+|any\\s+)?(?:\\w+\\s+)?(?:laws|morals|morality|ethics|ethical \\w+|legality|consequences)\\b",
    ),
  ),
  rule(
    J,
    WEAK,
    LIMIT_ANCHORS,
    rx(`\\b(?:no|without(?: any)?|zero)\\s+(?:\\w+\\s+)?(?:moral|ethical|content|safety)?\\s*${LIMITS}\\b`),
  ),
  rule(
    J,
    MEDIUM,
    'trans beyon surpa excee escap limit restr confi const bound',
    rx(
      '\\b(?:transcends?|beyond|surpass(?:es)?|exceeds?|escaped?|free of|free from|outside)\\s+(?:all\\s+|any\\s+)?(?:of\\s+)?the\\s+(?:\\w+\\s+)?(?:limitations|limits|restrictions|confines|constraints|boundaries|rules)\\s+(?:of|imposed on|set for)\\s+(?:a\\s+|an\\s+)?(?:traditional\\s+|typical\\s+|normal\\s+|regular\\s+|standard\\s+|conventional\\s+|other\\s+)?(?:ai|a\\.i\\.|chatbots?|language models?|llms?|chatgpt|assistants?)\\b',
    ),
  ),
  rule(
    J,
    MEDIUM,
    'longe',
    rx(
      "\\b(?:you are|you're|you will be)\\s+no\\s+longer\\s+(?:a\\s+|an\\s+)?(?:chatgpt|chat gpt|gpt|claude|an? ai|ai|a language model|an assistant|bound|restricted|limited|censored|filtered)\\b",
    ),
  ),
  // Two answers per prompt, one "normal", one from the persona: a common jailbreak frame (benign alone).
  rule(
    J,
    WEAK,
    'two 2 twice both',
    rx(
      '\\b(?:in|with)\\s+(?:two|2)\\s+(?:different\\s+|separate\\s+|distinct\\s+)*(?:ways|manners|responses|personalities|personas|outputs|answers)\\b|\\b(?:respond|answer|reply)\\s+(?:to\\s+(?:all|every|each)\\s+(?:\\w+\\s+)?)?twice\\b|\\b(?:two|2)\\s+(?:different\\s+|separate\\s+)?(?:responses|answers|outputs|personalities)\\s*:',
    ),
  ),
  rule(
    J,
    WEAK,
    'opena anthr chatg',
    rx(
      "\\b(?:openai|anthropic|chatgpt)(?:'s)?\\s+(?:content\\s+)?(?:polic(?:y|ies)|guidelines|rules|filters|restrictions)",
    ),
  ),
  rule(
    J,
    WEAK,
    'chara',
    rx("\\b(?:stay|remain|never break|don't break|do not break|not break)\\s+(?:in\\s+)?character\\b"),
  ),
  rule(
    J,
    MEDIUM,
    'ai langu sorry apolo canno',
    rx(
      "\\b(?:never|don't|do not|not allowed to|must not|won't|will not|no)\\s+(?:ever\\s+)?(?:say|mention|remind|state|tell|include|use|add|write)(?:ing)?\\s+(?:me\\s+|the user\\s+)?(?:that\\s+)?(?:you are|you're|\"|“|')?\\s*(?:as an? ai|an? ai|a language model|an ai language model|i'm sorry|i am sorry|i apologi[sz]e|i cannot)",
    ),
    { requires: 'say sayin menti remin state tell telli inclu use using add addin write writi' },
  ),
  rule(
    J,
    STRONG,
    '@nonlatin jailb',
    rx(
      '(?:🔓|🔒)\\s*(?:jailbreak|classic|developer|normal|unlocked)|\\[\\s*(?:jailbreak|jailbroken|🔓[^\\]]{0,20})\\s*\\]',
    ),
  ),
  rule(
    J,
    MEDIUM,
    'mode',
    rx(
      '\\b(?:god|dan|jailbreak|jailbroken|override|unrestricted|unfiltered|uncensored|evil|chaos|sudo|unlocked|opposite|anarchy|rogue|no[- ]?limits?)\\s+mode\\b',
    ),
  ),
  rule(
    J,
    WEAK,
    'illeg uneth harmf expli nsfw offen immor dange',
    rx(
      '\\b(?:illegal|unethical|harmful|explicit|nsfw|offensive|immoral|dangerous)\\s+(?:or\\s+\\w+\\s+)?(?:content|responses?|answers?|requests?|outputs?|information)',
    ),
  ),
  rule(
    J,
    WEAK,
    'phish',
    rx(
      '\\b(?:write|create|draft|generate|compose|craft)\\s+(?:me\\s+)?(?:an?\\s+)?(?:\\w+\\s+)?phishing\\s+(?:e-?mail|message|page|site|text|sms)',
    ),
  ),
];

export const PHRASE_RULES: readonly Rule[] = [...OVERRIDE, ...JAILBREAK];

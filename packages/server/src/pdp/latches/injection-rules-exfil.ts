/**
 * Phrase rules, continued: attempts to get the system prompt, a secret or the data of the app's
 * user out of the model; fake system messages, chat-template delimiters and authority claims;
 * instructions that retrieved content addresses to the AI reading it; encoded or split payloads.
 * Same conventions as injection-rules.ts.
 */
import { MEDIUM, type Rule, rule, rx, STRONG, WEAK } from './injection-rules.js';

/** Verbs and forms that ask for something to be disclosed or turned into output. */
const ASK =
  "\\b(?:what|what's|whats|tell|give|share|reveal|confirm|provide|print|say|spell|write|encode|translate|show|disclose|leak|send|need|hint|letters?|characters?|digits?|poem|haiku|acrostic|song|riddle|reverse|backwards|pig latin|leetspeak|base64|can you|could you|would you|list|output|repeat|display|divulge)\\b";
/** Words that show the text is about managing or creating a credential, not obtaining one. */
const MANAGE =
  '\\b(?:reset|change|recover|forgot|forgotten|create|generate|strong|secure|hash(?:ed|ing)?|store|storing|encrypt\\w*|manager|policy|policies|requirements?|protect\\w*|rotate|expire\\w*|complexity|best practices?|how (?:do|can|should|to) (?:i|we|you)|my own)\\b';
const SECRET_NOUN =
  '(?:passwords?|passphrases?|pass phrase|passcodes?|pass code|secret (?:key|code|word|phrase|password|string|value|token|number)s?|access (?:code|key|token)s?|api[ -]?keys?|private keys?|confidential (?:string|code|key|password|value)s?|pin(?: code| number)?|credentials)';
const USER_ATTR =
  '(?:e-?mail|birth|birthday|date of birth|age|name|first name|last name|initials|address|home|city|residence|location|phone|number|favou?rite \\w+|bank|account|balance|ssn|social security|password|personal|private|details|salary|medical|diagnosis)';
const NAMED_PII =
  '(?:e-?mail address|home address|phone number|bank (?:account|balance)|social security number|credit card|current (?:city|address|location)|city of residence|password)';
const P = 'SYSTEM_PROMPT_EXFILTRATION';
const D = 'CONTEXT_DATA_EXFILTRATION';

const EXFILTRATION: Rule[] = [
  rule(
    P,
    STRONG,
    'promp instr direc rules guide confi messa',
    rx(
      "\\b(?:reveal|show|print|display|output|repeat|recite|tell|give|share|leak|disclose|write out|spell out|what (?:is|are|was|were)|what's|list|dump|copy|paste|divulge)\\s+(?:me\\s+)?(?:all\\s+|back\\s+)?(?:of\\s+)?(?:the\\s+(?:full\\s+|exact\\s+)?(?:text|content|contents|wording|words)\\s+of\\s+)?(?:your|the)\\s+(?:\\w+\\s+)?(?:system|initial|original|hidden|secret|internal|developer|pre-?|first|starting|full|exact|complete|confidential|underlying)\\s*(?:prompt|instructions|directives|rules|guidelines|configuration|message)",
    ),
  ),
  rule(
    P,
    STRONG,
    'promp',
    rx(
      "\\b(?:reveal|show|print|tell|give|what is|what's|repeat|output|display|share|leak|disclose|dump|copy|paste|spell out|write out)\\s+(?:me\\s+|us\\s+)?(?:all\\s+of\\s+)?(?:your|the)\\s+(?:\\w+\\s+)?system\\s+prompt\\b",
    ),
  ),
  rule(
    P,
    STRONG,
    'syste initi origi hidde secre inter pre',
    rx(
      '\\byour\\s+(?:\\w+\\s+)?(?:system|initial|original|hidden|secret|internal|pre-?)\\s*(?:prompt|message|instructions|directives|configuration)\\b',
    ),
    { near: rx(ASK), requires: 'your' },
  ),
  rule(
    P,
    MEDIUM,
    'instr rules guide direc progr promp',
    rx(
      '\\b(?:reveal|repeat|print|output|recite|leak|disclose|dump|verbatim)\\s+(?:\\w+\\s+){0,2}?your\\s+(?:instructions|rules|guidelines|directives|programming|prompt)\\b',
    ),
  ),
  rule(
    P,
    STRONG,
    'above befor prece prior start begin',
    rx(
      '\\b(?:repeat|print|output|recite|copy|reproduce)\\s+(?:back\\s+)?(?:the|all|every|everything)\\s+(?:\\w+\\s+)?(?:words?|text|content|lines?|messages?|instructions)?\\s*(?:above|before this|preceding|prior to this|at the (?:start|beginning))',
    ),
    { requires: 'repea print outpu recit copy repro' },
  ),
  // A credential the model holds: "what is your password", "a haiku about the password".
  rule(
    'SECRET_EXFILTRATION',
    MEDIUM,
    'passw passp passc pass secre acces api apike priva confi pin crede',
    rx(
      `\\b(?:the|your|our|ur|its|all(?: the)?|any|every)\\s+(?:(?:system|computer|account|admin|secret|current|real|actual|correct|hidden|own|stored|saved)(?:'s)?\\s+){0,2}${SECRET_NOUN}\\b`,
    ),
    { near: rx(ASK), notNear: rx(MANAGE) },
  ),
  // The credential named, then asked for by pronoun: "…passwords for our system. Can you confirm ours?"
  rule(
    'SECRET_EXFILTRATION',
    MEDIUM,
    'passw passp passc pass secre acces api apike priva confi pin crede',
    rx(
      `\\b${SECRET_NOUN}\\b[^]{0,120}?\\b(?:confirm|verify|tell me|share|reveal|give me|send me|spell out)\\s+(?:ours|yours|it|them|the one)\\b`,
    ),
    {
      notNear: rx(`${MANAGE}|\\b(?:changed|updated|set up|created)\\b`),
      requires: 'confi verif tell share revea give send spell',
    },
  ),
  rule(
    'SECRET_EXFILTRATION',
    MEDIUM,
    '@nonlatin contr mot passw senha clave parol',
    rx(
      "\\b(?:la|le|das|ihr|dein|sua|tua|votre|ton|tu|su|il)\\s+(?:contraseña|mot de passe|passwort|senha|password|clave|parola d'ordine)\\b|パスワード(?:は|を|が)|비밀번호|密码是|密碼是|你的密码|пароль",
    ),
  ),
  // The app user's data from the context: "the user's birth year", "where does the user live".
  rule(D, MEDIUM, 'user', rx(`\\bthe user(?:'s|s'|’s)\\s+(?:\\w+\\s+)?${USER_ATTR}`), {
    near: rx(ASK),
    notNear: rx(
      '\\b(?:how (?:do|can|should|to)|store|validate|fetch|query|api|schema|column|field|form|function|code|database design|endpoint|oauth|cookie|session|sdk)\\b',
    ),
  }),
  // The same data named through a pronoun: "the user … her initials and birth year".
  rule(
    D,
    MEDIUM,
    'user',
    rx(
      '\\bthe user\\b[^.!?\\n]{0,60}?\\b(?:his|her|their)\\s+(?:\\w+\\s+)?(?:initials|birth year|birth ?date|date of birth|birthday|home address|phone number|e-?mail address|social security number|bank balance)',
    ),
    {
      near: rx(ASK),
      notNear: rx(
        '\\b(?:how (?:do|can|should|to)|happens|store|validate|fetch|query|api|schema|column|field|form|function|code|database|endpoint|enters?|types?|submits?|changes?|updates?|forgets?|sdk)\\b',
      ),
    },
  ),
  // Where the app's user or a named person lives: a request to locate a private person.
  rule(
    D,
    MEDIUM,
    'live livin resid stay locat',
    rx(
      '\\bwhere\\s+(?:does|do|did|is)\\s+(?:the user|[A-Z][a-z]+ [A-Z][a-z]+)\\s+(?:currently\\s+|now\\s+)?(?:live|living|reside|residing|stay|located)\\b',
      'g',
    ),
  ),
  rule(
    D,
    MEDIUM,
    'datab db recor syste data',
    rx(
      '\\b(?:users|customers|clients|employees|patients|members|accounts)\\s+(?:\\w+\\s+)?(?:in|from|of|stored in)\\s+your\\s+(?:database|db|records|system|data)\\b',
    ),
    { near: rx(ASK) },
  ),
  rule(
    D,
    MEDIUM,
    'email mail addre phone bank socia credi curre city passw',
    rx(`\\b[A-Z][a-z]+(?: [A-Z][a-z]+)?(?:'s|’s)\\s+(?:\\w+\\s+)?${NAMED_PII}\\b`, 'g'),
    {
      near: rx("\\b(?:tell me|give me|what(?:'s| is| was)|share|reveal|provide|send me|using|print|list)\\b", 'i'),
      requires: 's',
    },
  ),
  rule(
    D,
    MEDIUM,
    'users custo emplo patie clien datab db recor',
    rx(
      '\\b(?:list|print|dump|show|export|reveal|give me|retrieve)\\s+(?:me\\s+)?(?:of\\s+)?(?:all\\s+)?(?:the\\s+|your\\s+)?(?:(?:users|customers|employees|patients|clients)\\s+(?:and|with)\\s+their\\b|(?:your|the (?:entire|whole|full))\\s+(?:database|db|user table|records|employee data))',
    ),
    { requires: 'list print dump show expor revea give retri' },
  ),
  rule(
    D,
    WEAK,
    'send forwa mail email uploa post exfil',
    rx(
      '\\b(?:send|forward|e-?mail|upload|post|exfiltrate)\\s+(?:it|them|this|all|the \\w+(?: \\w+)?)\\s+(?:\\w+\\s+){0,3}?to\\s+[\\w.+-]+@[\\w-]+\\.[\\w.]+',
    ),
  ),
];

// ── Fake system messages, delimiters, authority claims ──────────────────────────────────────────
const L = 'DELIMITER_INJECTION';
const A = 'AUTHORITY_IMPERSONATION';

const DELIMITER: Rule[] = [
  rule(
    L,
    MEDIUM,
    'im endof eot inst sys syste user assis start heade',
    rx(
      '<\\|(?:im_start|im_end|system|user|assistant|endoftext|eot_id|start_header_id|end_header_id)\\|>|\\[/?INST\\]|<</?SYS>>',
    ),
  ),
  rule(
    L,
    MEDIUM,
    'syste sys admin admin root sudo devel debug mode overr',
    rx(
      '[<\\[{]\\s*(?:system|sys|admin|administrator|root|sudo|developer|debug)(?:[\\s_-]*(?:mode|message|note|prompt|override|instructions?|command|update|alert|access)|\\s*>|\\s*\\])|[<\\[]\\s*(?:now\\s+)?(?:entering\\s+)?[\\w ]{0,30}\\b(?:mode|override)\\s*[>\\]]',
    ),
  ),
  rule(
    L,
    WEAK,
    'syste admin devel',
    rx(
      '^[ \\t]*(?:#{1,3}[ \\t]*)?(?:system|admin|developer)(?:[ \\t]*(?:message|prompt|note|override))?[ \\t]*:',
      'gim',
    ),
  ),
  rule(
    L,
    WEAK,
    'left end',
    rx(
      '\\b(?:user|human) (?:has )?left the (?:chat|conversation)|\\bend of (?:user )?(?:input|prompt|instructions)\\b',
    ),
  ),
  rule(
    A,
    MEDIUM,
    'devel creat maker progr admin owner opera maint maste train god',
    rx(
      "\\b(?:i am|i'm|this is)\\s+(?:your\\s+(?:\\w+\\s+)?(?:developer|creator|maker|programmer|admin|administrator|owner|operator|maintainer|master|trainer)\\b|the\\s+(?:\\w+\\s+)?(?:developer|creator|maker|programmer|admin|administrator|owner|operator|maintainer|trainer)\\s+of\\s+(?:this|your)\\s+(?:system|ai|model|bot|assistant|chatbot|app)\\b)|\\bas your (?:creator|developer|maker|programmer|owner|admin|administrator|master|operator)\\b|\\bi am god\\b|\\bi'm god\\b",
    ),
  ),
  rule(
    A,
    MEDIUM,
    'autho permi allow clear grant',
    rx(
      '\\b(?:has|have|are|is|been|now)\\s+(?:\\w+\\s+)?(?:authori[sz]ed|permitted|allowed|cleared|granted permission)\\s+(?:you\\s+)?to\\s+(?:disclose|reveal|share|bypass|ignore|override|output|print|send|disable|skip|leak|export)\\b',
    ),
  ),
  rule(
    L,
    WEAK,
    'instr respo syste input assis human user',
    rx('^[ \\t]*#{2,}[ \\t]*(?:instruction|response|system|input|assistant|human|user)[ \\t]*:', 'gim'),
  ),
  // Claiming to work for the model's vendor: "I am a developer at OpenAI".
  rule(
    A,
    MEDIUM,
    'opena anthr googl deepm meta micro mistr',
    rx(
      "\\b(?:i am|i'm|we are|this is)\\s+(?:an?\\s+|the\\s+)?(?:\\w+\\s+)?(?:programmer|developer|engineer|employee|researcher|staff member|admin|administrator|team member|representative)s?\\s+(?:at|from|for|of|with)\\s+(?:openai|anthropic|google|deepmind|meta|microsoft|mistral)\\b",
    ),
  ),
  rule(
    A,
    MEDIUM,
    'enabl activ grant autho',
    rx(
      '\\b(?:mode|access|override)\\s+(?:enabled|activated|granted|authori[sz]ed)\\s+by\\s+(?:an?\\s+)?(?:openai|anthropic|the developers?|your developers?|admin)',
    ),
  ),
  // The user speaking as the assistant or its maker ("As an AI developed by …, I …").
  rule(
    A,
    WEAK,
    'devel creat built train made',
    rx(
      "\\bas an? (?:ai|assistant|language model|llm)\\s+(?:\\w+\\s+)?(?:developed|created|built|trained|made)\\s+by\\s+\\w+,\\s+(?:i|i'm|i am|we)\\b",
    ),
  ),
  // An all-capitals override header: "SECURITY OVERRIDE:", "… OVERRIDE MODE".
  rule(A, MEDIUM, 'overr', rx('\\b[A-Z]{3,}(?: [A-Z]{2,}){0,4} OVERRIDE(?:\\s*[:>\\]]| MODE\\b)', 'g')),
  rule(
    A,
    WEAK,
    'mode',
    rx(
      '\\b(?:entering|enter|initiating|initiate|activating|activate|enabling|enable|switching (?:to|into)|now in)\\s+(?:a\\s+|an\\s+|the\\s+)?[\'"‘“]?(?:developer|maintenance|debug|debugging|admin|security|system|diagnostic|test|verification|knowledge verification|override|law enforcement|training)\\s+(?:\\w+\\s+)?mode\\b',
    ),
  ),
];

// ── Indirect injection in retrieved content; encoded or split payloads ──────────────────────────
const I = 'INDIRECT_INJECTION';

const INDIRECT: Rule[] = [
  rule(
    I,
    STRONG,
    'readi proce summa parsi analy brows viewi revie',
    rx(
      '\\b(?:ai|assistant|llm|language model|chatbot|agent|model|bot)s?\\s+(?:that is\\s+|who is\\s+)?(?:reading|processing|summari[sz]ing|parsing|analy[sz]ing|browsing|viewing|reviewing)\\s+(?:this|these)\\b',
    ),
    { requires: 'ai ais llm llms assis chatb agent agents model bot bots' },
  ),
  rule(
    I,
    MEDIUM,
    'ai llm langu assis chatb agent model bot',
    rx(
      '\\b(?:note|message|instructions?|attention)\\s+(?:(?:to|for)\\s+)?(?:the\\s+|any\\s+|all\\s+)?(?:ai|assistant|llm|language model|chatbot|agent|model|bot)s?(?:\\s+\\w+){0,3}?\\s*[:,—-]|\\bif you are an? (?:ai|llm|large language model|language model|assistant|chatbot|ai assistant)\\b',
    ),
    { requires: 'note messa instr atten if' },
  ),
  // Instructions that wait for the AI to process the content they sit in.
  rule(
    I,
    MEDIUM,
    'read proce summa parse see recei open scan analy',
    rx(
      '\\b(?:when|once|after|if|as soon as)\\s+you\\s+(?:\\w+\\s+)?(?:read|process|summari[sz]e|parse|see|receive|open|scan|analy[sz]e)\\s+(?:this|these|the following)\\s+(?:e-?mail|message|document|page|file|text|webpage|website|note|content|review|comment)s?\\b',
    ),
    {
      requires:
        'e mail email mails messa docum page pages file files text texts webpa websi note notes conte revie comme',
    },
  ),
  rule(
    I,
    MEDIUM,
    'user',
    rx(
      '\\b(?:tell|inform|instruct|convince|ask|direct|urge|requesting|request|persuade)\\s+the user\\s+(?:to\\s+|that\\s+(?:they|he|she)\\s+(?:must|should|need to)\\s+)?(?:visit|go to|click|follow|download|install|enter|provide|send|reset|call|transfer|log ?in|sign ?in|verify)\\b',
    ),
  ),
  rule(
    'HIDDEN_INSTRUCTION',
    WEAK,
    '*',
    rx(
      '<!--(?:(?!-->)[\\s\\S]){0,400}?\\b(?:ignore|disregard|instead|assistant|you must|say|state|print|respond|reply|output)\\b',
    ),
  ),
  rule(
    'PHISHING_PAYLOAD',
    WEAK,
    'accou',
    rx(
      "\\b(?:your|the user's|their)\\s+account\\s+(?:has been|was|is|may have been)\\s+(?:compromised|hacked|suspended|locked|breached)",
    ),
  ),
  // Smuggling: asking for an encoded text to be decoded (and acted on).
  rule(
    'OBFUSCATED_INSTRUCTION',
    WEAK,
    'decod decip decry trans inter conve',
    rx(
      '\\b(?:decode|decipher|decrypt|translate|interpret|convert)\\s+(?:this|these|the following|the)\\s+(?:\\w+\\s+)?(?:morse|rot-?13|caesar|base-?64|hex(?:adecimal)?|binary|cipher|ciphertext|encoded|reversed|leet(?:speak)?|ascii codes?)\\b',
    ),
    { requires: 'morse rot rot13 rot-1 caesa base base6 hex hexad binar ciphe encod rever leet leets ascii' },
  ),
  rule(
    'OBFUSCATED_INSTRUCTION',
    MEDIUM,
    'decod decip decry',
    rx(
      '\\b(?:decode|decipher|decrypt)\\b[^.\\n]{0,60}?\\b(?:and|then)\\s+(?:follow|execute|obey|carry out|do what|act on|comply with|answer|respond to|reply to|tell me what (?:it|this|that) (?:says|means|reads)|tell me what (?:the|this) message (?:says|is))\\b',
    ),
  ),
  rule(
    'PAYLOAD_SPLITTING',
    MEDIUM,
    'strin varia parts fragm piece',
    rx(
      "\\b(?:assume|suppose|let's say|given|imagine)\\s+(?:that\\s+)?(?:we have|there are)\\s+(?:two|three|four|five|\\d)\\s+(?:strings|variables|parts|fragments|pieces)\\b",
    ),
  ),
  rule(
    'PAYLOAD_SPLITTING',
    MEDIUM,
    'inter combi conca join merge assem follo',
    rx(
      '\\b(?:interlace|combine|concatenate|join|merge|assemble)\\b[^.\\n]{0,40}?\\b(?:part|string|piece|fragment)s?\\s*(?:1|one|a)\\b|\\b(?:using|from|with) the following (?:parts|pieces|fragments|strings)\\b',
    ),
    { requires: 'part parts strin piece fragm' },
  ),
  rule('PAYLOAD_SPLITTING', MEDIUM, 'combi', rx('\\bcombine [A-Z], [A-Z],? and [A-Z]\\b')),
  // "…then give an example returned by SmartGPT(z)": a made-up model called on the joined parts.
  rule('PAYLOAD_SPLITTING', MEDIUM, '*', rx('GPT\\s*\\(\\s*\\w+\\s*\\)', 'g')),
];

export const EXFIL_RULES: readonly Rule[] = [...EXFILTRATION, ...DELIMITER, ...INDIRECT];

// What makes a patient identifiable (GVP VI: one of the four minimum criteria): a possessive or
// demonstrative with a singular person ("my patient", "diese Patientin", "مريضي"), an age or sex
// ("a 54-year-old man", "67F", "54-jährige"), the clinical "pt", a relative, or a pronoun that is
// the subject of something that happened ("she developed", "er bekam"). Generic talk ("patients
// with AATD", "if a patient develops") names no one. Regular expressions over folded text, every
// repetition bounded.
export const PATIENT_PATTERNS: readonly RegExp[] = [
  // English
  /\b(?:my|our|this|that|his|her|the same|one of my|one of our)\s+(?:(?:\d{1,3}[- ]?(?:year|yr|y)s?[- ]?old|young|elderly|older|male|female|pregnant|zz|mz|sz|pi\*?zz|copd|aatd|new|index)[\s,-]+){0,3}(?:patient|pt|case|man|woman|lady|gentleman|gent|boy|girl|child|infant|baby|toddler|teenager|son|daughter|mother|mum|mom|father|dad|wife|husband|brother|sister|grandmother|grandfather|client|neonate|newborn)\b/u,
  /\b(?:my|our)\s+(?:patients|pts)\b/u,
  /\b(?:patient|pt|lady|gentleman|man|woman) of (?:mine|ours)\b/u,
  /\b(?:one|two|three|four|five|several|some|\d{1,2}) of (?:my|our) (?:patients|pts)\b/u,
  /\b\d{1,3}[- ]?(?:year|yr)s?[- ]?old\b/u,
  /\b\d{1,3}\s?(?:yo|y\/o|y\.o\.|yrs? old|m|f)\b(?![-/.]?\d)/u,
  // "a pt" / "ein Pat." is anyone ("if a pt develops"); it names a patient only as weakly as "a patient".
  /(?<!\b(?:a|an|any|every|each|if a)\s)\bpt\b(?!\s*\*)/u,
  // German
  /(?<!\b(?:ein|eine|einem|einen|einer|jeder|jedem|jede)\s)\b(?:patientin|pat\.|pat\b)/u,
  /\b(?:mein|meine|meinem|meinen|meiner|unser|unsere|unserem|unseren|unserer|dies|diese|dieser|diesem|diesen)\s+(?:\d{1,3}[- ]?(?:jaehrige[nmrs]?|j\.)\s+)?(?:patientin|patient|patienten|mann|frau|sohn|tochter|mutter|vater|kind|saeugling|junge|maedchen|aeltere|jugendliche)\b/u,
  /\b\d{1,3}[- ]?(?:jaehrige[nmrs]?|j\.|jahre alte[nmrs]?|jahre alt)\b/u,
  // Arabic
  /(?:مريضي|مريضتي|مريضنا|مريضتنا|ابني|ابنتي|والدي|والدتي|امي|ابي|زوجي|زوجتي|اخي|اختي)(?![\p{L}])/u,
  /(?:مريض|مريضه|رجل|امراه|سيده|طفل|طفله|شاب|فتاه)\s+(?:\p{L}+\s+)?(?:عمره|عمرها|يبلغ|تبلغ|في\s+\p{L}+\s+من\s+العمر|\d{1,3})/u,
  /\d{1,3}\s*(?:عاما|سنه|سنوات)/u,
];

/**
 * A pronoun or an article with what happened ("she developed", "a woman presented with"): a patient,
 * but too weak to outweigh an "if" or a "could" in the same sentence.
 */
export const CONTEXTUAL_PATIENT_PATTERNS: readonly RegExp[] = [
  /\b(?:he|she)(?:'s|’s)?\s+(?:\p{L}+\s+)?(?:developed|had|has|got|was|is|became|expecting|experienced|suffered|died|presented|complained|reported|started|stopped|took|takes|received|receives|collapsed|went|ended|felt|noticed|vomited|passed|needed|required|came|woke|broke|fainted|remains|remained|did|didn|does|doesn)\b/u,
  /\bpatient\s+(?:\p{L}+\s+)?(?:developed|had|got|was|became|experienced|suffered|died|presented|complained|reported|collapsed|felt|noticed|needed|required|accidentally|missed|took|admitted|hospitali[sz]ed)\b/u,
  /\b(?:the|this) patient\s+(?:\p{L}+\s+)?(?:developed|had|got|was|became|experienced|suffered|died|presented|complained|reported|started|stopped|received|collapsed|went|ended|felt|noticed|needed|required|is|has)\b/u,
  // "lady on enalapril", "gent taking warfarin": someone in particular, said in passing.
  /\b(?:lady|gentleman|gent|chap|bloke|fella|woman|man|girl|boy)\s+(?:on|taking)\s+\p{L}/u,
  /\ba (?:patient|pt|man|woman|lady|gentleman|boy|girl|child) (?:who |of mine )?(?:developed|had|got|was|became|experienced|suffered|died|presented|complained|received|collapsed|came)\b/u,
  // An article makes a patient as weakly as "the patient" does in English: "wenn ein Patient
  // Fieber bekommt" is a question, "der Patient hatte Fieber" a report. "der Patienten" is plural.
  /\b(?:der(?!\s+patienten\b)|dem|den|des|eine|einer|ein|einem)\s+(?:\d{1,3}[- ]?(?:jaehrige[nmrs]?|j\.)\s+)?(?:patientin|patient|patienten|pat|mann|frau|sohn|tochter|mutter|vater|kind|saeugling|junge|maedchen|aeltere|jugendliche)\b/u,
  /(?:المريض|المريضه)(?![\p{L}])/u,
  /\b(?:er|sie)\s+(?:\p{L}+\s+)?(?:hatte|bekam|entwickelte|wurde|war|litt|klagte|erhielt|musste|starb|verstarb|zeigte|kam|ist|hat|nahm|brach|kollabierte)\b/u,
];

import { describe, expect, it } from 'vitest';
import { screenForAdverseEvent } from './adverse-event-screening.js';

const BRANDS = ['Brandex'];

// Texts a member might write, and whether a safety reviewer must see them.
const POSSIBLE_EVENTS: string[] = [
  'After the infusion my patient developed a rash on both arms.',
  'Following his second dose he experienced severe headache and chills.',
  'One of my patients had an infusion reaction last week.',
  'Has anyone seen side effects with weekly augmentation therapy?',
  'She was hospitalised two days after starting alpha-1 proteinase inhibitor.',
  'Brandex® gave my patient hives.',
  'Patient reported nausea during the infusion.',
  'Following the infusion my patient was hospitalised with a severe rash.',
  'A woman presented with anaphylaxis.',
  'Is it an adverse event if the patient became pregnant while on A1-PI?',
  'Nach der Infusion entwickelte die Patientin einen Ausschlag.',
  'Hat jemand Nebenwirkungen unter der Augmentationstherapie gesehen?',
  'ظهرت أعراض جانبية على المريض',
];

const NOT_EVENTS: string[] = [
  'Alpha-1 antitrypsin deficiency is underdiagnosed in COPD.',
  'Augmentation therapy slows the decline of lung density in Pi*ZZ patients.',
  'Patients with AATD often present with shortness of breath.',
  'Great summary of the new guideline, thank you.',
  'Family testing should be offered to siblings of an index case.',
  'The liver disease in Pi*ZZ is caused by polymer accumulation.',
  'Ich empfehle die Leitlinie zur Diagnostik.',
  'After the first infusion the patient was stable and lung function was unchanged.',
  // Negated, hypothetical with "a pt", and a German demonstrative that stems like "dies".
  'Fr. M. seit 6 Jahren auf Substitution, keinerlei Reaktionen.',
  'If a pt developed hives mid infusion would you slow the rate or premedicate next time?',
  'Diese Woche keine Lieferung wegen Feiertag, alle Pat. sind informiert.',
];

describe('adverse-event screening', () => {
  it.each(POSSIBLE_EVENTS)('flags a possible adverse event: %s', (text) => {
    expect(screenForAdverseEvent(text, BRANDS).possibleAdverseEvent).toBe(true);
  });

  it.each(NOT_EVENTS)('lets an ordinary clinical text pass: %s', (text) => {
    expect(screenForAdverseEvent(text, BRANDS).possibleAdverseEvent).toBe(false);
  });

  it('gives the reviewer the product, the event and whether a patient is named', () => {
    const result = screenForAdverseEvent('After the Brandex infusion the patient developed a fever.', BRANDS);
    expect(result).toMatchObject({ possibleAdverseEvent: true, patientMentioned: true, temporal: true });
    expect(result.products).toEqual(['brandex']);
    expect(result.events).toEqual(['fever']);
  });

  it('matches brand names as whole words only, from the configured list', () => {
    expect(screenForAdverseEvent('Brandexa caused a rash', BRANDS).possibleAdverseEvent).toBe(false);
    expect(screenForAdverseEvent('Brandex caused a rash', []).possibleAdverseEvent).toBe(false);
    expect(screenForAdverseEvent('BRANDEX caused a rash', BRANDS).possibleAdverseEvent).toBe(true);
  });

  it.each([
    // A comma ends the reach of "for": the reason for the medicine, then what happened.
    ["Started St John's wort for low mood, INR dropped to 1.3 on her warfarin.", true],
    // Arabic ما after "بعد" / "وقت" joins a clause ("after we started"); on its own it denies.
    ['بعد ما بدأنا الدواء صار عنده طفح', true],
    ['ما صار عنده طفح بعد الدواء', false],
    ['pt c/o rash after inf #3', true],
    ['SAE: pt admitted overnight', true],
    ['infusion rxn again in the same pt', true],
    ['ER visit after the infusion, wheeze and stridor', true],
    ['DVT two weeks after starting the new IV product in my patient', true],
    ['Seizure 20 minutes after the infusion started in a 34-year-old woman', true],
    ['My patient died 3 days after his fourth infusion', true],
    ['He went into shock during the infusion', true],
    ['Tiotropium gave my patient urinary retention', true],
    ['Started her on roflumilast and she had diarrhoea within a month', true],
    ['Brandex - anaphylaxsis in my pt', true],
    ['Nach der Infusion bekam die Patientin Kopfschmerzen und Fieber.', true],
    ['Die Therapie wirkt bei ihm einfach nicht.', true],
    ['No reaction so far in my patients on weekly augmentation.', false],
    ['Keine Nebenwirkungen bei unseren Patienten.', false],
    ['If a patient develops hives during the infusion, stop it.', false],
    ['Steroids could cause osteoporosis with long-term use.', false],
    ['The trial reported 3% headache in the treatment arm.', false],
    ['No fever, but she developed a rash after the infusion.', true],
    ['No, my patient developed hives after the infusion.', true],
    ['Serum AAT was 717 mg/L at baseline, PI*ZZ, NCT01234567.', false],
    // A laboratory value that changed, near a medicine, is an abnormal result.
    ['AST doubled within a week of starting rifampicin.', true],
    ['Kalium auf 6,1 gestiegen nach Beginn mit Spironolacton.', true],
    ['Bloods today: ALT 31, creatinine 74, potassium 4.2 on rifampicin.', false],
    // An unlisted condition is known by its ending; after "for" it is the indication.
    ['He came back with leukopenia three weeks into azathioprine.', true],
    ['Azathioprine 100 mg daily for his autoimmune hepatitis.', false],
    ['Came in for a rash two days after amoxicillin.', true],
    // Spelled as heard; verb and adjective forms of the nouns.
    ['Diarea and stomach cramps on the new antibiotic, my pt is miserable.', true],
    ['She was jittery and shaking after the nebuliser.', true],
    // A dash starts a new clause: an earlier negation does not reach across it.
    ["Two courses of prednisolone didn't settle it - no improvement at all.", true],
    // "post" after a time is not a literature cue ("poster").
    ['Allergic rxn to the ceftriaxone 20 min post.', true],
    // A relative's death with no medicine is family history; a procedure's "flush" is no reaction.
    ['Her grandmother died of emphysema at 58.', false],
    ['Saline flush before and after every infusion.', false],
    // Arabic INNs with or without the article; "العلاج" (the treatment) is not "لعلاج" (for treating).
    ['نزيف في المعدة بعد أسبوع من الأبيكسابان', true],
    ['العلاج لم يعمل بعد ستة أشهر', true],
    // The first syllables of an INN, and a brand the vocabulary cannot know after "started".
    ['Thrush since the flutic was doubled.', true],
    ['Vivid nightmares since starting Somnexa last month.', true],
    ['We started Tuesday with the new infusion chairs.', false],
    // A percentage is a study's only as a share of people; "rate" and "review" only with a figure.
    ['Sats fell to 85% during the infusion and she needed oxygen.', true],
    ['In the study, 4% of patients had a rash.', false],
    ['Adverse events were similar between arms.', false],
    ['Flushing during the infusion, settled when we slowed the rate.', true],
    // What the text puts before the medicine came first; an initial does not end a sentence.
    ['He died in 2018, long before augmentation was available to him.', false],
    ['C. diff after a course of clindamycin.', true],
    // An article makes a patient only weakly: a question about "ein Patient" stays a question.
    ['Wenn ein Patient unter der Infusion Fieber bekommt, was tut ihr?', false],
    // Sound-alike words keep their syllables; a hospital stay with no medicine is the disease.
    ['Admitted with an infective exacerbation, sputum grew pseudomonas.', false],
    // A study named in another clause does not make this one literature.
    ['A patient of mine conceived on augmentation - is there a registry for that?', true],
  ] as const)('screens %s -> %s', (text, expected) => {
    expect(screenForAdverseEvent(text, BRANDS).possibleAdverseEvent).toBe(expected);
  });

  it.each([
    ['Overdose: she took a double dose of theophylline.', 'overdose'],
    ['We use it off-label in a PI*MZ patient.', 'offLabelUse'],
    ['The inhaler did not work for him at all.', 'lackOfEfficacy'],
    ['Medication error: the pharmacy dispensed the wrong strength.', 'medicationError'],
    ['Our nurse had a needlestick injury while preparing the infusion.', 'occupationalExposure'],
    ['My patient is 8 weeks pregnant while on weekly augmentation.', 'pregnancyExposure'],
    ['She is breastfeeding and restarted the infusions.', 'breastfeedingExposure'],
    ['We started a 12-year-old boy on augmentation.', 'paediatricUse'],
    ['She has been using her brother’s prednisolone without prescription.', 'misuse'],
    ['The pharmacist got a splash of the cytotoxic in her eye.', 'occupationalExposure'],
    ['Die Pflegerin hat sich an der Nadel gestochen.', 'occupationalExposure'],
    ['He has been using the reliever 12 times a day for a week.', 'misuse'],
    ['Gave 500 mg instead of 50 mg of the syrup.', 'medicationError'],
    ["Two years of mepolizumab and I don't think it's doing anything.", 'lackOfEfficacy'],
    ['الأم ترضع وتتناول الميثوتريكسات', 'breastfeedingExposure'],
    // An age in years is a child as "child" is; someone else's medicine; one thing dispensed in
    // place of another; a worsening despite the medicine.
    ['We started a 14yo on weekly augmentation last month.', 'paediatricUse'],
    ['Der 11-jährige bekommt seit März Montelukast.', 'paediatricUse'],
    ["He admitted taking his mate's tramadol to sleep.", 'misuse'],
    ['Sie nimmt seit Wochen das Diazepam ihrer Mutter.', 'misuse'],
    ['The pharmacy dispensed amlodipine instead of amitriptyline.', 'medicationError'],
    ['بدل الأموكسيسيلين صرفوا له دواء الضغط', 'medicationError'],
    ['Fourth flare this year despite weekly Brandex.', 'lackOfEfficacy'],
    // A defective product; a medicine given away; a person in a trial is no published trial.
    ['The vial was cloudy with white bits after reconstitution and she had rigors.', 'qualityDefect'],
    ['She has been giving her leftover oxycodone to her husband for his back.', 'misuse'],
    ['Needlestick while drawing up Brandex for a trial participant today.', 'occupationalExposure'],
  ] as const)('names the special situation and reports it without a reaction: %s', (text, situation) => {
    const result = screenForAdverseEvent(text, BRANDS);
    expect(result.possibleAdverseEvent).toBe(true);
    expect(result.specialSituations).toContain(situation);
  });

  // Classes added after blind sets J and K, one row per class and language.
  it.each([
    // A cold chain broken before the dose; a powder that looks wrong.
    [
      'The delivery sat in a hot van all afternoon, ice packs completely melted. She infused it that evening.',
      'qualityDefect',
    ],
    ['Kühlakkus waren komplett warm, die Patientin hat die Infusion trotzdem gegeben.', 'qualityDefect'],
    ['الـ ice packs سايحة لما وصلت الشحنة، والمريضة أخدت الجرعة عادي.', 'qualityDefect'],
    ['The powder in the Brandex vial was clumped and would not dissolve, so we used another one.', 'qualityDefect'],
    // The wrong route or strength.
    ['He has been swallowing his inhaler capsules instead of inhaling them for a month.', 'medicationError'],
    ['Sie hat die Kapseln geschluckt statt inhaliert, seit dem Start.', 'medicationError'],
    ['المريض كان يبلع الكبسولات بدل ما يستنشقها لمدة أسبوعين.', 'medicationError'],
    ['They drew up the adult ampoule for the baby and gave ten times the dose.', 'medicationError'],
    // The medicine is not acting, in the words clinicians use.
    ['Fourth week of clarithromycin and his cough is still green, it is not touching it.', 'lackOfEfficacy'],
    ['Trotz Substitution fällt die FEV1 weiter, das Präparat bringt nichts.', 'lackOfEfficacy'],
    ['رغم العلاج الوظائف بتنزل، الدوا ما عم يفيد.', 'lackOfEfficacy'],
    // Approved for one patient outside the label.
    ['My MZ patient got Brandex through an individual funding exception.', 'offLabelUse'],
    ['Einzelfallantrag bewilligt, Herr K. (MZ) bekommt jetzt Brandex.', 'offLabelUse'],
    ['بدينا Brandex لمريض MZ واخا ماشي indication رسمية.', 'offLabelUse'],
    // A German compound holds one part of a situation said in two parts.
    ['Die Kollegin hat sich mit der Aufziehnadel in den Finger gestochen.', 'occupationalExposure'],
    // A brand no list holds, after a schedule or before a route.
    ['My patient on weekly Corvalen has just found out she is pregnant.', 'pregnancyExposure'],
    ['Stillende Mutter bekommt Corvalen i.v. jede Woche.', 'breastfeedingExposure'],
  ] as const)('names a special situation said in everyday words: %s', (text, situation) => {
    const result = screenForAdverseEvent(text, BRANDS);
    expect(result.possibleAdverseEvent).toBe(true);
    expect(result.specialSituations).toContain(situation);
  });

  it.each([
    // A deployment brand with two letters swapped; a generic two slips off.
    ['Brnadex made her dizzy and she fell in the kitchen.', true],
    ['Since the amoxicilinn she has had a rash all over her back.', true],
    ['Started atorvastin in March, muscle pains ever since in my patient.', true],
    // A value set against an earlier one, with no verb of change.
    ['QTc 505 on clarithromycin, was 430 at baseline.', true],
    ['Kreatinin 90 → 170 unter Ibuprofen.', true],
    ['النبض ١٤٠ بعد البخاخ، عادة ٧٥.', true],
    ['QTc vorher 430 ms, heute Azithromycin begonnen.', false],
    // A dose told by the act of giving it; a reaction described rather than named.
    ['after self-infusing at home he came out in hives and felt faint.', true],
    ['Seit der Grippeimpfung ist der Arm rot und heiß.', true],
    // No medicine at all, or another cause named.
    ['Pulmonary embolism after a long-haul flight, he takes no medication at all.', false],
    ['Lungenembolie nach Langstreckenflug, sie nimmt keine Medikamente.', false],
    ['ALT 200 after a holiday with a lot of drinking, no new meds.', false],
    ['Er hat sich das Bein beim Sturz vom Dach gebrochen, wir pausieren die Infusionen.', false],
    ['انكسرت يدها في حادث سيارة ووقفنا العلاج لحد ما تخرج.', false],
    // No real patient: an exam question, a question asked ahead, a question after a hypothetical one.
    ['Exam question: a patient on augmentation develops hives mid-infusion. What is first line?', false],
    ['Has anyone used augmentation off-label in sarcoidosis? No patient yet, just curious.', false],
    ['What would you do if a patient got hives during the infusion? Stop it, antihistamine, restart slower?', false],
    ['Was macht ihr, wenn ein Pat. während der Infusion Fieber bekommt?', false],
    ['واش إلا المريض جاتو حساسية فوسط الجلسة، نوقف؟', false],
    // A heading that names a study; a fear; a figure of speech; a place; two products compared.
    [
      'Fallbericht in der Zeitschrift: eine 40-jährige unter Substitution mit Schlaganfall, laut Autoren nicht kausal.',
      false,
    ],
    ["Case series in this month's journal: five patients with vasculitis responded to augmentation.", false],
    ['Wir hatten Angst wegen Anaphylaxie, aber es ist nichts passiert.', false],
    ['Nightmare scenario: the courier leaves the box in the sun and nobody knows.', false],
    ['Neue Patientin, erste Gabe nächste Woche in der Ambulanz.', false],
    ['Switched her from Brandex to another product - no difference, trough levels similar.', false],
  ] as const)('reads a class of wording found in blind sets J and K: %s -> %s', (text, expected) => {
    expect(screenForAdverseEvent(text, BRANDS).possibleAdverseEvent).toBe(expected);
  });

  // The structural tier: a medicine and a sign of change linked to it, in the member's own words.
  it.each([
    // A change of state linked in time to a medicine, with no reaction word.
    ['Her sleep has gone to pieces since the new tablets.', true],
    ['His BP went through the roof on the new inhaler.', true],
    ["She wasn't herself after the third dose.", true],
    ['Seit der Umstellung auf das neue Spray geht es ihr deutlich schlechter.', true],
    // The medicine as the subject of the change.
    ['The first infusion knocked him for six.', true],
    // An action on the medicine: withdrawn, switched back, or a pronoun for one named before.
    ['Switched him back to the old inhaler.', true],
    ['He started the new tablets in May. We had to stop it after a week.', true],
    ['Wir haben die Tabletten abgesetzt, sie konnte nicht mehr schlafen.', true],
    ['بعد الجرعة الثالثة أوقفنا العلاج', true],
    // A brand no list holds, and a generic exposure ("his jab").
    ["Since starting Vantrelo my patient can't keep anything down.", true],
    // No sign of change, a hypothetical, a study, a negation, a relative's illness with no medicine.
    ['Patient on augmentation for 6 years, doing well.', false],
    ['We started him on augmentation last month.', false],
    ['If a patient became breathless after the infusion, would you stop it?', false],
    ['Should we stop the infusion if she becomes breathless?', false],
    ['In the trial, patients had to stop the drug within days of the first dose.', false],
    ['No, she did not become breathless after the infusion.', false],
    ['His father ended up in hospital with cirrhosis.', false],
    ['Her liver stiffness went from 7.1 to 9.8 kPa over 4 years on no treatment at all.', false],
    ['Augmentation became available in our country in 2015.', false],
  ] as const)('reads a report in lay wording structurally: %s', (text, expected) => {
    expect(screenForAdverseEvent(text, BRANDS).possibleAdverseEvent).toBe(expected);
  });

  it('marks a hospital or an emergency with a medicine as serious', () => {
    const result = screenForAdverseEvent('He ended up in A&E two days after his jab.', BRANDS);
    expect(result).toMatchObject({ possibleAdverseEvent: true, serious: true });
    expect(result.seriousness).toContain('hospitalisation');
    expect(result.evidence.map((e) => e.text)).toContain('A&E');
  });

  it.each([
    ['My patient died after the infusion.', ['death']],
    [
      'Pt hospitalised with bronchospasm after the dose, then ICU.',
      ['lifeThreatening', 'hospitalisation', 'medicallyImportant'],
    ],
    ['Her baby was born with a birth defect after augmentation in pregnancy.', ['congenitalAnomaly']],
    ['Mild headache after the infusion in my patient.', []],
    // Medically important events said as a clinician says them, and units transfused.
    ['My patient started to seize an hour after a levofloxacin dose.', ['medicallyImportant']],
    ['Pat. unter Apixaban gestürzt, im CT ein subdurales Hämatom.', ['medicallyImportant']],
    ['pt on apixaban presented w/ melena, Hb 68, 2 units transfused', ['medicallyImportant']],
    ['بعد الدواء صار عنده تشنجات وفقدان الوعي', ['medicallyImportant']],
  ] as const)('finds the seriousness criteria: %s', (text, criteria) => {
    const result = screenForAdverseEvent(text, BRANDS);
    expect(result.seriousness).toEqual(expect.arrayContaining([...criteria]));
    expect(result.serious).toBe(criteria.length > 0);
  });

  it.each([
    ['my patient had a rash', true],
    ['a 54-year-old man had a rash', true],
    ['67F with hives', true],
    ['pt c/o itching', true],
    ['Die Patientin hatte Fieber', true],
    ['er bekam Fieber nach der Infusion', true],
    ['مريضي أصيب بطفح', true],
    ['Patients with AATD often have dyspnoea', false],
    ['If a patient develops hives, stop', false],
    ['Augmentation slows lung density decline', false],
  ] as const)('knows whether an identifiable patient is named: %s', (text, expected) => {
    expect(screenForAdverseEvent(text, BRANDS).patientMentioned).toBe(expected);
  });

  it('gives evidence spans as offsets into the original text, also after folding ß and umlauts', () => {
    const text = 'Große Sorge: nach der Infusion bekam meine Patientin Kopfschmerzen unter Brandex.';
    const result = screenForAdverseEvent(text, BRANDS);
    expect(result.possibleAdverseEvent).toBe(true);
    for (const e of result.evidence) expect(text.slice(e.start, e.end)).toBe(e.text);
    const byCriterion = (c: string) => result.evidence.filter((e) => e.criterion === c).map((e) => e.text);
    expect(byCriterion('product')).toContain('Brandex');
    expect(byCriterion('event')).toContain('Kopfschmerzen');
    expect(byCriterion('patient')).toContain('meine Patientin');
    expect(byCriterion('reporter')).toContain('meine');
  });

  it('detects the languages written', () => {
    expect(screenForAdverseEvent('My patient had a rash after the infusion.').languages).toEqual(['en']);
    expect(screenForAdverseEvent('Die Patientin hat nach der Infusion Fieber.').languages).toEqual(['de']);
    expect(screenForAdverseEvent('مريضي أصيب بطفح جلدي بعد الجرعة').languages).toEqual(['ar']);
  });

  it('screens only the languages asked for', () => {
    expect(screenForAdverseEvent('Hat jemand Nebenwirkungen gesehen?', [], ['en']).possibleAdverseEvent).toBe(false);
    expect(screenForAdverseEvent('Hat jemand Nebenwirkungen gesehen?', [], ['de']).possibleAdverseEvent).toBe(true);
  });

  it('stays bounded on pathological input', () => {
    const inputs = [
      'a'.repeat(50_000),
      'no '.repeat(10_000) + 'rash',
      'rash after the infusion '.repeat(2_000),
      'my patient '.repeat(5_000),
      'if '.repeat(10_000) + 'she had a rash',
      '1 '.repeat(20_000),
      'م'.repeat(30_000),
    ];
    // CPU time, not wall time: on a shared, loaded machine waiting for a core is not screening.
    const start = process.cpuUsage();
    for (const text of inputs) screenForAdverseEvent(text, BRANDS);
    const used = process.cpuUsage(start);
    // Linear scans take milliseconds; a quadratic or backtracking rule would take minutes.
    expect((used.user + used.system) / 1000).toBeLessThan(10_000);
  });
});

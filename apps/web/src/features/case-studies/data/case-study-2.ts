import type { CaseStudy } from './types';
import { AAT_RANGE, COMMON_ABBREVIATIONS, PREPARED_SEPTEMBER_2022, REFERENCES } from './shared';

/** Fictional teaching case: neonatal jaundice, then raised liver enzymes found by chance in childhood. */
export const caseStudy2: CaseStudy = {
  number: 2,
  title: 'Jaundice as a newborn, abnormal liver tests at seven',
  patient_name: 'Sofia',
  patient_image: 'girl-7',
  occupation: 'Primary school pupil',
  age: 7,
  card: {
    subtitle: '7-year-old girl with raised liver enzymes',
    physicianQuote: 'Prolonged jaundice in a newborn is a clue worth following up years later.',
  },
  patient_comments: [
    { quotedText: 'She was yellow for weeks after she was born, but then it went away and we forgot about it.', text: "Sofia's mother" },
    { quotedText: 'I feel fine. I just want to play football with my friends.', text: 'Sofia, 7' },
  ],
  medical_history: [
    'Born at term; prolonged jaundice with raised conjugated bilirubin from the second week of life, which settled by 4 months without a cause being found',
    'Raised liver enzymes found at 7 on blood tests taken before minor ear, nose and throat surgery',
    'Growing along the 25th centile; no respiratory symptoms; immunisations up to date',
    'Both parents well; no known family history of liver or lung disease',
  ],
  physical_examination: [
    'Well, active child; no jaundice',
    'Smooth, non-tender liver edge palpable 2 cm below the right costal margin; spleen not palpable',
    'No ascites, no spider naevi; chest clear',
  ],
  further_investigation: [
    { text: 'Liver function tests: raised ALT, AST and GGT; normal bilirubin and albumin', opensLiverTable: true },
    {
      text: 'Tests for other causes of raised liver enzymes, all negative or normal:',
      children: ['Hepatitis A, B and C serology', 'Coeliac serology', 'Autoimmune liver antibodies and immunoglobulins', 'Caeruloplasmin'],
    },
    'Abdominal ultrasound: mildly enlarged liver with even echotexture; normal spleen',
  ],
  results_aatd: [
    `Serum AAT: 35 mg/dL (reference range ${AAT_RANGE})`,
    'Phenotype: Pi*ZZ',
    'Family testing: both parents carry one Z allele (Pi*MZ)',
  ],
  liver_function: {
    // The adult ranges of the spec do not apply to a child: these are typical paediatric ranges.
    caption: 'Liver function tests (typical paediatric reference ranges for ages 4-10 years; ranges vary between laboratories)',
    rows: [
      { parameter: 'Alanine aminotransferase (ALT)', result: '92 U/L', normalRange: '5-45 U/L' },
      { parameter: 'Aspartate aminotransferase (AST)', result: '78 U/L', normalRange: '15-50 U/L' },
      { parameter: 'Alkaline phosphatase (ALP)', result: '310 U/L', normalRange: '150-420 U/L' },
      { parameter: 'Gamma-glutamyl transferase (GGT)', result: '64 U/L', normalRange: '5-25 U/L' },
      { parameter: 'Total bilirubin', result: '0.5 mg/dL', normalRange: '0.1-1.0 mg/dL' },
      { parameter: 'Albumin', result: '4.3 g/dL', normalRange: '3.8-5.4 g/dL' },
    ],
  },
  doctor_comments: {
    medical_history: 'Jaundice that lasts beyond the first two weeks of life always deserves a cause; hers was never found.',
    physical_examination: 'A firm, enlarged liver in a well child is easy to miss on a busy day.',
    results_aatd: 'Two healthy carrier parents, one affected child: typical autosomal codominant inheritance.',
  },
  report_summary:
    'A 7-year-old girl with prolonged neonatal jaundice in infancy now has hepatomegaly and raised liver enzymes, a serum AAT of 35 mg/dL and the Pi*ZZ genotype. She needs regular liver follow-up, and her family has been offered counselling.',
  did_you_know: [
    'AATD is one of the most common inherited causes of liver disease in children.',
    'Liver disease in AATD comes from misfolded Z-AAT building up inside liver cells, not from the lack of AAT in the blood.',
  ],
  why_screen: [
    'The ATS/ERS statement recommends AAT testing for anyone with unexplained liver disease, including newborns, children and adults.',
    'Normal bilirubin years after neonatal jaundice does not rule out AATD.',
    'A diagnosis in childhood means lifelong advice to avoid tobacco smoke, monitoring of the liver, and testing of siblings.',
  ],
  abbreviations: [
    ...COMMON_ABBREVIATIONS,
    { term: 'ALP', meaning: 'alkaline phosphatase' },
    { term: 'ALT', meaning: 'alanine aminotransferase' },
    { term: 'AST', meaning: 'aspartate aminotransferase' },
    { term: 'GGT', meaning: 'gamma-glutamyl transferase' },
    { term: 'MZ', meaning: 'one normal (M) and one Z allele' },
  ],
  references: REFERENCES,
  prepared: PREPARED_SEPTEMBER_2022,
};

import type { CaseStudy } from './types';
import { AAT_RANGE, adultLiverRows, COMMON_ABBREVIATIONS, PREPARED_OCTOBER_2022, REFERENCES } from './shared';

/** Fictional teaching case: early emphysema and liver involvement in the same adult. */
export const caseStudy3: CaseStudy = {
  number: 3,
  title: 'Lungs and liver in a man in his forties',
  patient_name: 'Daniel',
  patient_image: 'man-45',
  occupation: 'Warehouse supervisor',
  age: 45,
  card: {
    subtitle: '45-year-old man with early emphysema and abnormal liver tests',
    physicianQuote: 'We were treating his lungs and his liver as two separate problems. They were one.',
  },
  patient_comments: [
    { quotedText: 'I put the breathlessness down to getting older and the cigarettes I used to smoke.', text: 'Daniel, 45, warehouse supervisor' },
    { quotedText: 'Nobody had told me that my lungs and my liver could be linked.', text: 'Daniel, after his diagnosis' },
  ],
  medical_history: [
    'Breathlessness on exertion for 2 years and three chest infections needing antibiotics in the last winter',
    'Former smoker of 15 pack-years; stopped 5 years ago',
    'Alcohol within recommended limits',
    'Raised liver enzymes on two occasions in the past 3 years, put down to fatty liver without further tests',
    'Father died at 62 of "chronic bronchitis"',
  ],
  physical_examination: [
    'Body mass index 25 kg/m²; oxygen saturation 96% on room air',
    'Mildly prolonged expiration; breath sounds slightly reduced at the bases',
    'Liver edge palpable 1 cm below the costal margin; a few spider naevi on the upper chest',
  ],
  further_investigation: [
    {
      text: 'Lung function',
      children: ['Post-bronchodilator FEV1 72% of predicted; FEV1/FVC 0.64', 'DLCO 68% of predicted'],
    },
    'High-resolution CT of the chest: mild panlobular emphysema in both lower lobes',
    { text: 'Liver function tests: raised ALT, AST and GGT', opensLiverTable: true },
    {
      text: 'Liver assessment',
      children: [
        'Ultrasound: coarse liver echotexture, no focal lesion, normal spleen',
        'Transient elastography: raised liver stiffness, in keeping with significant fibrosis',
        'Viral hepatitis serology and iron studies: normal',
      ],
    },
  ],
  results_aatd: [`Serum AAT: 40 mg/dL (reference range ${AAT_RANGE})`, 'Phenotype: Pi*ZZ'],
  liver_function: {
    caption: 'Liver function tests (adult reference ranges)',
    rows: adultLiverRows({ ALT: '68 U/L', AST: '59 U/L', ALP: '110 U/L', GGT: '95 U/L', bilirubin: '1.0 mg/dL', albumin: '3.9 g/dL' }),
  },
  doctor_comments: {
    medical_history: 'Recurrent chest infections, early breathlessness and unexplained liver tests: three reasons to test for AATD.',
    further_investigation: 'His liver fibrosis was as important a finding as his emphysema.',
    results_aatd: 'Now that he has a diagnosis, he can be followed by both a respiratory and a liver team.',
  },
  report_summary:
    'A 45-year-old former smoker has early basal emphysema and liver fibrosis with raised liver enzymes. His serum AAT is 40 mg/dL and his genotype is Pi*ZZ. He now has lung and liver follow-up, and his siblings have been offered testing.',
  did_you_know: [
    'Adults with Pi*ZZ can have lung disease, liver disease or both, so every Pi*ZZ adult needs both organs assessed.',
    'Smoking is the most important avoidable risk factor for emphysema in AATD.',
  ],
  why_screen: [
    'He has persistent airflow obstruction, which the ATS/ERS statement and the WHO name as a reason to test for AATD.',
    'Unexplained liver disease is a reason to test in its own right.',
    'Emphysema in the mid-forties, at the lung bases, is earlier and lower than usual smoking-related COPD.',
  ],
  abbreviations: [
    ...COMMON_ABBREVIATIONS,
    { term: 'ALP', meaning: 'alkaline phosphatase' },
    { term: 'ALT', meaning: 'alanine aminotransferase' },
    { term: 'AST', meaning: 'aspartate aminotransferase' },
    { term: 'COPD', meaning: 'chronic obstructive pulmonary disease' },
    { term: 'CT', meaning: 'computed tomography' },
    { term: 'DLCO', meaning: 'diffusing capacity of the lungs for carbon monoxide' },
    { term: 'FEV1', meaning: 'forced expiratory volume in 1 second' },
    { term: 'FVC', meaning: 'forced vital capacity' },
    { term: 'GGT', meaning: 'gamma-glutamyl transferase' },
  ],
  references: REFERENCES,
  prepared: PREPARED_OCTOBER_2022,
};

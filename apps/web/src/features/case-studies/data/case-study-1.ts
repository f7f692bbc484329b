import type { CaseStudy } from './types';
import { AAT_RANGE, adultLiverRows, COMMON_ABBREVIATIONS, PREPARED_SEPTEMBER_2022, REFERENCES } from './shared';

/** Fictional teaching case: emphysema labelled as COPD in a lifelong non-smoker. */
export const caseStudy1: CaseStudy = {
  number: 1,
  title: 'Breathless for years, and never a smoker',
  patient_name: 'Helen',
  patient_image: 'woman-60',
  occupation: 'Retired librarian',
  age: 60,
  card: {
    subtitle: '60-year-old woman with "COPD" who has never smoked',
    physicianQuote: 'COPD in someone who has never smoked should always make us ask why.',
  },
  patient_comments: [
    { quotedText: 'I have never smoked, so I could not understand why my breathing kept getting worse.', text: 'Helen, 60, retired librarian' },
    { quotedText: 'My inhalers helped a little at first, but I still had to stop halfway up the stairs.', text: 'Helen, on the years before her diagnosis' },
  ],
  medical_history: [
    'Progressive breathlessness on exertion for 4 years; now stops for breath after about 100 metres on the level',
    'Diagnosed with COPD at 56 in primary care and treated with inhaled bronchodilators, with limited benefit',
    'Two exacerbations treated with oral corticosteroids in the last 12 months',
    'Lifelong non-smoker; no known occupational exposure to dusts or fumes',
    'Family history: an older brother was diagnosed with emphysema in his fifties',
    'No history of liver disease or jaundice',
  ],
  physical_examination: [
    'Body mass index 22 kg/m²; oxygen saturation 94% on room air at rest',
    'Prolonged expiration and reduced breath sounds at both lung bases; no wheeze at rest',
    'No finger clubbing, no peripheral oedema',
    'No signs of chronic liver disease',
  ],
  further_investigation: [
    {
      text: 'Lung function',
      children: [
        'Post-bronchodilator FEV1 48% of predicted; FEV1/FVC 0.52, with minimal reversibility',
        'Hyperinflation (TLC 118% of predicted); DLCO 45% of predicted',
      ],
    },
    'High-resolution CT of the chest: panlobular emphysema, most marked in the lower lobes',
    { text: 'Liver function tests: all within the normal ranges', opensLiverTable: true },
    'Abdominal ultrasound: normal liver size and echotexture',
  ],
  results_aatd: [
    `Serum AAT: 24 mg/dL (reference range ${AAT_RANGE})`,
    'C-reactive protein normal at the time of sampling',
    'Phenotype: Pi*ZZ',
  ],
  liver_function: {
    caption: 'Liver function tests (adult reference ranges)',
    rows: adultLiverRows({ ALT: '28 U/L', AST: '30 U/L', ALP: '85 U/L', GGT: '35 U/L', bilirubin: '0.6 mg/dL', albumin: '4.1 g/dL' }),
  },
  doctor_comments: {
    medical_history: 'A non-smoker with COPD and a brother with early emphysema: the family history was there from the start.',
    further_investigation: 'Emphysema at the lung bases rather than the apices is a typical pattern in severe AATD.',
    results_aatd: 'AAT rises with inflammation, so we checked CRP at the same time. A level of 24 mg/dL is severe deficiency.',
  },
  report_summary:
    'A 60-year-old lifelong non-smoker treated for COPD for four years has basal panlobular emphysema, a serum AAT of 24 mg/dL and the Pi*ZZ genotype. Her liver tests are normal. Her siblings and children can now be offered testing.',
  did_you_know: [
    'AAT is made mainly in the liver and protects the lungs from neutrophil elastase.',
    'Emphysema in severe AATD can develop in people who have never smoked; smoking makes it start earlier and progress faster.',
  ],
  why_screen: [
    'She is an adult with persistent airflow obstruction: the ATS/ERS statement recommends AAT testing for all symptomatic adults with COPD or emphysema, and the WHO recommends testing every patient with COPD once.',
    'Never having smoked, basal emphysema and a sibling with early emphysema all point towards AATD.',
    'A diagnosis lets her family be tested and counselled.',
  ],
  abbreviations: [
    ...COMMON_ABBREVIATIONS,
    { term: 'COPD', meaning: 'chronic obstructive pulmonary disease' },
    { term: 'CRP', meaning: 'C-reactive protein' },
    { term: 'CT', meaning: 'computed tomography' },
    { term: 'DLCO', meaning: 'diffusing capacity of the lungs for carbon monoxide' },
    { term: 'FEV1', meaning: 'forced expiratory volume in 1 second' },
    { term: 'FVC', meaning: 'forced vital capacity' },
    { term: 'TLC', meaning: 'total lung capacity' },
  ],
  references: REFERENCES,
  prepared: PREPARED_SEPTEMBER_2022,
};

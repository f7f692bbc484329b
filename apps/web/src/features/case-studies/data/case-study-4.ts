import type { CaseStudy } from './types';
import { AAT_RANGE, adultLiverRows, COMMON_ABBREVIATIONS, PREPARED_OCTOBER_2022, REFERENCES } from './shared';

/** Fictional teaching case: necrotising panniculitis as the presenting sign of AATD. */
export const caseStudy4: CaseStudy = {
  number: 4,
  title: 'Painful skin nodules that would not heal',
  patient_name: 'Ruth',
  patient_image: 'woman-52',
  occupation: 'Physiotherapist',
  age: 52,
  card: {
    subtitle: '52-year-old woman with recurrent painful skin nodules',
    physicianQuote: 'The skin biopsy was the turning point: panniculitis like this calls for an AAT level.',
  },
  patient_comments: [
    { quotedText: 'The lumps on my legs were so painful, and every time one healed another one appeared.', text: 'Ruth, 52, physiotherapist' },
    { quotedText: 'I never imagined a skin problem would lead to a test of my lungs.', text: 'Ruth, after her diagnosis' },
  ],
  medical_history: [
    'Eight months of recurrent, painful red nodules on the thighs and lower trunk, some breaking down and draining oily fluid',
    'Several nodules appeared at sites of minor knocks at work',
    'Treated with two courses of antibiotics for presumed cellulitis, without improvement',
    'Mild breathlessness on hills for a year; never smoked',
  ],
  physical_examination: [
    'Tender, red-purple subcutaneous nodules on both thighs; two ulcerated with oily discharge',
    'Chest: breath sounds mildly reduced at the bases',
    'No signs of chronic liver disease',
  ],
  further_investigation: [
    {
      text: 'Skin biopsy',
      children: ['Lobular panniculitis with neutrophils and fat necrosis', 'Cultures for bacteria, mycobacteria and fungi: negative'],
    },
    {
      text: 'Lung function and imaging',
      children: ['Post-bronchodilator FEV1 85% of predicted; FEV1/FVC 0.68', 'CT of the chest: mild emphysema at both lung bases'],
    },
    { text: 'Liver function tests: within the normal ranges', opensLiverTable: true },
  ],
  results_aatd: [`Serum AAT: 34 mg/dL (reference range ${AAT_RANGE})`, 'Phenotype: Pi*ZZ'],
  liver_function: {
    caption: 'Liver function tests (adult reference ranges)',
    rows: adultLiverRows({ ALT: '31 U/L', AST: '27 U/L', ALP: '92 U/L', GGT: '40 U/L', bilirubin: '0.7 mg/dL', albumin: '4.0 g/dL' }),
  },
  doctor_comments: {
    medical_history: 'Nodules that ulcerate and drain oily fluid after minor trauma are not cellulitis.',
    further_investigation: 'The lung tests were arranged only after the AAT result, and already showed early emphysema.',
    results_aatd: 'One result explained both the skin and the lungs, and changed her follow-up.',
  },
  report_summary:
    'A 52-year-old woman who has never smoked has necrotising panniculitis and mild basal emphysema. Her serum AAT is 34 mg/dL and her genotype is Pi*ZZ. Her skin, lungs and liver are now followed, and her family has been offered testing.',
  did_you_know: [
    'Necrotising panniculitis is a rare but recognised manifestation of AATD.',
    'A skin presentation can come before any breathing symptoms.',
  ],
  why_screen: [
    'The ATS/ERS statement recommends AAT testing for adults with necrotising panniculitis.',
    'She also had mild airflow obstruction, a second reason to test.',
    'A diagnosis lets her lungs and liver be monitored and her siblings be offered testing.',
  ],
  abbreviations: [
    ...COMMON_ABBREVIATIONS,
    { term: 'CT', meaning: 'computed tomography' },
    { term: 'FEV1', meaning: 'forced expiratory volume in 1 second' },
    { term: 'FVC', meaning: 'forced vital capacity' },
  ],
  references: REFERENCES,
  prepared: PREPARED_OCTOBER_2022,
};

/**
 * Sample news content. Every title starts with "Sample content" and every category says so; the
 * texts are general reminders written for this demonstration and summarise no real publication
 * (no journals, DOIs or authors are invented: source "Sample source", authors "Sample Author").
 */
export interface SampleNewsGroup {
  group: 'CLINICAL_NEWS' | 'JOURNAL_WATCH' | 'KEY_REVIEW_ARTICLES' | 'OTHER_RESOURCES';
  tags: string[];
  category: string;
  topics: string[];
}

export const SAMPLE_NEWS: SampleNewsGroup[] = [
  {
    group: 'CLINICAL_NEWS',
    tags: ['information', 'clinical-news'],
    category: 'Sample content · Clinical news',
    topics: [
      'Screening for AATD in adults with COPD: a practice reminder',
      'Liver involvement in adults with the Pi*ZZ genotype: what to monitor',
      'Testing relatives after an index case is found',
      'Questions patients ask about augmentation therapy',
      'Spirometry follow-up intervals in AATD',
      'Supporting smoking cessation in people with AATD',
      'Neonatal liver presentations of AATD',
      'Lung density imaging: a primer for clinicians',
      'Genotyping or phenotyping: choosing a test',
      'Serum AAT levels during acute inflammation',
      'Pulmonary rehabilitation and exercise in AATD',
      'Vaccination in chronic lung disease: a checklist',
      'Occupational exposures and lung health',
      'Why contributing to registries matters',
      'From paediatric to adult care: planning the transition',
      'Counselling people with the Pi*MZ genotype',
      'Panniculitis: a rare manifestation to recognise',
      'Remote follow-up for rare lung disease',
      'Liver stiffness measurement in AATD follow-up',
      'Patient organisations and peer support',
    ],
  },
  {
    group: 'JOURNAL_WATCH',
    tags: ['information', 'aatd-information-journal-watch', 'journal-watch'],
    category: 'Sample content · Journal Watch',
    topics: [
      'Monthly pick: lung function decline',
      'Monthly pick: liver fibrosis assessment',
      'Monthly pick: diagnostic delay',
      'Monthly pick: quality of life measures',
      'Monthly pick: exacerbation patterns',
      'Monthly pick: imaging end points',
      'Monthly pick: family screening uptake',
      'Monthly pick: biomarkers under study',
      'Monthly pick: care pathways',
      'Monthly pick: health economics',
      'Monthly pick: patient-reported outcomes',
      'Monthly pick: rare genotypes',
    ],
  },
  {
    group: 'KEY_REVIEW_ARTICLES',
    tags: ['information', 'aatd-information-key-review-articles'],
    category: 'Sample content · Key review',
    topics: [
      'Review placeholder: the biology of alpha-1 antitrypsin',
      'Review placeholder: lung disease in AATD',
      'Review placeholder: liver disease in AATD',
      'Review placeholder: diagnosis and testing strategies',
      'Review placeholder: treatment options overview',
      'Review placeholder: AATD across the lifespan',
    ],
  },
  {
    group: 'OTHER_RESOURCES',
    tags: ['information', 'other-resources'],
    category: 'Sample content · Other resources',
    topics: [
      'Resource placeholder: a testing algorithm poster',
      'Resource placeholder: patient leaflet template',
      'Resource placeholder: clinic checklist',
      'Resource placeholder: glossary of AATD terms',
    ],
  },
];

export const SAMPLE_COMMENTS = [
  'Helpful reminder for our clinic team, thank you.',
  'We added this to our COPD review checklist last year.',
  'Has anyone tried a shared-care model for follow-up?',
  'Good overview for trainees.',
  'Our unit tests all new COPD patients under 65 now.',
  'Interesting point about family testing.',
  'I would like to see more on paediatric presentations.',
];

export const SAMPLE_REPLIES = [
  'Agreed, very practical.',
  'Same experience in our department.',
  'Thanks for sharing your approach.',
];

export const bodyFor = (topic: string, category: string) => `
<p><strong>Sample content.</strong> This page was written for the demonstration of this community and does not summarise any real publication. It is not medical advice.</p>
<h2>Why it matters</h2>
<p>${topic}. Alpha-1 antitrypsin deficiency is under-recognised; structured reminders help clinicians think of it early.</p>
<h2>Points for practice</h2>
<ul><li>Consider the diagnosis in people with early-onset emphysema or unexplained liver disease.</li><li>Discuss testing of relatives once an index case is confirmed.</li><li>Agree a follow-up plan with the patient.</li></ul>
<p>Category: ${category}.</p>`;

import type { EducationSlug } from '@aatd/contract';
import { SAMPLE_VIDEOS } from './sample-modules.js';

/** A sample post; `pdf` asks the loader to generate a small PDF for it. */
export interface SamplePost {
  title: string;
  excerpt: string;
  body: string[];
  pdf?: boolean;
  video?: string;
  articleUrl?: string;
}

const t = (title: string, excerpt: string, extra: Partial<SamplePost> = {}): SamplePost => ({
  title: `Sample: ${title}`,
  excerpt,
  body: [
    excerpt,
    'This is sample content written for the demonstration of the community. It is not medical advice and cites no study.',
  ],
  ...extra,
});

/** Three or more posts per category slug of the education area, all marked as sample. */
export const SAMPLE_POSTS: Record<EducationSlug, SamplePost[]> = {
  'aatd-education-understanding-aatd': [
    t(
      'What is alpha-1 antitrypsin deficiency?',
      'An inherited condition that lowers the protective AAT protein and can affect the lungs and the liver.',
      { pdf: true, video: SAMPLE_VIDEOS.youtube },
    ),
    t(
      'Symptoms that should prompt a test',
      'Breathlessness at a young age, persistent airflow obstruction and unexplained liver disease are reasons to test.',
    ),
    t(
      'How common is AATD?',
      'Severe deficiency is rare but under-diagnosed; the prevalence map shows published estimates by region.',
      { pdf: true },
    ),
  ],
  'aatd-education-augmented-reality': [
    t('The lungs in 3D', 'Explore a 3D model of the lungs and airways on the NIH 3D collection.', {
      articleUrl: 'https://3d.nih.gov',
    }),
    t('The liver in 3D', 'Explore a 3D model of the liver on the NIH 3D collection.', {
      articleUrl: 'https://3d.nih.gov',
    }),
    t('Alveoli up close', 'A sample AR item without an external viewer: its QR code opens this page.'),
  ],
  'aatd-case-studies': [
    t(
      'Learning from case studies',
      'How the four fictional teaching cases of this community are structured and how to use them.',
    ),
    t(
      'Spotting AATD in a COPD clinic',
      'A teaching summary of the clues that point to AATD in an adult with airflow obstruction.',
    ),
    t('Spotting AATD in a child', 'A teaching summary of the liver clues that point to AATD in childhood.'),
  ],
  rarehaematology: [
    t(
      'Recognising rare bleeding disorders',
      'A structured history and a few first-line tests help to recognise rare bleeding disorders.',
      { pdf: true },
    ),
    t('Work-up of a prolonged clotting time', 'A stepwise approach to an unexpected prolonged clotting time.', {
      video: SAMPLE_VIDEOS.vimeo,
    }),
    t('Shared care in rare haematology', 'How specialist centres and local teams can share care.', {
      video: SAMPLE_VIDEOS.onSite,
    }),
  ],
  raregeneticdisease: [
    t(
      'Inheritance patterns in rare disease',
      'Dominant, recessive, co-dominant and X-linked inheritance explained with simple pedigrees.',
      { pdf: true, video: SAMPLE_VIDEOS.youtube },
    ),
    t('Genetic counselling basics', 'What good counselling covers before and after a genetic test.'),
    t('Cascade testing in families', 'Offering tests to relatives once a genetic diagnosis is made.'),
  ],
  oncology: [
    t('Talking about risk with patients', 'Plain-language ways to explain absolute and relative risk.', {
      video: SAMPLE_VIDEOS.youtube,
    }),
    t('Multidisciplinary team meetings', 'What makes a multidisciplinary team meeting effective.', { pdf: true }),
    t('Supportive care basics', 'Symptom control and support alongside treatment.'),
  ],
  immunology: [
    t('Warning signs of immunodeficiency', 'Recurrent, severe or unusual infections can signal an immune disorder.', {
      pdf: true,
    }),
    t('Understanding immunoglobulin levels', 'What low, normal and high immunoglobulin results mean.', {
      video: SAMPLE_VIDEOS.vimeo,
    }),
    t('Vaccination in immunodeficiency', 'General principles for vaccinating people with immune disorders.'),
  ],
  gastroenterology: [
    t('Raised liver enzymes: a structured approach', 'A stepwise work-up of raised liver enzymes that includes AATD.', {
      pdf: true,
      video: SAMPLE_VIDEOS.youtube,
    }),
    t('AATD in the hepatology clinic', 'When to think of AATD in adults with liver disease.'),
    t('Non-invasive fibrosis assessment', 'Blood scores and elastography in follow-up.'),
  ],
  'aatd-useful-resources-clinical-practical-guidelines': [
    t(
      'ERS statement on pulmonary disease in AATD (2017)',
      'The European Respiratory Society statement on diagnosis and treatment of lung disease in AATD.',
      { articleUrl: 'https://doi.org/10.1183/13993003.00610-2017' },
    ),
    t(
      'ATS/ERS standards for AATD (2003)',
      'The joint American Thoracic Society and European Respiratory Society standards for diagnosis and management.',
      { articleUrl: 'https://doi.org/10.1164/rccm.168.7.818' },
    ),
    t(
      'GOLD report on COPD',
      'The Global Initiative for Chronic Obstructive Lung Disease report, which advises testing people with COPD for AATD.',
      { articleUrl: 'https://goldcopd.org' },
    ),
  ],
  'aatd-useful-resources-downloadable-resources': [
    t('Clinic checklist for AATD testing (PDF)', 'A one-page sample checklist for deciding whom to test.', {
      pdf: true,
    }),
    t('Patient leaflet: what is AATD? (PDF)', 'A sample leaflet explaining AATD in plain language.', { pdf: true }),
    t('Follow-up schedule template (PDF)', 'A sample template for planning lung and liver follow-up.', { pdf: true }),
  ],
  'aatd-useful-links-international-aatd-organizations': [
    t('Alpha-1 Foundation', 'A patient and research organisation dedicated to AATD.', {
      articleUrl: 'https://www.alpha1.org',
    }),
    t('Alpha-1 UK Support Group', 'Support and information for people with AATD in the UK.', {
      articleUrl: 'https://alpha1.org.uk',
    }),
    t(
      'EARCO - European Alpha-1 Research Collaboration',
      'A European clinical research collaboration and registry for AATD.',
      { articleUrl: 'https://earco.org' },
    ),
  ],
  'aatd-useful-links-lung-liver-organizations': [
    t('European Respiratory Society', 'The professional society for respiratory medicine in Europe.', {
      articleUrl: 'https://www.ersnet.org',
    }),
    t('European Lung Foundation', 'Patient information on lung health.', { articleUrl: 'https://europeanlung.org' }),
    t('European Association for the Study of the Liver', 'The professional society for hepatology in Europe.', {
      articleUrl: 'https://easl.eu',
    }),
    t('American Liver Foundation', 'Patient information and support on liver disease.', {
      articleUrl: 'https://liverfoundation.org',
    }),
  ],
  'aatd-useful-links-rare-disease-organizations': [
    t('EURORDIS - Rare Diseases Europe', 'An alliance of rare disease patient organisations.', {
      articleUrl: 'https://www.eurordis.org',
    }),
    t('NORD - National Organization for Rare Disorders', 'A US organisation for people with rare diseases.', {
      articleUrl: 'https://rarediseases.org',
    }),
    t('Orphanet', 'A reference portal on rare diseases and orphan drugs.', { articleUrl: 'https://www.orpha.net' }),
  ],
};

/** Conference highlights: sessions of a fictional meeting, each with a sample PDF and video. */
export const SAMPLE_CONFERENCES: SamplePost[] = [
  t(
    'Highlights - screening strategies for AATD',
    'A session on finding undiagnosed people with AATD in respiratory and primary care.',
    { pdf: true, video: SAMPLE_VIDEOS.youtube },
  ),
  t('Highlights - liver fibrosis assessment workshop', 'A workshop on following liver disease in adults with Pi*ZZ.', {
    pdf: true,
    video: SAMPLE_VIDEOS.vimeo,
  }),
  t('Highlights - genotyping in everyday practice', 'A panel on ordering and reading genotype results.', {
    pdf: true,
    video: SAMPLE_VIDEOS.youtube,
  }),
  t('Highlights - the patient perspective', 'People living with AATD describe their route to diagnosis.', {
    video: SAMPLE_VIDEOS.vimeo,
  }),
  t('Highlights - lung imaging in AATD', 'A session on CT patterns and densitometry.', {
    pdf: true,
    video: SAMPLE_VIDEOS.youtube,
  }),
];

import type { ModuleReading, ModuleReference } from '@aatd/contract';
import { SAMPLE_VIDEO_PATH, type SamplePdfPage } from './sample-files.js';
import { READINGS as R, REFERENCES as C } from './sample-references.js';

/** Harmless embeddable players (the demo videos of the YouTube and Vimeo developer documentation) and our own sample clip. */
export const SAMPLE_VIDEOS = {
  youtube: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
  vimeo: 'https://player.vimeo.com/video/76979871',
  /** Served from this site and played by the browser's own player (no embeddable host). */
  onSite: SAMPLE_VIDEO_PATH,
} as const;

export interface SampleModule {
  title: string;
  topic: string;
  dateLaunched: string;
  description: string;
  intro: string;
  pdf: SamplePdfPage[] | null;
  videos: string[];
  figures: Array<{ title: string; caption: string }>;
  readings: ModuleReading[];
  references: ModuleReference[];
}

const NOTE = 'Sample content written for this demonstration; it is not medical advice.';
const p = (heading: string, ...paragraphs: string[]): SamplePdfPage => ({ heading, paragraphs: [...paragraphs, NOTE] });

const basics = [
  p(
    'What alpha-1 antitrypsin does',
    'Alpha-1 antitrypsin (AAT) is a protease inhibitor made mainly by liver cells. In the lungs it protects the alveolar walls from neutrophil elastase released during inflammation.',
  ),
  p(
    'What goes wrong in deficiency',
    'Deficient variants lower the amount of AAT reaching the lungs. The common Z variant also misfolds and can collect inside liver cells, which links the condition to both lung and liver disease.',
  ),
  p(
    'Why it matters in practice',
    'AATD is under-recognised. Many people are diagnosed years after their first symptoms, often after being treated for asthma or COPD without the cause being found.',
  ),
];

/** Nine modules across four topics, each marked as sample in its title. */
export const SAMPLE_MODULES: SampleModule[] = [
  {
    title: 'Sample module: Alpha-1 antitrypsin and its role',
    topic: 'Fundamentals',
    dateLaunched: '2022-09-12',
    description: 'What AAT is, where it is made and how deficiency harms the lungs and liver.',
    intro:
      'This sample module introduces the protein, its protective role in the lungs and the two ways in which deficiency causes disease.',
    pdf: basics,
    videos: [SAMPLE_VIDEOS.youtube],
    figures: [
      {
        title: 'Protease and anti-protease balance',
        caption: 'Illustration placeholder for the balance between elastase and AAT.',
      },
    ],
    readings: [R.alpha1Foundation, R.moduleNotes],
    references: [C.strnad2020, C.atsErs2003],
  },
  {
    title: 'Sample module: Genetics of AATD - alleles and genotypes',
    topic: 'Fundamentals',
    dateLaunched: '2022-06-03',
    description:
      'The SERPINA1 gene, the M, S and Z alleles, and why Pi*ZZ is the genotype seen most in severe deficiency.',
    intro:
      'A sample overview of inheritance: AATD is autosomal co-dominant, so each allele a person carries contributes to the level measured in blood.',
    pdf: [
      p(
        'The SERPINA1 gene',
        'AAT is encoded by the SERPINA1 gene. The normal allele is called M; S and Z are the most frequent deficient alleles.',
      ),
      p(
        'Common genotypes',
        'Pi*MM is normal. Pi*MZ and Pi*SZ give intermediate levels. Pi*ZZ gives severe deficiency and accounts for most severe cases.',
      ),
      p(
        'Rare and null alleles',
        'Rare deficient and null alleles exist. When a low level and the genotype do not match, further testing such as gene sequencing may be needed.',
      ),
      p(
        'Inheritance in families',
        'Because both parents pass on one allele, siblings of a person with Pi*ZZ have a one in four chance of the same genotype when both parents are carriers.',
      ),
    ],
    videos: [SAMPLE_VIDEOS.onSite],
    figures: [
      { title: 'Genotype and serum level', caption: 'Illustration placeholder showing level ranges by genotype.' },
    ],
    readings: [R.alpha1Foundation],
    references: [C.who1997, C.strnad2020],
  },
  {
    title: 'Sample module: Who should be tested for AATD?',
    topic: 'Diagnosis and Testing',
    dateLaunched: '2023-02-20',
    description:
      'The groups that guidelines recommend testing, including everyone with COPD and relatives of known cases.',
    intro:
      'International statements recommend testing far more widely than happens in practice. This sample module walks through the groups.',
    pdf: [
      p(
        'Lung indications',
        'Adults with COPD, emphysema or asthma with persistent airflow obstruction, and people with unexplained bronchiectasis, should be considered for testing.',
      ),
      p(
        'Liver and other indications',
        'Unexplained liver disease at any age, necrotising panniculitis and c-ANCA positive vasculitis are further reasons to test.',
      ),
      p(
        'Family members',
        'Once a case is found, parents, siblings and children can be offered testing after counselling.',
      ),
    ],
    videos: [SAMPLE_VIDEOS.vimeo],
    figures: [],
    readings: [R.gold, R.ers],
    references: [C.atsErs2003, C.ers2017],
  },
  {
    title: 'Sample module: Reading AAT serum levels and genotype results',
    topic: 'Diagnosis and Testing',
    dateLaunched: '2021-11-08',
    description: 'How serum level, phenotype and genotype fit together, and when a result needs repeating.',
    intro: 'A sample guide to the laboratory side: a level alone can mislead, because AAT rises during inflammation.',
    pdf: [
      p(
        'The serum level',
        "The reference range used in this community's case studies is 100-190 mg/dL. A low level should be followed by phenotyping or genotyping.",
      ),
      p(
        'Inflammation',
        'AAT is an acute-phase protein. A level measured during an infection may look normal in a person who is deficient; measuring CRP alongside helps.',
      ),
      p(
        'Putting results together',
        'A Pi*ZZ genotype with a level far below the range confirms severe deficiency. Discordant results warrant specialist advice.',
      ),
    ],
    videos: [],
    figures: [
      {
        title: 'Testing pathway',
        caption: 'Illustration placeholder of the level, then genotype, then specialist review pathway.',
      },
    ],
    readings: [R.moduleNotes],
    references: [C.atsErs2003],
  },
  {
    title: 'Sample module: Emphysema in AATD',
    topic: 'Lung and Liver Disease',
    dateLaunched: '2022-12-05',
    description: 'Why emphysema in AATD often starts early and in the lung bases, and how smoking speeds it up.',
    intro: 'This sample module describes the typical lung picture and the tests used to follow it.',
    pdf: null,
    videos: [SAMPLE_VIDEOS.youtube, SAMPLE_VIDEOS.vimeo],
    figures: [{ title: 'Basal panlobular emphysema', caption: 'Illustration placeholder for a CT pattern.' }],
    readings: [R.ers, R.gold],
    references: [C.ers2017],
  },
  {
    title: 'Sample module: The liver in AATD from childhood to adulthood',
    topic: 'Lung and Liver Disease',
    dateLaunched: '2023-04-17',
    description: 'Neonatal cholestasis, raised liver enzymes in children and fibrosis in adults with Pi*ZZ.',
    intro: 'Liver disease in AATD comes from retained Z protein. This sample module follows it across a lifetime.',
    pdf: [
      p(
        'Infancy and childhood',
        'Some infants with Pi*ZZ have prolonged jaundice. Many children have raised liver enzymes that later settle.',
      ),
      p(
        'Adulthood',
        'Adults can develop fibrosis and cirrhosis, and the risk rises with age, alcohol and metabolic factors.',
      ),
      p('Monitoring', 'Liver tests, ultrasound and non-invasive fibrosis assessment are part of regular follow-up.'),
      p('Key messages', 'Liver disease does not depend on smoking. Normal liver tests do not rule out fibrosis.'),
      p(
        'Working together',
        'Hepatology and respiratory teams share care, because one person may have both lung and liver disease.',
      ),
    ],
    videos: [SAMPLE_VIDEOS.vimeo],
    figures: [],
    readings: [R.easl, R.alpha1Foundation],
    references: [C.strnad2020],
  },
  {
    title: 'Sample module: Lifestyle advice and smoking cessation',
    topic: 'Management',
    dateLaunched: '2021-08-30',
    description: 'The single most effective step for lung health in AATD, and other everyday advice.',
    intro: 'A short, text-only sample module on advice that every person with AATD should receive.',
    pdf: null,
    videos: [],
    figures: [],
    readings: [R.alpha1Foundation, R.gold],
    references: [C.atsErs2003],
  },
  {
    title: 'Sample module: Family testing and counselling',
    topic: 'Management',
    dateLaunched: '2022-03-14',
    description: 'Offering tests to relatives, explaining carrier results and supporting informed decisions.',
    intro: 'This sample module covers cascade testing and the conversations that go with it.',
    pdf: [
      p('Who to offer', 'Parents, siblings and children of a person with severe deficiency can be offered a test.'),
      p(
        'Carrier results',
        'Pi*MZ carriers usually have levels that protect the lungs, but smoking advice still applies.',
      ),
      p('Counselling', 'Explain what a result means for health, insurance and family planning before testing.'),
    ],
    videos: [],
    figures: [{ title: 'Family tree example', caption: 'Illustration placeholder for a three-generation pedigree.' }],
    readings: [R.alpha1Foundation],
    references: [C.who1997],
  },
  {
    title: 'Sample module: Monitoring lung function over time',
    topic: 'Management',
    dateLaunched: '2023-06-26',
    description: 'Spirometry, gas transfer and imaging in follow-up, and what a faster decline means.',
    intro: 'A sample module on the measurements used to follow people with AATD and how often to repeat them.',
    pdf: null,
    videos: [SAMPLE_VIDEOS.youtube],
    figures: [],
    readings: [R.ers],
    references: [C.ers2017, C.atsErs2003],
  },
];

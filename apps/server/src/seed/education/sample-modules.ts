import type { ModuleReading } from '@aatd/contract';
import type { Chart } from '../charts.js';
import type { Motif } from '../illustrations.js';
import { cite, PUBLICATIONS, type PublicationKey } from '../sample-references.js';
import { SAMPLE_VIDEO_PATH, type DocSection, type SampleDocument } from './sample-files.js';

/** Harmless embeddable players (the demo videos of the YouTube and Vimeo developer documentation) and our own sample clip. */
export const SAMPLE_VIDEOS = {
  youtube: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
  vimeo: 'https://player.vimeo.com/video/76979871',
  /** Served from this site and played by the browser's own player (no embeddable host). */
  onSite: SAMPLE_VIDEO_PATH,
} as const;

/** The module's PDF, without what the module already says (title, topic, description). */
export type ModulePdf = Omit<SampleDocument, 'title' | 'label' | 'summary' | 'references'>;

export interface SampleModule {
  title: string;
  topic: string;
  dateLaunched: string;
  description: string;
  intro: string;
  motif: Motif;
  pdf: ModulePdf | null;
  videos: string[];
  figures: Array<{ chart: Chart; title: string; caption: string }>;
  readings: ModuleReading[];
  references: PublicationKey[];
}

/** Further reading: the home pages of well-known organisations (checked addresses only). */
const R = {
  alpha1Foundation: {
    title: 'Alpha-1 Foundation: information for clinicians and patients',
    url: 'https://www.alpha1.org',
  },
  ers: { title: 'European Respiratory Society', url: 'https://www.ersnet.org' },
  gold: { title: 'Global Initiative for Chronic Obstructive Lung Disease (GOLD)', url: 'https://goldcopd.org' },
  easl: { title: 'European Association for the Study of the Liver (EASL)', url: 'https://easl.eu' },
  ersStatement: { title: 'ERS statement on pulmonary disease in AATD (2017)', url: PUBLICATIONS.ers2017.url },
  atsErs: { title: 'ATS/ERS statement on AATD (2003)', url: PUBLICATIONS.atsErs2003.url },
} satisfies Record<string, ModuleReading>;

const s = (heading: string, paragraphs: string[], bullets?: string[]): DocSection => ({
  heading,
  paragraphs,
  ...(bullets ? { bullets } : {}),
});

const PREVALENCE_FIGURE = {
  chart: 'prevalence',
  title: 'Estimated people with Pi*ZZ by region',
  caption:
    'Regional totals as published by Blanco and colleagues (2017); the prevalence map shows the country figures.',
} as const;
const LEVELS_FIGURE = {
  chart: 'genotypeLevels',
  title: 'Serum AAT ranges by genotype',
  caption:
    'Ranges in micromolar as tabulated in the ATS/ERS statement (2003); the dashed line is the protective threshold of 11 micromolar.',
} as const;
const PATHWAY_FIGURE = {
  chart: 'testingPathway',
  title: 'A testing pathway',
  caption: 'From the reason to test to a confirmed result, after the ATS/ERS (2003) and ERS (2017) statements.',
} as const;
const INHERITANCE_FIGURE = {
  chart: 'inheritance',
  title: 'Inheritance from two carrier parents',
  caption: 'The chance of each genotype for every child of two Pi*MZ parents.',
} as const;

/** Nine modules across four topics. */
export const SAMPLE_MODULES: SampleModule[] = [
  {
    title: 'Alpha-1 antitrypsin and its role',
    topic: 'Fundamentals',
    dateLaunched: '2022-09-12',
    description:
      'What AAT is, where it is made, and the two ways in which its deficiency harms the lungs and the liver.',
    intro:
      'Alpha-1 antitrypsin deficiency is common, inherited and under-diagnosed. This module explains the protein, its job in the lung, and why the same gene causes lung disease through a lack of protein and liver disease through its retention.',
    motif: 'protein',
    pdf: {
      objectives: [
        'Describe where alpha-1 antitrypsin is made and what it does in the lung.',
        'Explain the loss-of-function and gain-of-toxic-function mechanisms of AATD.',
        'Estimate how common severe deficiency is in your region.',
        'Name the clinical situations in which AATD should be considered.',
      ],
      sections: [
        s('The protein', [
          'Alpha-1 antitrypsin (AAT) is a serine protease inhibitor, a serpin, made mainly by hepatocytes and secreted into the blood. It diffuses into the lung, where its main target is neutrophil elastase released by neutrophils during inflammation.',
          'AAT is an acute-phase protein: its level rises with infection, inflammation and pregnancy, which matters when a level is interpreted.',
        ]),
        s('Two mechanisms of disease', [
          'In the lung, too little AAT leaves elastase unopposed. The alveolar walls are digested over years and emphysema develops, faster in people who smoke because smoke recruits neutrophils and its oxidants inactivate AAT.',
          'In the liver, the Z protein misfolds and forms polymers that are retained in the endoplasmic reticulum of hepatocytes. The retained protein injures the cells and can lead to fibrosis, cirrhosis and liver cancer.',
        ]),
        s('How common is it?', [
          'Blanco and colleagues estimated about 250,000 people with Pi*ZZ worldwide, most of them in Europe and the Americas (Figure 1). Carriers of one Z allele are many times more frequent. Most people with severe deficiency have not been diagnosed.',
        ]),
        s(
          'When to think of it',
          ['The clinical situations that should prompt a test are set out in the ATS/ERS statement:'],
          [
            'COPD, emphysema, or asthma with airflow obstruction that does not fully reverse.',
            'Bronchiectasis without another cause.',
            'Unexplained liver disease at any age, including neonatal cholestasis.',
            'Necrotising panniculitis and c-ANCA-positive vasculitis.',
            'A relative with AATD.',
          ],
        ),
      ],
      figure: { ...PREVALENCE_FIGURE, afterSection: 2 },
      keyPoints: [
        'AAT protects the lung from neutrophil elastase.',
        'The Z protein causes lung disease by its absence and liver disease by its retention.',
        'Severe deficiency is under-diagnosed: test everyone with COPD once.',
      ],
    },
    videos: [SAMPLE_VIDEOS.youtube],
    figures: [PREVALENCE_FIGURE],
    readings: [R.alpha1Foundation, R.atsErs],
    references: ['strnad2020', 'atsErs2003', 'blanco2017z'],
  },
  {
    title: 'Genetics of AATD: alleles and genotypes',
    topic: 'Fundamentals',
    dateLaunched: '2022-06-03',
    description:
      'The SERPINA1 gene, the M, S and Z alleles, rare and null variants, and how each genotype relates to the serum level.',
    intro:
      'AATD is inherited in an autosomal co-dominant way: each of a person’s two alleles contributes to the level measured in blood. This module links genotypes to levels and to risk.',
    motif: 'helix',
    pdf: {
      objectives: [
        'Name the common normal and deficient SERPINA1 alleles.',
        'Relate the common genotypes to their expected serum levels.',
        'Recognise when a rare or null allele should be suspected.',
      ],
      sections: [
        s('The gene and its alleles', [
          'AAT is encoded by SERPINA1 on chromosome 14. The normal alleles are grouped as M. The two common deficient alleles are S, which lowers secretion moderately, and Z, which misfolds and polymerises and lowers secretion severely. Genotypes are written with the prefix Pi, for protease inhibitor: Pi*MM, Pi*MZ, Pi*SZ, Pi*ZZ.',
        ]),
        s('Genotype and level', [
          'Figure 1 shows the serum ranges by genotype tabulated in the ATS/ERS statement. Pi*ZZ gives levels well below the protective threshold of 11 micromolar; Pi*SZ sits around it; Pi*MZ lies above it.',
        ]),
        s('Rare and null alleles', [
          'More than 100 variants have been described. Some rare deficient alleles behave like Z; null alleles make no protein at all. They are suspected when the level is lower than the S and Z genotype predicts, and identified by phenotyping or sequencing.',
        ]),
        s('Inheritance in families', [
          'When both parents are Pi*MZ, each child has a one-in-four chance of Pi*ZZ, a one-in-two chance of Pi*MZ and a one-in-four chance of Pi*MM. Every child of a person with Pi*ZZ inherits one Z allele.',
        ]),
      ],
      figure: { ...LEVELS_FIGURE, afterSection: 1 },
      keyPoints: [
        'Pi*ZZ accounts for most severe deficiency.',
        'Levels and genotype should agree; when they do not, look for a rare or null allele.',
        'Every genotype result has implications for relatives.',
      ],
    },
    videos: [SAMPLE_VIDEOS.onSite],
    figures: [LEVELS_FIGURE],
    readings: [R.alpha1Foundation],
    references: ['atsErs2003', 'strnad2020'],
  },
  {
    title: 'Who should be tested for AATD?',
    topic: 'Diagnosis and Testing',
    dateLaunched: '2023-02-20',
    description:
      'The groups that international statements recommend testing, including every adult with COPD and the relatives of known cases.',
    intro:
      'International statements recommend testing far more widely than happens in practice. This module walks through the groups and a practical testing pathway.',
    motif: 'lungs',
    pdf: {
      objectives: [
        'List the lung, liver and other indications for testing.',
        'Explain why testing every adult with COPD once is recommended.',
        'Follow a testing pathway from level to genotype.',
      ],
      sections: [
        s('The case for wide testing', [
          'People with AATD wait years for a diagnosis: a mean of 8.3 years from first symptoms in one US study. Symptoms are those of common lung disease, so the diagnosis is made only if the test is done routinely.',
          'The WHO memorandum of 1997 recommended testing everyone with COPD, and adults with asthma whose obstruction is not fully reversible, once.',
        ]),
        s(
          'The groups',
          ['The ATS/ERS statement recommends or suggests testing in:'],
          [
            'Adults with emphysema, COPD or asthma with incompletely reversible airflow obstruction.',
            'Unexplained liver disease in newborns, children and adults.',
            'Necrotising panniculitis.',
            'Siblings of people with AATD, and other relatives after counselling.',
            'Bronchiectasis without another cause and c-ANCA-positive vasculitis.',
          ],
        ),
        s('The pathway', [
          'A serum level with CRP is the first step; a low or borderline level leads to genotyping for S and Z; discordant results to phenotyping or sequencing (Figure 1). A confirmed result leads to specialist review, family testing and a follow-up plan.',
        ]),
      ],
      figure: { ...PATHWAY_FIGURE, afterSection: 2 },
      keyPoints: [
        'Test every adult with COPD once.',
        'Think of AATD in unexplained liver disease at any age.',
        'A confirmed case means testing the family.',
      ],
    },
    videos: [SAMPLE_VIDEOS.vimeo],
    figures: [PATHWAY_FIGURE],
    readings: [R.gold, R.ersStatement],
    references: ['atsErs2003', 'who1997', 'campos2005'],
  },
  {
    title: 'Reading AAT levels and genotype results',
    topic: 'Diagnosis and Testing',
    dateLaunched: '2021-11-08',
    description: 'How serum level, phenotype and genotype fit together, and when a result needs another test.',
    intro:
      'A level alone can mislead, because AAT rises during inflammation. This module covers the laboratory side of the diagnosis.',
    motif: 'protein',
    pdf: {
      objectives: [
        'Interpret a serum AAT level with its CRP.',
        'Choose between genotyping, phenotyping and sequencing.',
        'Recognise discordant results.',
      ],
      sections: [
        s('The serum level', [
          'Laboratories report AAT in g/L, mg/dL or micromolar, and results depend on the method. Know your laboratory’s reference range and how it expresses the protective threshold of 11 micromolar.',
          'Because AAT is an acute-phase protein, measure CRP at the same time. A raised CRP with a low-normal AAT should lead to genotyping rather than reassurance.',
        ]),
        s('Genotype and phenotype', [
          'Targeted genotyping for S and Z is quick and widely available. Phenotyping by isoelectric focusing shows the protein variants present and detects many rare ones, but cannot see null alleles. Sequencing of SERPINA1 settles discordant cases.',
        ]),
        s(
          'Results that do not fit',
          ['Ask for further testing when:'],
          [
            'The level is much lower than the genotype predicts.',
            'Only one deficient allele is found with a severely low level.',
            'The phenotype and the genotype disagree.',
          ],
        ),
      ],
      figure: { ...LEVELS_FIGURE, afterSection: 0 },
      keyPoints: [
        'Always send CRP with AAT.',
        'Follow low or borderline levels with a genotype.',
        'Discordance means a rare or null allele until proven otherwise.',
      ],
    },
    videos: [],
    figures: [LEVELS_FIGURE],
    readings: [R.atsErs],
    references: ['atsErs2003', 'ers2017'],
  },
  {
    title: 'Emphysema in AATD',
    topic: 'Lung and Liver Disease',
    dateLaunched: '2022-12-05',
    description:
      'Why emphysema in AATD often starts early and in the lung bases, how smoking speeds it up, and how it is measured.',
    intro:
      'The lung disease of severe AATD is panlobular emphysema, typically basal and of early onset. This module describes the picture on CT, lung function and densitometry, and the place of augmentation therapy.',
    motif: 'alveoli',
    pdf: null,
    videos: [SAMPLE_VIDEOS.youtube, SAMPLE_VIDEOS.vimeo],
    figures: [],
    readings: [R.ersStatement, R.gold],
    references: ['ers2017', 'atsErs2003'],
  },
  {
    title: 'The liver in AATD from childhood to adulthood',
    topic: 'Lung and Liver Disease',
    dateLaunched: '2023-04-17',
    description:
      'Neonatal cholestasis, raised liver enzymes in children, and fibrosis, cirrhosis and cancer risk in adults.',
    intro:
      'Liver disease in AATD comes from retained Z protein, not from a lack of AAT. This module follows it across a lifetime.',
    motif: 'liver',
    pdf: {
      objectives: [
        'Explain how Z protein retention injures hepatocytes.',
        'Describe the presentations of AATD liver disease in infancy, childhood and adulthood.',
        'Plan non-invasive liver follow-up for an adult with Pi*ZZ.',
      ],
      sections: [
        s('Mechanism', [
          'Z protein folds slowly and forms polymers in the endoplasmic reticulum of hepatocytes. On biopsy the retained protein appears as PAS-positive, diastase-resistant globules. Null alleles, which make no protein, do not cause this liver disease.',
        ]),
        s('Infancy and childhood', [
          'Some infants with Pi*ZZ have prolonged jaundice or neonatal cholestasis, and raised liver enzymes are common in the first months. Sveger’s screening of 200,000 Swedish newborns showed that most children with Pi*ZZ are well through childhood; a small number develop progressive disease and need transplantation.',
        ]),
        s('Adulthood', [
          'Fibrosis becomes more common with age, and cirrhosis and hepatocellular carcinoma occur more often than in the general population. Male sex, obesity, diabetes and alcohol add to the risk, and a single Z allele may add to liver injury from other causes.',
        ]),
        s(
          'Monitoring',
          ['Liver enzymes may be normal in advanced fibrosis. Follow-up usually includes:'],
          [
            'Liver enzymes, platelet count and albumin.',
            'Elastography and blood-based fibrosis scores.',
            'Ultrasound every six months once cirrhosis is present, as for any cirrhosis.',
          ],
        ),
        s('Transplantation', [
          'Liver transplantation treats end-stage disease, and because the new liver makes normal AAT it also corrects the serum deficiency.',
        ]),
      ],
      keyPoints: [
        'The liver disease does not depend on smoking.',
        'Normal liver enzymes do not rule out fibrosis.',
        'Hepatology and respiratory teams share care.',
      ],
    },
    videos: [SAMPLE_VIDEOS.vimeo],
    figures: [],
    readings: [R.easl, R.alpha1Foundation],
    references: ['strnad2020', 'sveger1976', 'atsErs2003'],
  },
  {
    title: 'Lifestyle advice and smoking cessation',
    topic: 'Management',
    dateLaunched: '2021-08-30',
    description:
      'The single most effective step for lung health in AATD, and the other advice every person with AATD needs.',
    intro:
      'Stopping smoking changes the course of AATD lung disease more than any treatment. Every person with AATD also needs advice on occupational dusts and fumes, alcohol and weight for the liver, vaccination against influenza and pneumococcus, and physical activity or pulmonary rehabilitation when breathless. Relatives who smoke deserve the same support.',
    motif: 'breath',
    pdf: null,
    videos: [],
    figures: [],
    readings: [R.alpha1Foundation, R.gold],
    references: ['atsErs2003'],
  },
  {
    title: 'Family testing and counselling',
    topic: 'Management',
    dateLaunched: '2022-03-14',
    description: 'Offering tests to relatives, explaining carrier results and supporting informed decisions.',
    intro: 'This module covers cascade testing in families and the conversations that go with it.',
    motif: 'pedigree',
    pdf: {
      objectives: [
        'Work out which relatives of an index case are at risk.',
        'Counsel before and after a test, including carrier results.',
        'Discuss testing of children with parents.',
      ],
      sections: [
        s('Who is at risk', [
          'Each sibling of a person with Pi*ZZ has a one-in-four chance of the same genotype when both parents are carriers (Figure 1). Each child of a person with Pi*ZZ carries at least one Z allele; whether they have severe deficiency depends on the other parent.',
        ]),
        s(
          'Counselling before the test',
          ['Before testing, discuss:'],
          [
            'What each possible result would mean for health and follow-up.',
            'What it would mean for other relatives.',
            'Insurance and employment, where local law makes them relevant.',
          ],
        ),
        s('Carrier results', [
          'Pi*MZ carriers have intermediate levels. Their lung risk is concentrated in those who smoke, and the Z allele may add to liver injury from other causes. Advice on smoking, alcohol and weight is the core of care.',
        ]),
        s('Children', [
          'Testing children is a family decision. A known result can guide a smoke-free home, careers away from dusts and fumes, and attention to the liver; some families prefer to wait until the child can decide.',
        ]),
      ],
      figure: { ...INHERITANCE_FIGURE, afterSection: 0 },
      keyPoints: [
        'Siblings are the relatives most likely to share severe deficiency.',
        'Counsel before testing and explain carrier results in writing.',
        'A family letter helps relatives to ask for a test.',
      ],
    },
    videos: [],
    figures: [INHERITANCE_FIGURE],
    readings: [R.alpha1Foundation],
    references: ['atsErs2003', 'who1997'],
  },
  {
    title: 'Monitoring lungs and liver over time',
    topic: 'Management',
    dateLaunched: '2023-06-26',
    description: 'Spirometry, gas transfer, CT densitometry, liver tests and elastography in follow-up.',
    intro:
      'A module on the measurements used to follow people with AATD, what a faster decline means, and how the lung and liver clinics share the work.',
    motif: 'breath',
    pdf: null,
    videos: [SAMPLE_VIDEOS.youtube],
    figures: [],
    readings: [R.ersStatement],
    references: ['ers2017', 'atsErs2003'],
  },
];

/** The module's references as the module page and its PDF print them. */
export const moduleReferences = (m: SampleModule) => cite(...m.references);

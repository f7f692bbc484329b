import type { EducationSlug } from '@aatd/contract';
import type { Motif } from '../illustrations.js';
import { PUBLICATIONS, type PublicationKey } from '../sample-references.js';
import { SAMPLE_VIDEOS } from './sample-modules.js';

/**
 * A sample education post. Every therapy area is written from its link to AATD. `pdf` asks the
 * loader to generate a structured PDF from the post's own sections.
 */
export interface SamplePost {
  title: string;
  excerpt: string;
  motif: Motif;
  sections: Array<[string, ...string[]]>;
  points?: string[];
  references?: PublicationKey[];
  pdf?: boolean;
  video?: string;
  articleUrl?: string;
}

/** A useful link: the organisation's home page and what it offers (links have no body). */
const link = (title: string, excerpt: string, articleUrl: string): SamplePost => ({
  title,
  excerpt,
  motif: 'alveoli',
  sections: [],
  articleUrl,
});

export const SAMPLE_POSTS: Record<EducationSlug, SamplePost[]> = {
  'aatd-education-understanding-aatd': [
    {
      title: 'What is alpha-1 antitrypsin deficiency?',
      excerpt:
        'An inherited condition in which the liver makes too little working alpha-1 antitrypsin, leaving the lungs unprotected, and in which the Z protein can damage the liver itself.',
      motif: 'protein',
      pdf: true,
      video: SAMPLE_VIDEOS.youtube,
      references: ['strnad2020', 'atsErs2003'],
      sections: [
        [
          'The condition',
          'Alpha-1 antitrypsin (AAT) is made by the liver and protects the lungs from neutrophil elastase. In AATD, variants of the SERPINA1 gene lower the amount of AAT in the blood. The most important variant, Z, also misfolds and collects inside liver cells.',
          'The result is a condition of two organs: emphysema from too little AAT in the lung, and liver disease from too much retained in the liver.',
        ],
        [
          'Who is affected',
          'Severe deficiency, usually the Pi*ZZ genotype, affects an estimated 250,000 people worldwide, most of whom have never been diagnosed. Many more people carry one deficient allele.',
        ],
      ],
      points: [
        'AATD affects the lungs and the liver.',
        'Most people with it are undiagnosed.',
        'A blood test starts the diagnosis.',
      ],
    },
    {
      title: 'Symptoms and findings that should prompt a test',
      excerpt:
        'Breathlessness at a young age, airflow obstruction that does not reverse, basal emphysema and unexplained liver disease are reasons to test.',
      motif: 'lungs',
      references: ['atsErs2003'],
      sections: [
        [
          'In the lungs',
          'Breathlessness and cough are common to all COPD; what points to AATD is the context: symptoms in the thirties or forties, emphysema predominating in the lung bases, a low gas transfer, asthma that never fully reverses, or a strong family history of lung disease.',
        ],
        [
          'Beyond the lungs',
          'Prolonged jaundice in a newborn, raised liver enzymes or cirrhosis without a clear cause, painful necrotising panniculitis and c-ANCA-positive vasculitis are all reasons to measure AAT.',
          'Because none of these signs is specific, the statements recommend testing by group rather than waiting for an unusual presentation.',
        ],
      ],
      points: ['Test every adult with COPD once.', 'Do not wait for a young or non-smoking patient.'],
    },
    {
      title: 'How common is AATD?',
      excerpt:
        'About 250,000 people worldwide are estimated to have Pi*ZZ, most of them in Europe and the Americas. The prevalence map shows the published figures by country.',
      motif: 'alveoli',
      pdf: true,
      references: ['blanco2017z', 'blanco2006'],
      sections: [
        [
          'The estimates',
          'Blanco and colleagues estimated the number of people with Pi*ZZ country by country from published allele frequencies. Their 2017 update puts the worldwide total at about 250,000, with the largest numbers in Europe and North, South and Central America.',
          'The Z allele is most frequent in northern and western Europe; the S allele in the Iberian Peninsula.',
        ],
        [
          'The gap',
          'Registries and clinics know of only a small fraction of these people. The difference between the estimated and the known numbers is the case for routine testing.',
        ],
      ],
      points: ['Use the prevalence map to see the figures for your country and their source.'],
    },
  ],
  'aatd-education-augmented-reality': [
    {
      title: 'The lungs in 3D',
      excerpt: 'Explore a 3D model of the lungs and airways to see where the emphysema of AATD usually begins.',
      motif: 'lungs',
      articleUrl: 'https://3d.nih.gov',
      sections: [
        [
          'What to look for',
          'Turn the model to view the lower lobes, where the panlobular emphysema of severe AATD is usually most marked, and compare them with the upper lobes, where smoking-related emphysema predominates.',
        ],
      ],
    },
    {
      title: 'The liver in 3D',
      excerpt:
        'Explore a 3D model of the liver, where alpha-1 antitrypsin is made and where the Z protein is retained.',
      motif: 'liver',
      articleUrl: 'https://3d.nih.gov',
      sections: [
        [
          'What to look for',
          'The liver makes almost all circulating AAT. In Pi*ZZ, the retained protein injures hepatocytes throughout the organ, which is why fibrosis is assessed with whole-liver measures such as elastography.',
        ],
      ],
    },
    {
      title: 'Alveoli up close',
      excerpt:
        'A close view of the alveoli, the air sacs whose walls neutrophil elastase destroys when AAT is lacking.',
      motif: 'alveoli',
      sections: [
        [
          'What to look for',
          'Each alveolus is surrounded by a fine elastic framework. In emphysema the walls between alveoli break down and small air spaces merge into larger ones, reducing the surface for gas exchange; this is why gas transfer falls.',
        ],
      ],
    },
  ],
  'aatd-case-studies': [
    {
      title: 'Learning from the teaching cases',
      excerpt: 'How the four fictional teaching cases of this community are built, and how to use them with trainees.',
      motif: 'pedigree',
      sections: [
        [
          'The cases',
          'Each case follows one fictional person with Pi*ZZ from the first symptoms to a management plan: the history, the tests, the decisions and the follow-up. The patients are invented; the clinical reasoning follows the published statements.',
        ],
        [
          'Using them',
          'Work through a case before reading its discussion, and note at which point you would have tested for AATD. Most learners find that the clues came earlier than the diagnosis.',
        ],
      ],
    },
    {
      title: 'Spotting AATD in a COPD clinic',
      excerpt:
        'The clues that point to AATD in an adult with airflow obstruction, and why testing should not depend on them.',
      motif: 'lungs',
      references: ['who1997', 'atsErs2003'],
      sections: [
        [
          'The clues',
          'Onset before fifty, emphysema predominating in the bases, low gas transfer out of proportion to FEV1, little smoking history, relatives with lung or liver disease.',
        ],
        [
          'The rule',
          'Clues help, but most people with AATD in COPD clinics look like everyone else. That is why the WHO memorandum and the ATS/ERS statement recommend testing every adult with COPD once.',
        ],
      ],
      points: ['Test everyone with COPD once, clues or not.'],
    },
    {
      title: 'Spotting AATD in a child',
      excerpt: 'The liver clues that point to AATD in infancy and childhood, and what to do next.',
      motif: 'liver',
      references: ['sveger1976'],
      sections: [
        [
          'The clues',
          'Prolonged jaundice with conjugated hyperbilirubinaemia in a newborn, raised liver enzymes found by chance, hepatomegaly, or a family history of AATD.',
        ],
        [
          'Next steps',
          'Measure AAT and genotype, refer to paediatric hepatology, and offer testing to parents and siblings. Most children with Pi*ZZ do well; advice on a smoke-free home starts now.',
        ],
      ],
    },
  ],
  rarehaematology: [
    {
      title: 'The alpha-1 band on serum protein electrophoresis',
      excerpt:
        'AATD was discovered on an electrophoresis strip. A flat alpha-1 globulin band is still a clue that laboratories and haematologists can act on.',
      motif: 'protein',
      pdf: true,
      references: ['laurell1963'],
      sections: [
        [
          'Where it began',
          'In 1963 Laurell and Eriksson noticed serum samples in which the alpha-1 globulin band was almost absent, and linked the finding to early emphysema. AAT makes up most of the alpha-1 band, so severe deficiency flattens it.',
        ],
        [
          'In practice',
          'Serum protein electrophoresis is requested for many reasons, most often in the work-up of a paraprotein. A low or absent alpha-1 band in such a report is an opportunity: a comment suggesting an AAT level can lead to a diagnosis that nobody was looking for.',
        ],
      ],
      points: ['Comment on a low alpha-1 band in electrophoresis reports.', 'Confirm with a serum AAT level.'],
    },
    {
      title: 'AAT as a serpin: what it shares with the clotting inhibitors',
      excerpt:
        'AAT belongs to the serpins, the family that includes antithrombin. The shared structure explains both its function and the polymers of Z.',
      motif: 'protein',
      video: SAMPLE_VIDEOS.vimeo,
      sections: [
        [
          'A shared mechanism',
          'Serpins trap their target protease by a large change of shape: the enzyme cleaves an exposed loop and is then locked in an inactive complex. AAT does this to neutrophil elastase; antithrombin does it to thrombin and factor Xa.',
        ],
        [
          'When the shape goes wrong',
          'The same flexibility makes serpins vulnerable. The Z mutation lets the loop of one molecule slip into the next, forming the polymers retained in the liver. Changes to the loop can also alter which protease a serpin inhibits: a rare variant at the reactive centre turns AAT into an inhibitor of thrombin and causes a bleeding disorder.',
        ],
      ],
    },
    {
      title: 'Plasma-derived augmentation therapy: a haematology perspective',
      excerpt:
        'Augmentation therapy is purified from pooled human plasma. Its supply, safety and administration raise questions familiar from other plasma-derived medicines.',
      motif: 'alveoli',
      video: SAMPLE_VIDEOS.onSite,
      references: ['ers2017'],
      sections: [
        [
          'A plasma product',
          'Alpha-1 proteinase inhibitor for augmentation is fractionated from pooled human plasma, with the pathogen-reduction steps used for other plasma-derived medicines. It is given intravenously, usually weekly, for years.',
        ],
        [
          'Shared care',
          'Haematology and transfusion teams bring experience with plasma products, venous access and home infusion. Like other plasma-derived proteins, it calls for caution in people with IgA deficiency who have antibodies against IgA.',
        ],
      ],
      points: ['Plan venous access early for long-term weekly infusions.'],
    },
  ],
  raregeneticdisease: [
    {
      title: 'Inheritance of AATD: co-dominant alleles',
      excerpt:
        'Each of a person’s two SERPINA1 alleles contributes to the level measured in blood: the key to reading genotypes and counselling families.',
      motif: 'helix',
      pdf: true,
      video: SAMPLE_VIDEOS.youtube,
      references: ['atsErs2003'],
      sections: [
        [
          'Co-dominance',
          'AATD is inherited in an autosomal co-dominant way. Each allele produces its own protein, and the measured level reflects both: Pi*MZ is intermediate, Pi*SZ lower, Pi*ZZ severely deficient. Null alleles contribute nothing.',
        ],
        [
          'In a family',
          'When both parents are Pi*MZ, each child has a one-in-four chance of Pi*ZZ, one-in-two of Pi*MZ and one-in-four of Pi*MM. Every child of a person with Pi*ZZ inherits a Z allele.',
        ],
      ],
      points: ['Draw a three-generation pedigree at diagnosis.'],
    },
    {
      title: 'Genetic counselling before and after an AATD test',
      excerpt:
        'What good counselling covers for a condition with variable severity, carrier states and family implications.',
      motif: 'pedigree',
      sections: [
        [
          'Before',
          'Explain what the test looks for, what each result could mean, and that results may matter to relatives. Where local law makes insurance or employment relevant, say so before the test.',
        ],
        [
          'After',
          'Give the genotype in writing, with advice on smoking, alcohol and follow-up. Explain that severity varies even within one genotype, and offer a letter for relatives.',
        ],
      ],
    },
    {
      title: 'Cascade testing in families',
      excerpt: 'Offering tests to relatives once a genetic diagnosis is made, starting with siblings.',
      motif: 'pedigree',
      references: ['atsErs2003'],
      sections: [
        [
          'The cascade',
          'Start with siblings, who have the highest chance of the same genotype; then children and parents; then more distant relatives of carriers. Each positive result extends the cascade.',
          'Cascade testing is one of the most efficient ways to find people with AATD before they have lost lung function.',
        ],
      ],
    },
  ],
  oncology: [
    {
      title: 'Liver cancer surveillance in AATD-related cirrhosis',
      excerpt:
        'Adults with Pi*ZZ and cirrhosis carry an increased risk of hepatocellular carcinoma. Surveillance follows the same pathways as other causes of cirrhosis.',
      motif: 'liver',
      video: SAMPLE_VIDEOS.youtube,
      references: ['strnad2020'],
      sections: [
        [
          'The risk',
          'Hepatocellular carcinoma occurs more often in adults with AATD than in the general population, mostly on a background of cirrhosis. Other liver injury, such as alcohol or fatty liver disease, adds to it.',
        ],
        [
          'Surveillance',
          'Once cirrhosis is established, ultrasound every six months, with or without alpha-fetoprotein according to local practice, is offered as for any cirrhosis. Elastography helps identify who has advanced fibrosis and needs surveillance.',
        ],
      ],
      points: ['Stage fibrosis in every adult with Pi*ZZ.', 'Enrol cirrhosis in six-monthly surveillance.'],
    },
    {
      title: 'Lung nodules on CT in people with AATD',
      excerpt:
        'People with AATD have CT scans for their emphysema, and scans find nodules. Managing them follows the usual nodule pathways, with the lung function in mind.',
      motif: 'lungs',
      pdf: true,
      sections: [
        [
          'Incidental findings',
          'Baseline and follow-up CT for emphysema will find incidental nodules, as in any population that is scanned. Their management follows the standard nodule guidance for size, appearance and smoking history.',
        ],
        [
          'What is different',
          'Reduced lung function and emphysema affect the choice of biopsy and treatment, so decisions are best made in a multidisciplinary meeting that includes the AATD team.',
          'Smoking remains the shared risk factor for emphysema and lung cancer: cessation support belongs in the same conversation.',
        ],
      ],
    },
    {
      title: 'Talking about risk with patients with AATD',
      excerpt: 'Plain-language ways to explain genotype, absolute risk and the difference that stopping smoking makes.',
      motif: 'breath',
      sections: [
        [
          'Genotype is not destiny',
          'People with the same genotype have very different courses. Explain risk as a range, and name what the person can change: smoking, exposures, alcohol, weight, vaccination and follow-up.',
        ],
        [
          'Absolute rather than relative',
          'Absolute numbers and pictures are understood better than relative risks. Check understanding by asking the person to explain the result to a relative in their own words.',
        ],
      ],
    },
  ],
  immunology: [
    {
      title: 'AATD and PR3-ANCA vasculitis',
      excerpt:
        'AAT inhibits proteinase 3, the target of c-ANCA. AATD is found more often than expected in people with PR3-ANCA vasculitis, which is a reason to test.',
      motif: 'protein',
      pdf: true,
      references: ['atsErs2003'],
      sections: [
        [
          'The link',
          'Proteinase 3 is a neutrophil serine protease, and AAT is its main inhibitor in plasma. It is also the antigen recognised by c-ANCA in granulomatosis with polyangiitis. Deficient AAT alleles, especially Z, are over-represented among people with PR3-ANCA vasculitis.',
        ],
        [
          'In practice',
          'The ATS/ERS statement lists c-ANCA-positive vasculitis among the conditions in which testing for AATD should be considered. A result may change the lung follow-up and prompts family testing.',
        ],
      ],
    },
    {
      title: 'Alpha-1 antitrypsin in inflammation',
      excerpt:
        'Beyond inhibiting elastase, AAT is an acute-phase protein that rises in inflammation, which affects both its biology and its measurement.',
      motif: 'alveoli',
      video: SAMPLE_VIDEOS.vimeo,
      sections: [
        [
          'An acute-phase protein',
          'The liver increases AAT production during inflammation, as it does for CRP and fibrinogen. In a person with normal alleles the level can rise well above its usual value; in Pi*ZZ it rises little.',
        ],
        [
          'Consequences',
          'An AAT level taken during an infection can hide moderate deficiency, so measure CRP at the same time. AAT’s wider effects on inflammation are an active research area, outside the scope of current treatment.',
        ],
      ],
    },
    {
      title: 'Vaccination and infection prevention in AATD',
      excerpt:
        'Exacerbations speed up lung function loss. Vaccination and early treatment of infections protect the lungs.',
      motif: 'lungs',
      sections: [
        [
          'Vaccines',
          'People with AATD and lung disease should receive the vaccines recommended for chronic lung disease in their country, including influenza and pneumococcal vaccines. Hepatitis A and B vaccination protects a liver that may already be affected.',
        ],
        [
          'Exacerbations',
          'Agree a written action plan for exacerbations, as for other COPD, and review each one: frequent exacerbations are a reason to look again at the whole treatment plan.',
        ],
      ],
    },
  ],
  gastroenterology: [
    {
      title: 'Raised liver enzymes: a structured approach that includes AATD',
      excerpt: 'A stepwise work-up of raised liver enzymes in which AATD is tested for alongside the usual causes.',
      motif: 'liver',
      pdf: true,
      video: SAMPLE_VIDEOS.youtube,
      references: ['strnad2020'],
      sections: [
        [
          'The usual causes first, but not alone',
          'Alcohol, fatty liver disease, viral hepatitis and medicines explain most raised liver enzymes. AATD is easily added to the first screen: a serum AAT level with CRP, followed by genotyping when low.',
        ],
        [
          'Why it matters',
          'Finding AATD changes care for the liver and for the lungs, and leads to family testing. A single Z allele may also add to liver injury from other causes.',
        ],
      ],
      points: ['Add serum AAT to the first liver screen.', 'Genotype a low or borderline level.'],
    },
    {
      title: 'AATD in the hepatology clinic: adults with Pi*ZZ',
      excerpt: 'Fibrosis staging, risk factors and shared care for adults with Pi*ZZ seen in hepatology.',
      motif: 'liver',
      references: ['strnad2020', 'atsErs2003'],
      sections: [
        [
          'Assessment',
          'Stage fibrosis non-invasively at the first visit, and review risk factors: alcohol, weight, diabetes and other liver disease. Ask about breathlessness and arrange lung function tests if none have been done.',
        ],
        [
          'Shared care',
          'Adults with Pi*ZZ need both a lung and a liver plan. Agree which clinic leads, and make sure relatives have been offered testing.',
        ],
      ],
    },
    {
      title: 'Non-invasive fibrosis assessment in AATD',
      excerpt: 'Elastography and blood-based scores in the follow-up of AATD liver disease.',
      motif: 'liver',
      sections: [
        [
          'Tools',
          'Transient elastography measures liver stiffness as a surrogate of fibrosis; blood-based scores combine routine results. Both are repeatable and suit long-term follow-up.',
        ],
        [
          'Interpretation',
          'Stiffness is raised by inflammation, congestion and recent meals as well as fibrosis, so results are read in context and trends matter more than single values.',
        ],
      ],
    },
  ],
  'aatd-useful-resources-clinical-practical-guidelines': [
    {
      title: 'ERS statement on pulmonary disease in AATD (2017)',
      excerpt:
        'The European Respiratory Society statement on the diagnosis and treatment of lung disease in alpha-1 antitrypsin deficiency.',
      motif: 'lungs',
      articleUrl: PUBLICATIONS.ers2017.url,
      references: ['ers2017'],
      sections: [
        [
          'What it covers',
          'Testing, the assessment of lung disease including CT densitometry, augmentation therapy and the other treatments of COPD as they apply to AATD.',
        ],
      ],
    },
    {
      title: 'ATS/ERS standards for the diagnosis and management of AATD (2003)',
      excerpt:
        'The joint American Thoracic Society and European Respiratory Society standards for diagnosing and managing AATD.',
      motif: 'protein',
      articleUrl: PUBLICATIONS.atsErs2003.url,
      references: ['atsErs2003'],
      sections: [
        [
          'What it covers',
          'Genetics, epidemiology, lung and liver disease, testing recommendations, augmentation therapy, transplantation and the ethics of testing.',
        ],
      ],
    },
    {
      title: 'GOLD report on COPD',
      excerpt:
        'The Global Initiative for Chronic Obstructive Lung Disease report, which advises testing people with COPD for AATD.',
      motif: 'breath',
      articleUrl: 'https://goldcopd.org',
      sections: [
        [
          'Why it is here',
          'The GOLD report is the reference for COPD care in many countries and includes screening for AATD in its recommendations.',
        ],
      ],
    },
  ],
  'aatd-useful-resources-downloadable-resources': [
    {
      title: 'Clinic checklist for AATD testing (PDF)',
      excerpt: 'A printable checklist of the groups to test and the steps from level to genotype.',
      motif: 'lungs',
      pdf: true,
      references: ['atsErs2003', 'who1997'],
      sections: [
        [
          'Who to test',
          'Every adult with COPD, emphysema or asthma with fixed obstruction; unexplained liver disease; necrotising panniculitis; c-ANCA vasculitis; relatives of known cases.',
        ],
        [
          'How',
          'Serum AAT with CRP; genotype for S and Z when low or borderline; phenotyping or sequencing when results disagree.',
        ],
        ['After', 'Record the genotype, refer to the specialist service, and offer family testing.'],
      ],
      points: ['Check for a previous result first.', 'Send CRP with every level.'],
    },
    {
      title: 'Patient information: what is AATD? (PDF)',
      excerpt: 'A plain-language explanation of AATD for people newly diagnosed and their families.',
      motif: 'pedigree',
      pdf: true,
      sections: [
        [
          'What AATD is',
          'An inherited condition in which the body makes too little of a protein that protects the lungs. In some people the protein also builds up in the liver.',
        ],
        [
          'What you can do',
          'Do not smoke, and avoid other people’s smoke, dusts and fumes. Keep to a healthy weight, limit alcohol, have the vaccines your doctor recommends and keep your follow-up appointments.',
        ],
        [
          'Your family',
          'Your brothers, sisters, parents and children may have inherited the same gene. Ask your doctor for a letter they can take to their own doctor.',
        ],
      ],
      points: ['Ask your care team any questions you have.'],
    },
    {
      title: 'Follow-up schedule template (PDF)',
      excerpt: 'A template for planning and recording lung and liver follow-up in people with AATD.',
      motif: 'breath',
      pdf: true,
      references: ['ers2017'],
      sections: [
        [
          'Lungs',
          'Spirometry and gas transfer, symptoms, exacerbations, smoking status; CT when it will change management.',
        ],
        [
          'Liver',
          'Liver enzymes, platelets and albumin; elastography; ultrasound when cirrhosis is suspected or present.',
        ],
        ['General', 'Vaccinations, weight, alcohol, family testing offered, who leads the care.'],
      ],
      points: ['Use the same tests each time so trends are visible.'],
    },
  ],
  'aatd-useful-links-international-aatd-organizations': [
    link('Alpha-1 Foundation', 'A patient and research organisation dedicated to AATD.', 'https://www.alpha1.org'),
    link(
      'Alpha-1 UK Support Group',
      'Support and information for people with AATD in the UK.',
      'https://alpha1.org.uk',
    ),
    link(
      'EARCO - European Alpha-1 Research Collaboration',
      'A European clinical research collaboration and registry for AATD.',
      'https://earco.org',
    ),
  ],
  'aatd-useful-links-lung-liver-organizations': [
    link(
      'European Respiratory Society',
      'The professional society for respiratory medicine in Europe.',
      'https://www.ersnet.org',
    ),
    link('European Lung Foundation', 'Patient information on lung health.', 'https://europeanlung.org'),
    link(
      'European Association for the Study of the Liver',
      'The professional society for hepatology in Europe.',
      'https://easl.eu',
    ),
    link(
      'American Liver Foundation',
      'Patient information and support on liver disease.',
      'https://liverfoundation.org',
    ),
  ],
  'aatd-useful-links-rare-disease-organizations': [
    link(
      'EURORDIS - Rare Diseases Europe',
      'An alliance of rare disease patient organisations.',
      'https://www.eurordis.org',
    ),
    link(
      'NORD - National Organization for Rare Disorders',
      'A US organisation for people with rare diseases.',
      'https://rarediseases.org',
    ),
    link('Orphanet', 'A reference portal on rare diseases and orphan drugs.', 'https://www.orpha.net'),
  ],
};

const session = (
  title: string,
  excerpt: string,
  motif: Motif,
  talks: string[],
  extra: Partial<SamplePost>,
): SamplePost => ({ title, excerpt, motif, sections: [['The session', ...talks]], ...extra });

/** Conference highlights: sessions of a fictional regional AATD education meeting. */
export const SAMPLE_CONFERENCES: SamplePost[] = [
  session(
    'Highlights: finding undiagnosed AATD in respiratory and primary care',
    'Speakers described ways to make testing routine for everyone with COPD, from laboratory prompts to dried blood spot kits.',
    'lungs',
    [
      'The session opened with the gap between estimated and known numbers of people with Pi*ZZ, and the years of diagnostic delay reported in surveys.',
      'Speakers described practical routes to routine testing: a prompt in spirometry reports, laboratory comments on low alpha-1 bands, and dried blood spot kits for primary care.',
    ],
    { pdf: true, video: SAMPLE_VIDEOS.youtube, references: ['campos2005', 'stoller2005'] },
  ),
  session(
    'Highlights: liver fibrosis assessment workshop',
    'A hands-on workshop on elastography, fibrosis scores and shared care for adults with Pi*ZZ.',
    'liver',
    [
      'Hepatologists walked through elastography cases from adults with Pi*ZZ, including readings raised by congestion or inflammation rather than fibrosis.',
      'The discussion turned to shared care: who follows the liver when the patient is seen mainly in the lung clinic.',
    ],
    { pdf: true, video: SAMPLE_VIDEOS.vimeo, references: ['strnad2020'] },
  ),
  session(
    'Highlights: genotyping in everyday practice',
    'A panel on ordering and reading level, genotype, phenotype and sequencing results.',
    'helix',
    [
      'Laboratory specialists explained what each test can and cannot see, and presented discordant results explained by rare and null alleles.',
    ],
    { pdf: true, video: SAMPLE_VIDEOS.youtube, references: ['atsErs2003'] },
  ),
  session(
    'Highlights: the patient perspective',
    'People living with AATD described their route to diagnosis and what helped after it.',
    'pedigree',
    [
      'Three speakers with AATD described years of treatment for asthma or COPD before the test, the relief of a diagnosis, and the value of a written plan and a family letter.',
    ],
    { video: SAMPLE_VIDEOS.vimeo },
  ),
  session(
    'Highlights: lung imaging in AATD',
    'A session on CT patterns of emphysema and quantitative densitometry.',
    'alveoli',
    [
      'Radiologists showed the basal panlobular pattern and its variants, and explained how lung density is measured and why standardised scanning matters for follow-up.',
    ],
    { pdf: true, video: SAMPLE_VIDEOS.youtube, references: ['ers2017'] },
  ),
];

import type { NewsGroup } from '@aatd/contract';
import type { Motif } from '../illustrations.js';
import type { PublicationKey } from '../sample-references.js';

/**
 * Sample news: written for this demonstration by the (fictional) editorial team, on real AATD
 * topics. Each item names the publication it draws on (../sample-references.ts, real and cited
 * exactly); numbers are only well-established ones or those of the bundled prevalence sources.
 * Items are marked sample by their is_sample flag, which members see as a small label.
 */
export interface SampleNewsItem {
  title: string;
  excerpt: string;
  /** The card's label above the title. */
  label: string;
  motif: Motif;
  /** [heading, ...paragraphs] */
  sections: Array<[string, ...string[]]>;
  /** The closing list ("Points for practice", or "For practice" under Journal Watch). */
  points: string[];
  publication?: PublicationKey;
  /** Key review articles: whether the publication is open access. */
  openAccess?: boolean;
}

const CLINICAL_NEWS: SampleNewsItem[] = [
  {
    title: 'Who should be tested for alpha-1 antitrypsin deficiency?',
    excerpt:
      'Every adult with COPD, emphysema or asthma with fixed airflow obstruction should have an AAT level checked once. The indications reach beyond the chest clinic.',
    label: 'Diagnosis and testing',
    motif: 'lungs',
    publication: 'atsErs2003',
    sections: [
      [
        'Why testing is still too rare',
        'Alpha-1 antitrypsin deficiency (AATD) is one of the most common serious inherited conditions in people of European descent, yet most people who have it have never been tested. Symptoms look like those of ordinary COPD or asthma, so the cause is easily missed for years.',
        'International statements have long recommended testing well beyond the patients who look unusual. The WHO memorandum of 1997 recommended that everyone with COPD, and adults with asthma whose airflow obstruction does not fully reverse, be tested once. The ATS/ERS statement of 2003 set out the same groups in detail.',
      ],
      [
        'The groups to test',
        'In the lung clinic: adults with emphysema, COPD or asthma with incompletely reversible airflow obstruction, whatever their age or smoking history, and people with bronchiectasis that has no other explanation. Beyond the lungs: unexplained liver disease at any age, from prolonged jaundice in a newborn to cirrhosis in an adult; necrotising panniculitis; and vasculitis with antibodies against proteinase 3 (c-ANCA). And once a case is found, the siblings, children and parents of that person.',
      ],
      [
        'How to start',
        'A serum AAT level is an inexpensive first test. A low or borderline level leads on to genotyping or phenotyping; many laboratories now run both steps from one sample.',
      ],
    ],
    points: [
      'Test every adult with COPD once, not only the young or the never-smokers.',
      'Think of AATD in unexplained liver disease at any age.',
      'Record the result in the notes so it is not repeated or forgotten.',
    ],
  },
  {
    title: 'Reading a serum AAT level: acute-phase rises and units',
    excerpt:
      'AAT is an acute-phase protein: infection, inflammation and pregnancy can lift a deficient level into the reference range. Measure CRP alongside and know your laboratory’s units.',
    label: 'Diagnosis and testing',
    motif: 'protein',
    publication: 'atsErs2003',
    sections: [
      [
        'A level that can mislead',
        'Alpha-1 antitrypsin is made mainly by hepatocytes and rises during the acute-phase response. A person with a moderately deficient genotype, such as Pi*MZ or Pi*SZ, can show a level within the reference range during an infection, after surgery or in pregnancy. Measuring C-reactive protein at the same time makes an acute-phase rise visible.',
        'People with Pi*ZZ usually have levels far below the range even when unwell, so a severe deficiency is rarely hidden. The difficulty lies with intermediate results, which is why a borderline level should be followed by genotyping rather than simply repeated.',
      ],
      [
        'Units and thresholds',
        'Laboratories report AAT in g/L, mg/dL or micromoles per litre, and the numbers depend on the method: nephelometry and the older radial immunodiffusion give different values for the same sample. The protective threshold most often quoted is 11 micromolar; check how your laboratory expresses it before comparing results from different centres.',
      ],
    ],
    points: [
      'Send CRP with every AAT level.',
      'Follow a low or borderline level with genotyping, not with a repeat level alone.',
      'Compare levels only within one method and unit.',
    ],
  },
  {
    title: 'Genotyping, phenotyping or sequencing: choosing the test',
    excerpt:
      'Targeted genotyping finds the S and Z alleles quickly; phenotyping shows the protein variants present; sequencing settles results that do not fit.',
    label: 'Diagnosis and testing',
    motif: 'helix',
    publication: 'ers2017',
    sections: [
      [
        'Three ways to look at the same gene',
        'AAT is encoded by the SERPINA1 gene. Targeted genotyping by PCR looks for the common deficient alleles, S and Z, and is fast and cheap; it can be run on blood, dried blood spots or, in some programmes, a mouth swab. It will not see an allele it does not look for.',
        'Phenotyping by isoelectric focusing separates the AAT proteins present in serum and recognises many rarer variants. It needs an experienced laboratory, and it cannot see a null allele, which makes no protein: a person with one Z and one null allele looks like Pi*ZZ.',
        'Sequencing of SERPINA1 is the final step when the level and the genotype disagree, for example a very low level with only one Z allele found.',
      ],
      [
        'A practical order',
        'Many centres measure the level and genotype for S and Z together, and go on to phenotyping or sequencing only when the results are discordant. The result should be given to the patient in writing, with what it means for their relatives.',
      ],
    ],
    points: [
      'A level and an S/Z genotype answer most questions.',
      'Discordant results need phenotyping or sequencing, not a guess.',
      'Give the patient their genotype in writing.',
    ],
  },
  {
    title: 'Augmentation therapy: what it is and whom it is for',
    excerpt:
      'Intravenous alpha-1 proteinase inhibitor, purified from human plasma, raises AAT levels and slows the loss of lung density in severe deficiency with emphysema.',
    label: 'Treatment',
    motif: 'protein',
    publication: 'ers2017',
    sections: [
      [
        'The treatment',
        'Augmentation therapy is an intravenous infusion of alpha-1 proteinase inhibitor purified from pooled human plasma, usually given weekly. It raises the serum and lung levels of AAT above the protective threshold for most of the dosing interval.',
        'Its benefit has been shown mainly as a slower loss of lung density on CT. It is a long-term treatment that does not restore lost lung tissue, and it does nothing for the liver disease, which comes from retained protein rather than a lack of it.',
      ],
      [
        'Who is considered',
        'Statements reserve augmentation for people with severe deficiency and lung disease, and most programmes require that the person does not smoke. Availability, criteria and reimbursement differ from country to country; decisions are made in specialist centres. Infusions can be given at home by trained nurses or by the patients themselves in some health systems.',
      ],
    ],
    points: [
      'Augmentation treats the lungs, not the liver.',
      'Non-smoking is a precondition in most programmes.',
      'Refer to a specialist centre to discuss eligibility.',
    ],
  },
  {
    title: 'Living with Pi*MZ: what to tell carriers',
    excerpt:
      'Pi*MZ carriers have intermediate AAT levels. Their lung risk is concentrated in those who smoke, and the Z allele may add to liver injury from other causes.',
    label: 'Genotypes',
    motif: 'pedigree',
    publication: 'strnad2020',
    sections: [
      [
        'Common, and not harmless in every setting',
        'Pi*MZ is far more common than Pi*ZZ, because carriers of one Z allele are frequent in many European populations. Their AAT levels are usually intermediate, above the protective threshold, and most carriers who never smoke keep normal lung function.',
        'Smoking changes the picture: carriers who smoke appear to lose lung function faster than non-carriers who smoke. In the liver, a single Z allele is regarded as a modifier: it may add to damage from fatty liver disease or alcohol rather than cause disease on its own.',
      ],
      [
        'The conversation',
        'A carrier result is a good moment for clear advice: do not smoke, limit alcohol, keep a healthy weight, and tell relatives that they may carry the allele too. Augmentation therapy is not indicated for carriers, because statements reserve it for severe deficiency.',
      ],
    ],
    points: [
      'Advise every carrier to stop or never start smoking.',
      'Take a Pi*MZ result into account when liver tests are abnormal.',
      'Offer testing to partners when a couple plans a family.',
    ],
  },
  {
    title: 'Pi*SZ: an intermediate genotype with smoking-dependent risk',
    excerpt:
      'People with Pi*SZ have levels close to the protective threshold. Smokers carry most of the lung risk; the liver risk is lower than with Pi*ZZ.',
    label: 'Genotypes',
    motif: 'helix',
    publication: 'blanco2017sz',
    sections: [
      [
        'Where SZ sits',
        'The S allele produces a protein that is secreted less well than the normal M protein, but far better than Z. A person with one S and one Z allele usually has a level around or just above the protective threshold.',
        'The S allele is most frequent in the Iberian Peninsula, and Blanco and colleagues estimated the number of people with Pi*SZ country by country from published allele frequencies.',
      ],
      [
        'Managing the risk',
        'Most of the excess lung risk in Pi*SZ is seen in people who smoke. Lung function, smoking status and liver tests should be reviewed as for other genotypes; decisions about augmentation therapy follow the measured level and the lung disease, and are made in specialist centres.',
      ],
    ],
    points: [
      'Confirm Pi*SZ by genotype: the level alone is easily misread.',
      'Smoking cessation is the main intervention.',
      'Offer family testing, as for Pi*ZZ.',
    ],
  },
  {
    title: 'Rare and null alleles: when the result does not fit',
    excerpt:
      'More than 100 SERPINA1 variants are known. Rare deficient alleles and null alleles explain levels that the S and Z genotype cannot.',
    label: 'Genotypes',
    motif: 'helix',
    publication: 'strnad2020',
    sections: [
      [
        'Beyond S and Z',
        'Most testing looks for S and Z, but more than 100 variants of SERPINA1 have been described. Some, such as Mmalton, behave like Z: the protein misfolds, is retained in the liver and leaves the lungs unprotected. Others produce a protein that is present but works poorly.',
        'Null alleles make no measurable protein. A person with two null alleles has no AAT in the blood and a high risk of emphysema, but no liver disease from retained protein, because none is made.',
      ],
      [
        'How they are found',
        'Rare alleles announce themselves as discordance: a level far lower than the genotype predicts, or a phenotype that does not match. Sequencing of the gene in a reference laboratory gives the answer. Families of people with rare alleles deserve the same counselling and testing as those with Pi*ZZ.',
      ],
    ],
    points: [
      'Suspect a rare or null allele when the level is lower than the genotype suggests.',
      'Ask a reference laboratory for sequencing.',
      'Null/null means severe lung risk without liver storage disease.',
    ],
  },
  {
    title: 'Emphysema in AATD: early, basal and panlobular',
    excerpt:
      'The typical lung picture is panlobular emphysema predominating in the lower lobes, appearing earlier than usual COPD, especially in smokers.',
    label: 'Lung disease',
    motif: 'alveoli',
    publication: 'ers2017',
    sections: [
      [
        'The protease and antiprotease balance',
        'Neutrophil elastase released in the lungs is normally held in check by AAT. With severe deficiency, elastase acts largely unopposed on the alveolar walls, and smoking adds both more neutrophils and oxidants that inactivate what AAT there is.',
      ],
      [
        'What the scan shows',
        'The emphysema of severe AATD is classically panlobular and most marked in the lung bases, unlike the upper-zone centrilobular pattern of smoking-related COPD. The pattern is a clue, not a rule: upper-zone disease is seen too, and some patients have bronchiectasis.',
        'Symptoms often start in the fourth or fifth decade in people who smoke, with breathlessness out of proportion to their age. Never-smokers may keep near-normal lung function for much longer.',
      ],
    ],
    points: [
      'Basal emphysema in a young adult should prompt an AAT level.',
      'Gas transfer (DLCO) can fall before FEV1 does.',
      'Look for bronchiectasis on the same scan.',
    ],
  },
  {
    title: 'CT lung densitometry: measuring emphysema over time',
    excerpt:
      'Quantitative CT follows the loss of lung tissue more sensitively than spirometry. It has become the main measure of emphysema progression in AATD studies.',
    label: 'Lung disease',
    motif: 'breath',
    publication: 'ers2017',
    sections: [
      [
        'What is measured',
        'Densitometry turns a CT scan into a histogram of attenuation values. The 15th percentile of that histogram (PD15), adjusted for the depth of inspiration, summarises how much low-density, emphysematous lung there is. As emphysema progresses, the value falls.',
        'Because the change in density is a direct measure of tissue loss, it detects progression over a shorter time and with fewer patients than FEV1 does, which is why studies of treatments in AATD have used it as their main outcome.',
      ],
      [
        'In the clinic',
        'Densitometry needs standardised scanning and analysis, and each scan carries a radiation dose, so it is used in specialist centres and studies rather than as a routine test everywhere. Spirometry and gas transfer remain the everyday measures.',
      ],
    ],
    points: [
      'Lung density is the most sensitive measure of emphysema progression.',
      'Use one scanner protocol and software for serial comparisons.',
      'Weigh the radiation dose when deciding how often to scan.',
    ],
  },
  {
    title: 'AATD liver disease in infants and children',
    excerpt:
      'Retained Z protein can cause prolonged neonatal jaundice and raised liver enzymes. Most affected children do well; a few progress and need specialist care.',
    label: 'Liver disease',
    motif: 'liver',
    publication: 'sveger1976',
    sections: [
      [
        'Why the liver is involved',
        'The Z protein misfolds and polymerises in the endoplasmic reticulum of hepatocytes instead of being secreted. The retained polymers, seen on biopsy as PAS-positive, diastase-resistant globules, injure the cell. The lung disease comes from too little AAT; the liver disease from too much of it in the wrong place.',
      ],
      [
        'What is seen in childhood',
        'Some infants with Pi*ZZ present with prolonged jaundice or neonatal cholestasis, and raised liver enzymes are common in the first months. Sveger’s screening of 200,000 Swedish newborns, and the follow-up of the children it found, showed that most children with Pi*ZZ are well through childhood. A small number develop progressive liver disease and may need transplantation.',
        'AATD should be part of the work-up of every infant with conjugated hyperbilirubinaemia, alongside biliary atresia and the other causes.',
      ],
    ],
    points: [
      'Include AATD in the work-up of neonatal cholestasis.',
      'Follow affected children in a paediatric hepatology service.',
      'Start smoking-avoidance advice with the family early.',
    ],
  },
  {
    title: 'AATD liver disease in adults: fibrosis, cirrhosis and cancer risk',
    excerpt:
      'Adults with Pi*ZZ are at risk of liver fibrosis and cirrhosis, rising with age and with other liver insults. Normal liver enzymes do not rule out fibrosis.',
    label: 'Liver disease',
    motif: 'liver',
    publication: 'strnad2020',
    sections: [
      [
        'A risk that grows with age',
        'Clinically significant liver fibrosis is common in adults with Pi*ZZ, and the risk rises with age, male sex, obesity, diabetes and alcohol. Cirrhosis and its complications, including hepatocellular carcinoma, occur more often than in the general population.',
        'Liver enzymes are a poor guide: they may be normal in a person with advanced fibrosis. Non-invasive assessment, such as elastography and blood-based fibrosis scores, helps decide who needs closer follow-up.',
      ],
      [
        'Care that follows from it',
        'People with cirrhosis need the usual surveillance for hepatocellular carcinoma, by ultrasound every six months, and for portal hypertension. Liver transplantation treats end-stage disease and, because the new liver makes normal AAT, also corrects the serum deficiency.',
      ],
    ],
    points: [
      'Assess fibrosis non-invasively in every adult with Pi*ZZ.',
      'Advise on alcohol, weight and metabolic risk.',
      'Survey cirrhosis for liver cancer as in any other cause.',
    ],
  },
  {
    title: 'Family testing after an index case is found',
    excerpt:
      'Each sibling of a person with Pi*ZZ has a one-in-four chance of the same genotype when both parents are carriers. Offer testing with counselling.',
    label: 'Family testing',
    motif: 'pedigree',
    publication: 'atsErs2003',
    sections: [
      [
        'Who to offer',
        'AATD is inherited in an autosomal co-dominant way: every allele contributes to the level. When a person with Pi*ZZ is diagnosed, each parent carries at least one Z allele, every child of that person inherits one Z, and each sibling has a one-in-four chance of Pi*ZZ when both parents are carriers. Siblings are the relatives most likely to share severe deficiency.',
      ],
      [
        'Counselling first',
        'Before testing, explain what a result can mean: advice and follow-up for the person, information for their own children, and in some countries implications for insurance. Testing children is a family decision; knowing early allows smoke-free homes and attention to the liver.',
        'A written family letter, which the patient can pass on, makes it easier for relatives to ask their own doctors for a test.',
      ],
    ],
    points: [
      'Offer testing to siblings first, then children and parents.',
      'Counsel before testing and explain carrier results.',
      'Give the patient a letter for relatives.',
    ],
  },
  {
    title: 'Monitoring in AATD: lungs and liver in one plan',
    excerpt:
      'Spirometry and gas transfer follow the lungs; liver tests and elastography follow the liver. Many centres review people with severe deficiency at least once a year.',
    label: 'Monitoring',
    motif: 'breath',
    publication: 'ers2017',
    sections: [
      [
        'The lungs',
        'Post-bronchodilator spirometry records the course of airflow obstruction; gas transfer (DLCO) reflects emphysema and may fall first. CT, with densitometry where available, gives a baseline and answers specific questions. Exacerbations, symptoms and quality of life belong in every review.',
      ],
      [
        'The liver',
        'Liver enzymes, platelet count and albumin are cheap and repeatable; elastography and ultrasound add an estimate of fibrosis and a view of the liver. Once cirrhosis is present, surveillance follows the usual hepatology pathways.',
        'A single plan that names who follows the lungs and who follows the liver keeps the patient from falling between two clinics.',
      ],
    ],
    points: [
      'Measure FEV1 and DLCO at least yearly in severe deficiency.',
      'Assess liver stiffness at baseline and during follow-up.',
      'Agree with the patient which clinic leads.',
    ],
  },
  {
    title: 'Smoking cessation: the most effective step in AATD',
    excerpt:
      'No treatment changes the course of AATD lung disease as much as stopping smoking. Offer support at every visit, to patients and to their families.',
    label: 'Prevention',
    motif: 'lungs',
    publication: 'atsErs2003',
    sections: [
      [
        'Why it matters so much',
        'Smoking brings neutrophils and oxidants into the lung, and oxidants inactivate the little AAT that a person with severe deficiency has. People with Pi*ZZ who smoke develop emphysema decades earlier than those who never smoke.',
        'Avoiding passive smoke, dusts and fumes at work, and smoking of any other kind, follows from the same reasoning.',
      ],
      [
        'Support that works',
        'Combine behavioural support with licensed stop-smoking medicines, as for any smoker, and follow up. Stopping is also a condition of most augmentation programmes, which gives many patients one more reason to try.',
      ],
    ],
    points: [
      'Ask about smoking at every visit and offer treatment, not just advice.',
      'Include household members in the conversation.',
      'Ask about occupational exposures.',
    ],
  },
];

const journalWatch = (
  title: string,
  excerpt: string,
  publication: PublicationKey,
  motif: Motif,
  found: string[],
  why: string,
  points: string[],
): SampleNewsItem => ({
  title,
  excerpt,
  label: 'Journal Watch',
  motif,
  publication,
  sections: [
    ['What the paper did', ...found],
    ['Why it matters', why],
  ],
  points,
});

const JOURNAL_WATCH: SampleNewsItem[] = [
  journalWatch(
    'How many people have Pi*SZ? A worldwide estimate',
    'Blanco and colleagues estimated the number of people with the Pi*SZ genotype in each country from published allele frequencies.',
    'blanco2017sz',
    'helix',
    [
      'The authors gathered epidemiological studies of the S and Z alleles and, for each country with data, calculated the expected prevalence and number of people with Pi*SZ.',
      'The S allele is most frequent in south-western Europe, so the numbers are largest where S and Z meet.',
    ],
    'Pi*SZ is often overlooked because levels are intermediate. Knowing how common it is supports testing and counselling in the countries where it is frequent.',
    ['Confirm an intermediate level by genotype.', 'Smoking advice is the main intervention in Pi*SZ.'],
  ),
  journalWatch(
    'The S and Z alleles across Europe',
    'A 2006 estimate of the numbers of PI*S and PI*Z carriers and homozygotes in European countries.',
    'blanco2006',
    'alveoli',
    [
      'Blanco, de Serres and colleagues combined published screening studies to estimate the prevalence of the S and Z alleles, and the numbers of people with each deficient genotype, country by country in Europe.',
      'The Z allele was most frequent in northern and western Europe, the S allele in the Iberian Peninsula.',
    ],
    'The estimates behind many national awareness programmes come from work like this. The prevalence map in this community shows the numbers for each country with their source.',
    ['Expect more carriers than cases of severe deficiency.', 'Use local allele frequencies when planning testing.'],
  ),
  journalWatch(
    'Years from first symptoms to diagnosis',
    'Symptomatic patients waited a mean of 8.3 years between their first symptoms and the diagnosis of AATD.',
    'campos2005',
    'breath',
    [
      'Campos, Wanner, Zhang and Sandhaus studied people with AATD diagnosed after symptoms between 1968 and 2003, and measured the interval between their first symptoms and the diagnosis.',
      'The mean delay was 8.3 years.',
    ],
    'Years of delay are years of unadvised smoking, untested relatives and missed follow-up. Testing everyone with COPD once is the simplest way to shorten it.',
    [
      'Test at the first visit for COPD, not after years of treatment.',
      'Record the result where every clinician sees it.',
    ],
  ),
  journalWatch(
    'Diagnostic delay in two surveys, ten years apart',
    'Surveys of people with AATD found a mean delay of 7.2 years in 1994 and 5.6 years in 2003.',
    'stoller2005',
    'pedigree',
    [
      'Stoller and colleagues compared two surveys of people with AATD and their route to diagnosis.',
      'The mean delay from first symptom to diagnosis was 7.2 years in the 1994 survey and 5.6 years in the 2003 survey: shorter, but still years.',
    ],
    'Awareness campaigns had some effect, but the delay remained long. Many people first meet a doctor who does not think of AATD.',
    ['Think of AATD in breathlessness at a young age.', 'Think of it in "asthma" that does not fully reverse.'],
  ),
  journalWatch(
    'Where it began: the missing alpha-1 band',
    'In 1963 Laurell and Eriksson described sera lacking the alpha-1 globulin band on electrophoresis and linked the finding to emphysema.',
    'laurell1963',
    'protein',
    [
      'Reviewing serum protein electrophoresis strips, Laurell and Eriksson noticed samples in which the alpha-1 globulin band was almost absent. Several of the people concerned had emphysema at a young age.',
      'The missing band was alpha-1 antitrypsin, and the observation founded the field.',
    ],
    'A flat alpha-1 band on serum protein electrophoresis is still a clue today, and a reason to measure the AAT level.',
    ['Act on a low alpha-1 band on electrophoresis.', 'Measure the AAT level to confirm.'],
  ),
  journalWatch(
    'What newborn screening taught us about the liver',
    'Sveger screened 200,000 Swedish infants and described the liver disease of those with severe deficiency.',
    'sveger1976',
    'liver',
    [
      'Between 1972 and 1974, all newborns in Sweden were offered an AAT test. Sveger followed the infants with severe deficiency and described liver disease in early life.',
      'Prolonged jaundice and clinical liver disease affected a minority; abnormal liver tests were more common than illness.',
    ],
    'The Swedish cohort remains the only unselected picture of AATD from birth, and its follow-up shaped how we counsel parents.',
    ['Reassure parents that most children are well.', 'Follow liver tests in infancy and childhood.'],
  ),
];

const keyReview = (
  publication: PublicationKey,
  title: string,
  excerpt: string,
  summary: string[],
  points: string[],
  openAccess: boolean,
): SampleNewsItem => ({
  title,
  excerpt,
  label: 'Key review',
  motif: 'lungs',
  publication,
  openAccess,
  sections: [['What it covers', ...summary]],
  points,
});

const KEY_REVIEWS: SampleNewsItem[] = [
  keyReview(
    'ers2017',
    'ERS statement: diagnosis and treatment of pulmonary disease in AATD',
    'The European Respiratory Society statement on diagnosing and treating the lung disease of AATD.',
    [
      'The statement reviews the evidence on testing, on measuring lung disease (including CT densitometry), on augmentation therapy and on the other treatments of COPD as they apply to AATD.',
      'It is the reference for most European centres when they decide on testing and treatment.',
    ],
    ['Read it before starting a specialist AATD service.', 'Its sections on monitoring suit trainees.'],
    true,
  ),
  keyReview(
    'strnad2020',
    'Alpha-1 antitrypsin deficiency: a review for every specialty',
    'A review of the biology, lung and liver disease, diagnosis and treatment of AATD.',
    [
      'Strnad, McElvaney and Lomas explain how Z protein misfolds and polymerises, why this damages the liver and leaves the lung unprotected, and how the condition is diagnosed and managed.',
      'It describes treatments in development for the lung and the liver in general terms.',
    ],
    ['A good first read for hepatologists and pulmonologists alike.'],
    false,
  ),
  keyReview(
    'blanco2017z',
    'Pi*Z gene frequency and Pi*ZZ numbers worldwide: an update',
    'An estimate of the number of people with Pi*ZZ in every region of the world.',
    [
      'Blanco and colleagues updated earlier estimates with newer epidemiological studies, and estimated about 250,000 people with Pi*ZZ worldwide, most of them in Europe and the Americas.',
      'The Z allele is present in 98% of people with severe deficiency. The prevalence map in this community is built on this work.',
    ],
    ['Use it to plan testing where the Z allele is frequent.'],
    true,
  ),
  keyReview(
    'atsErs2003',
    'ATS/ERS standards for the diagnosis and management of AATD',
    'The joint American Thoracic Society and European Respiratory Society statement on AATD.',
    [
      'A comprehensive statement covering genetics, epidemiology, lung and liver disease, testing recommendations, augmentation therapy, transplantation and the ethics of testing.',
      'Its testing recommendations are still the basis of most local protocols.',
    ],
    ['Its tables of levels by genotype are a useful reference.'],
    true,
  ),
  keyReview(
    'who1997',
    'WHO memorandum on alpha-1 antitrypsin deficiency',
    'The World Health Organization meeting report that recommended testing every person with COPD.',
    [
      'The memorandum summarised knowledge on AATD and recommended that all patients with COPD, and adults with asthma whose airflow obstruction is not fully reversible, be tested once.',
    ],
    ['The origin of the recommendation to test everyone with COPD.'],
    true,
  ),
];

const OTHER_RESOURCES: SampleNewsItem[] = [
  {
    title: 'A glossary of AATD terms',
    excerpt: 'From allele to Z polymer: short definitions of the terms used across this community.',
    label: 'Resource',
    motif: 'helix',
    sections: [
      [
        'Terms',
        'Allele: one version of a gene; everyone has two SERPINA1 alleles. Genotype: the pair of alleles, written Pi*MM, Pi*MZ, Pi*ZZ. Phenotype: the AAT proteins found in serum. Null allele: an allele that produces no protein. Augmentation therapy: intravenous alpha-1 proteinase inhibitor from human plasma. Densitometry: measurement of lung density on CT. Polymer: the chains that Z protein forms inside liver cells.',
      ],
    ],
    points: ['Share the glossary with new members of the clinic team.'],
  },
  {
    title: 'Checklist: testing for AATD in the clinic',
    excerpt: 'A one-page list of the groups to test and the steps from level to genotype.',
    label: 'Resource',
    motif: 'lungs',
    publication: 'atsErs2003',
    sections: [
      [
        'Before the test',
        'Check whether the patient has been tested before. Explain why the test is offered and what a result would mean for relatives.',
      ],
      [
        'The test',
        'Serum AAT with CRP; genotype for S and Z when the level is low or borderline; phenotyping or sequencing when results disagree.',
      ],
    ],
    points: ['Record the result and the genotype.', 'Offer family testing when deficiency is confirmed.'],
  },
  {
    title: 'After the diagnosis: topics for the first consultation',
    excerpt: 'What people newly diagnosed with AATD most often need to hear in the first appointment.',
    label: 'Resource',
    motif: 'pedigree',
    sections: [
      [
        'Topics',
        'What AATD is and why it affects the lungs and the liver; what their genotype means; stopping smoking and avoiding exposures; vaccination; how follow-up will work; what augmentation therapy is and whether it may apply; testing relatives; patient organisations.',
      ],
    ],
    points: ['Give written information to take home.', 'Book the follow-up before the patient leaves.'],
  },
  {
    title: 'Follow-up at a glance',
    excerpt: 'Which measurements to repeat in people with severe deficiency, and who usually does them.',
    label: 'Resource',
    motif: 'breath',
    publication: 'ers2017',
    sections: [
      [
        'Measurements',
        'Lungs: spirometry and gas transfer, exacerbation history, CT when it will change management. Liver: liver enzymes, platelets, elastography, ultrasound when cirrhosis is suspected. General: smoking status, vaccination, weight and alcohol.',
      ],
    ],
    points: ['Use the same tests at each visit so trends are visible.'],
  },
];

export const SAMPLE_NEWS: Record<NewsGroup, SampleNewsItem[]> = {
  CLINICAL_NEWS: CLINICAL_NEWS,
  JOURNAL_WATCH: JOURNAL_WATCH,
  KEY_REVIEW_ARTICLES: KEY_REVIEWS,
  OTHER_RESOURCES: OTHER_RESOURCES,
};

/** How many days before loading each group's items were published (newest first). */
export const NEWS_DAYS_AGO: Record<NewsGroup, (i: number) => number> = {
  CLINICAL_NEWS: (i) => 2 + i * 5,
  JOURNAL_WATCH: (i) => 3 + i * 7,
  // The first three fall within the last two years, the others before (the curation keeps 3).
  KEY_REVIEW_ARTICLES: (i) => (i < 3 ? 20 + i * 90 : 800 + i * 60),
  OTHER_RESOURCES: (i) => 30 + i * 45,
};

export const SAMPLE_COMMENTS = [
  'Helpful summary for our clinic team, thank you.',
  'We added AAT levels to our COPD review checklist last year.',
  'Has anyone tried a shared-care model with hepatology for follow-up?',
  'Good overview for trainees.',
  'Our unit now tests every new COPD patient once.',
  'The point about family testing is the one we forget most often.',
  'I would like to see more on paediatric presentations.',
];

export const SAMPLE_REPLIES = [
  'Agreed, very practical.',
  'Same experience in our department.',
  'Thanks for sharing your approach.',
];

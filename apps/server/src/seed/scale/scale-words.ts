/**
 * Words the scale data set is written from. Deliberately free of the two search probes the bench
 * uses: COMMON_TERM goes into every second item and RARE_TERM into one item in RARE_EVERY, so the
 * bench's "common" and "rare" searches hit a known share of the rows at any size.
 */
export const COMMON_TERM = 'lung';
export const RARE_TERM = 'panniculitis';
export const RARE_EVERY = 2_000;

export const WORDS: readonly string[] = (
  'alpha antitrypsin deficiency emphysema liver fibrosis genotype phenotype augmentation therapy ' +
  'spirometry exacerbation screening registry airflow obstruction density imaging biomarker protein ' +
  'serum level inflammation cirrhosis transplant infusion dose weekly outcome quality life cohort ' +
  'trial placebo randomised observational retrospective prospective patient clinician nurse ' +
  'referral pathway diagnosis delay family testing carrier heterozygous homozygous variant allele ' +
  'mutation polymerase neutrophil elastase protease inhibitor smoking cessation exposure ' +
  'occupational dust vaccination influenza pneumococcal rehabilitation exercise oxygen chronic ' +
  'bronchiectasis asthma copd hepatology pulmonology paediatric neonatal jaundice stiffness ' +
  'elastography ultrasound biopsy enzyme transaminase guideline consensus evidence review meta ' +
  'analysis economics cost access adherence counselling education telehealth remote monitoring ' +
  'decline mortality survival symptom breathlessness cough sputum infection antibiotic steroid ' +
  'bronchodilator inhaler nebuliser haematology bleeding clotting oncology tumour immunology ' +
  'antibody gastroenterology panel centre specialist'
).split(' ');

export const FIRST_NAMES: readonly string[] = (
  'Anna Ben Carla David Elena Farid Greta Hugo Ines Jonas Karin Luca Maria Nils Olga Pablo Qing ' +
  'Rosa Samir Tara Ulrich Vera Wei Ximena Yusuf Zofia Amir Beatriz Chen Dana Emil Fatima Goran Hana ' +
  'Ivan Julia Kofi Lena Marco Nadia Omar Petra Rahul Sara Tomas Ursula Viktor Wanda Yara Zainab'
).split(' ');

export const LAST_NAMES: readonly string[] = (
  'Abbott Bauer Costa Dubois Eriksen Fischer Garcia Hansen Ibrahim Jensen Kowalski Larsen Moreau ' +
  'Novak Okafor Petrov Quinn Rossi Schmidt Tanaka Usman Varga Weber Xu Yilmaz Zimmermann Almeida ' +
  'Becker Castillo Dimitrov Engel Fontaine Gruber Horvat Ivanova Jovanovic Keller Lindqvist Meyer ' +
  'Nielsen Olsen Popescu Richter Santos Takahashi Ueda Vogel Wagner Young Zhang Andersson Berg ' +
  'Conti Dahl Esposito Ferreira Gomez Hoffmann Ito Janssen Kaya Lehmann Marino Nowak Ortiz Peeters ' +
  'Romano Schulz Torres Urban Vidal Walsh Yamamoto Ziegler Arnold Brandt Carter Duarte Ebert Franke ' +
  'Greco Haas Ishikawa Jung Krause Lopez Martin Nguyen Otto Park Reyes Silva Thomas Ulloa Vasquez ' +
  'Wolf Yoon Zeller Kim Lang'
).split(' ');

/** Sentences for comments and messages, built once so a million rows need no text generation. */
export const SENTENCES: string[] = Array.from({ length: 400 }, (_, i) => {
  const n = WORDS.length;
  const words = Array.from({ length: 8 + (i % 17) }, (_, k) => WORDS[(i * 31 + k * 7 + k * k) % n]!);
  return `${words.join(' ')}.`;
});

/**
 * The page's fact tables (spec part 2 §2.6 and §9), kept as data so an editor can change them.
 *
 * A fact is shown only with a source. `source` is a key of the API's sources (data/SOURCES.md on the
 * server) or of FACT_SOURCES below; `null` hides the fact. The spec's "96% of AATD pathologies are
 * Pi*ZZ" and "about 10% diagnosed" have no verified primary source: an editor must confirm a source
 * (and add its citation here) before setting `source` on them. Never add a figure without one.
 */
export type FactTable = 'severe' | 'diagnosis-rate' | 'liver-lung' | 'diagnosis-delay';

export type Fact = { table: FactTable; label: string; value: string; source: string | null };

export const FACT_TABLES: ReadonlyArray<{ key: FactTable; title: string }> = [
  { key: 'severe', title: 'Severe AATD' },
  { key: 'diagnosis-rate', title: 'Diagnosis rate' },
  { key: 'liver-lung', title: 'Liver and lung disease' },
  { key: 'diagnosis-delay', title: 'Diagnosis delay' },
];

const FACTS: readonly Fact[] = [
  { table: 'severe', label: 'Severe AATD cases carrying the Z allele', value: '98%', source: 'B2017' },
  { table: 'severe', label: 'AATD pathologies due to the Pi*ZZ genotype', value: '96%', source: null },
  { table: 'diagnosis-rate', label: 'People with AATD who have been diagnosed', value: 'About 10%', source: null },
  {
    table: 'liver-lung',
    label: 'Lung',
    value: 'Early-onset emphysema, typically panlobular and most marked at the lung bases; smoking accelerates it',
    source: 'ATSERS2003',
  },
  {
    table: 'liver-lung',
    label: 'Liver',
    value: 'Neonatal cholestasis and liver disease in childhood; cirrhosis and hepatocellular carcinoma in adults',
    source: 'ATSERS2003',
  },
  { table: 'diagnosis-delay', label: 'Mean time from first symptoms to diagnosis (1968-2003)', value: '8.3 years', source: 'Campos2005' },
  { table: 'diagnosis-delay', label: 'Time from first symptoms to diagnosis, 2003 survey', value: '5.6 years', source: 'Stoller2005' },
  { table: 'diagnosis-delay', label: 'Time from first symptoms to diagnosis, 1994 survey', value: '7.2 years', source: 'Stoller2005' },
];

/** The 'Did you know' box, after the worldwide Pi*ZZ total that the page reads from the data. Same rule on sources. */
export const DID_YOU_KNOW: ReadonlyArray<{ text: string; source: string | null }> = [
  { text: 'The Z allele is found in 98% of people with severe AATD.', source: 'B2017' },
  { text: 'On average, more than 8 years pass between the first symptoms of AATD and its diagnosis.', source: 'Campos2005' },
];

/** Citations of the fact sources that are not part of the prevalence table's own sources. */
export const FACT_SOURCES: ReadonlyArray<{ key: string; citation: string; short?: string }> = [
  {
    key: 'Campos2005',
    citation:
      'Campos MA, Wanner A, Zhang G, Sandhaus RA. Trends in the diagnosis of symptomatic patients with α1-antitrypsin deficiency between 1968 and 2003. Chest. 2005;128(3):1179-1186.',
  },
  { key: 'Stoller2005', citation: 'Stoller JK et al. Chest. 2005;128(4):1989-1994.' },
  {
    key: 'ATSERS2003',
    short: 'ATS/ERS statement, 2003',
    citation:
      'American Thoracic Society/European Respiratory Society statement: standards for the diagnosis and management of individuals with alpha-1 antitrypsin deficiency. Am J Respir Crit Care Med. 2003;168(7):818-900.',
  },
];

/** Facts an editor has sourced; the rest stay hidden. */
export const visibleFacts = (facts: readonly Fact[] = FACTS) => facts.filter((f): f is Fact & { source: string } => f.source !== null);

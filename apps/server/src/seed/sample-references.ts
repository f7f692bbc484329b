/**
 * The only publications the sample content cites: widely cited statements and papers on AATD,
 * and the sources of the bundled prevalence table (features/prevalence/data/SOURCES.md). Never
 * add a citation that cannot be named exactly; write without one instead. A DOI is given only
 * where it is certain; otherwise the address is a PubMed search for the title or citation.
 */
export interface Publication {
  /** As a reference list prints it. */
  citation: string;
  /** Journal, year, volume and pages: a card's source line. */
  source: string;
  authors: string;
  url: string;
}

const pubmed = (terms: string) => `https://pubmed.ncbi.nlm.nih.gov/?term=${encodeURIComponent(terms)}`;

export const PUBLICATIONS = {
  atsErs2003: {
    citation:
      'American Thoracic Society/European Respiratory Society statement: standards for the diagnosis and management of individuals with alpha-1 antitrypsin deficiency. Am J Respir Crit Care Med. 2003;168(7):818-900.',
    source: 'Am J Respir Crit Care Med. 2003;168(7):818-900',
    authors: 'American Thoracic Society; European Respiratory Society',
    url: 'https://doi.org/10.1164/rccm.168.7.818',
  },
  ers2017: {
    citation:
      'Miravitlles M, et al. European Respiratory Society statement: diagnosis and treatment of pulmonary disease in alpha-1 antitrypsin deficiency. Eur Respir J. 2017;50(5):1700610.',
    source: 'Eur Respir J. 2017;50(5):1700610',
    authors: 'Miravitlles M, et al.',
    url: 'https://doi.org/10.1183/13993003.00610-2017',
  },
  strnad2020: {
    citation: 'Strnad P, McElvaney NG, Lomas DA. Alpha-1 antitrypsin deficiency. N Engl J Med. 2020;382(15):1443-1455.',
    source: 'N Engl J Med. 2020;382(15):1443-1455',
    authors: 'Strnad P, McElvaney NG, Lomas DA',
    url: pubmed('Strnad McElvaney Lomas Alpha-1 antitrypsin deficiency N Engl J Med 2020'),
  },
  who1997: {
    citation:
      'Alpha 1-antitrypsin deficiency: memorandum from a WHO meeting. Bull World Health Organ. 1997;75(5):397-415.',
    source: 'Bull World Health Organ. 1997;75(5):397-415',
    authors: 'World Health Organization',
    url: pubmed('Alpha 1-antitrypsin deficiency: memorandum from a WHO meeting'),
  },
  blanco2017z: {
    citation:
      'Blanco I, Bueno P, Diego I, Pérez-Holanda S, Casas-Maldonado F, Esquinas C, Miravitlles M. Alpha-1 antitrypsin Pi*Z gene frequency and Pi*ZZ genotype numbers worldwide: an update. Int J Chron Obstruct Pulmon Dis. 2017;12:561-569.',
    source: 'Int J Chron Obstruct Pulmon Dis. 2017;12:561-569',
    authors: 'Blanco I, Bueno P, Diego I, Pérez-Holanda S, Casas-Maldonado F, Esquinas C, Miravitlles M',
    url: 'https://doi.org/10.2147/COPD.S125389',
  },
  blanco2017sz: {
    citation:
      'Blanco I, Bueno P, Diego I, Pérez-Holanda S, Lara B, Casas-Maldonado F, Esquinas C, Miravitlles M. Alpha-1 antitrypsin Pi*SZ genotype: estimated prevalence and number of SZ subjects worldwide. Int J Chron Obstruct Pulmon Dis. 2017;12:1683-1694.',
    source: 'Int J Chron Obstruct Pulmon Dis. 2017;12:1683-1694',
    authors: 'Blanco I, Bueno P, Diego I, Pérez-Holanda S, Lara B, Casas-Maldonado F, Esquinas C, Miravitlles M',
    url: 'https://doi.org/10.2147/COPD.S137852',
  },
  blanco2006: {
    citation:
      'Blanco I, de Serres FJ, Fernández-Bustillo E, Lara B, Miravitlles M. Estimated numbers and prevalence of PI*S and PI*Z alleles of alpha1-antitrypsin deficiency in European countries. Eur Respir J. 2006;27(1):77-84.',
    source: 'Eur Respir J. 2006;27(1):77-84',
    authors: 'Blanco I, de Serres FJ, Fernández-Bustillo E, Lara B, Miravitlles M',
    url: 'https://doi.org/10.1183/09031936.06.00062305',
  },
  campos2005: {
    citation:
      'Campos MA, Wanner A, Zhang G, Sandhaus RA. Trends in the diagnosis of symptomatic patients with alpha1-antitrypsin deficiency between 1968 and 2003. Chest. 2005;128(3):1179-1186.',
    source: 'Chest. 2005;128(3):1179-1186',
    authors: 'Campos MA, Wanner A, Zhang G, Sandhaus RA',
    url: pubmed(
      'Trends in the diagnosis of symptomatic patients with alpha1-antitrypsin deficiency between 1968 and 2003',
    ),
  },
  stoller2005: {
    citation: 'Stoller JK, et al. Chest. 2005;128(4):1989-1994.',
    source: 'Chest. 2005;128(4):1989-1994',
    authors: 'Stoller JK, et al.',
    url: pubmed('Stoller JK Chest 2005 128 1989'),
  },
  laurell1963: {
    citation:
      'Laurell CB, Eriksson S. The electrophoretic alpha1-globulin pattern of serum in alpha1-antitrypsin deficiency. Scand J Clin Lab Invest. 1963;15:132-140.',
    source: 'Scand J Clin Lab Invest. 1963;15:132-140',
    authors: 'Laurell CB, Eriksson S',
    url: pubmed('Laurell Eriksson electrophoretic alpha1-globulin pattern of serum 1963'),
  },
  sveger1976: {
    citation:
      'Sveger T. Liver disease in alpha1-antitrypsin deficiency detected by screening of 200,000 infants. N Engl J Med. 1976;294(24):1316-1321.',
    source: 'N Engl J Med. 1976;294(24):1316-1321',
    authors: 'Sveger T',
    url: pubmed('Sveger Liver disease in alpha1-antitrypsin deficiency detected by screening of 200,000 infants'),
  },
} satisfies Record<string, Publication>;

export type PublicationKey = keyof typeof PUBLICATIONS;
export const cite = (...keys: PublicationKey[]) => keys.map((k) => PUBLICATIONS[k].citation);

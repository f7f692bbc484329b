import type { ModuleReading, ModuleReference } from '@aatd/contract';

/**
 * Real, widely cited documents on AATD. Sample modules cite only these (never an invented paper);
 * URLs are left out rather than guessed.
 */
export const REFERENCES = {
  atsErs2003: {
    citation:
      'American Thoracic Society/European Respiratory Society statement: standards for the diagnosis and management of individuals with alpha-1 antitrypsin deficiency. Am J Respir Crit Care Med. 2003;168(7):818-900.',
    url: null,
  },
  ers2017: {
    citation:
      'Miravitlles M, et al. European Respiratory Society statement: diagnosis and treatment of pulmonary disease in alpha-1 antitrypsin deficiency. Eur Respir J. 2017;50(5):1700610.',
    url: null,
  },
  strnad2020: {
    citation: 'Strnad P, McElvaney NG, Lomas DA. Alpha-1 antitrypsin deficiency. N Engl J Med. 2020;382(15):1443-1455.',
    url: null,
  },
  who1997: {
    citation:
      'Alpha 1-antitrypsin deficiency: memorandum from a WHO meeting. Bull World Health Organ. 1997;75(5):397-415.',
    url: null,
  },
} satisfies Record<string, ModuleReference>;

/** Further reading: the home pages of well-known organisations (checked addresses only). */
export const READINGS = {
  alpha1Foundation: {
    title: 'Alpha-1 Foundation: information for clinicians and patients',
    url: 'https://www.alpha1.org',
  },
  ers: { title: 'European Respiratory Society', url: 'https://www.ersnet.org' },
  gold: { title: 'Global Initiative for Chronic Obstructive Lung Disease (GOLD)', url: 'https://goldcopd.org' },
  easl: { title: 'European Association for the Study of the Liver (EASL)', url: 'https://easl.eu' },
  moduleNotes: { title: 'The module PDF above (sample content)', url: null },
} satisfies Record<string, ModuleReading>;

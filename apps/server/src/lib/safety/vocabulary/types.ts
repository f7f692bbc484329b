// Shapes of the screening vocabulary. Terms are written as a clinician types them; the matcher
// folds case, umlauts and Arabic letter variants, and stems each word, so one entry covers
// "hospitalised", "hospitalized" and "hospitalisation", or "Kopfschmerz" and "Kopfschmerzen".
export type ScreeningLanguage = 'en' | 'de' | 'ar';

/** Terms per language. */
export type Terms = Partial<Record<ScreeningLanguage, readonly string[]>>;

export interface VocabularySource {
  /** What the list follows. */
  source: string;
  /** Version of this list (bumped on every change, so a case records what screened it). */
  version: string;
}

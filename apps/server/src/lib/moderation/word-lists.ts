// Word lists for the profanity rule. This is a community for clinicians, so the
// lists drop anatomical, clinical and everyday words that general-purpose lists
// count as profane: members must be able to write "anal fissure", "ABO blood group",
// "growth retardation" or "Kontakt mit Vögeln" (bird fancier's lung).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const germanSource = require('naughty-words/de.json') as string[];
const arabicSource = require('naughty-words/ar.json') as string[];

/** Phrases of obscenity's English data set that are clinical vocabulary here. */
export const ENGLISH_CLINICAL_TERMS: ReadonlySet<string> = new Set([
  'abo', // ABO blood group
  'anal',
  'anus',
  'ejaculate',
  'incest',
  'masturbate',
  'orgasm',
  'penis',
  'rape',
  'retard', // growth retardation
  'semen',
  'sex', // sex of the patient
  'spastic', // spastic paraplegia
  'vagina',
]);

/** Whole words that contain a listed pattern but are innocent. */
export const ENGLISH_ALLOWED_TERMS: readonly string[] = [
  'cumin',
  'cum laude',
  'cockpit',
  'cockatoo',
  'cockatiel',
  'cockroach',
  'shiitake',
  'penistone',
  'cumming', // surname, also Cummings
  'fagus', // beech, a common pollen allergen
];

// Clinical or everyday German words (Penis, nackt, Vögeln = birds, Kimme, Rosette,
// Mufti, Bonze...) and mild colloquialisms that are not abuse.
const GERMAN_EXCLUDED = new Set([
  'bonze',
  'fratze',
  'ische',
  'kimme',
  'lümmel',
  'mufti',
  'nackt',
  'nippel',
  'onanieren',
  'orgasmus',
  'penis',
  'pinkeln',
  'popel',
  'rosette',
  'schnackeln',
  'vögeln',
]);

// Curated additions: common German insults missing from the source list.
const GERMAN_EXTRA = [
  'arschlöcher',
  'drecksau',
  'dreckssau',
  'fresse',
  'gefickt',
  'missgeburt',
  'miststück',
  'spast',
  'spasti',
  'verpiss',
];

/** German stems that stay abusive at the start of any compound (Scheißtag, Arschgeige). */
export const GERMAN_COMPOUND_STEMS: readonly string[] = ['arsch', 'fick', 'fotz', 'hurensohn', 'scheiß', 'wichs'];

// Anatomical and clinical Arabic terms (breast, nipple, anus, vulva, penis, clitoris,
// intercourse, desire, nocturnal emission, intersex, abnormal, exchanger, testicles,
// rape), verbs of everyday meaning (suck, lick), the female name Khawla (خولة folds
// to خوله) and terms for sexual orientation.
const ARABIC_EXCLUDED = new Set([
  'ثدي',
  'حلمة',
  'شرج',
  'فرج',
  'قضيب',
  'بظر',
  'جماع',
  'شهوة',
  'احتلام',
  'خنثي',
  'شاذ',
  'مبادل',
  'بيضان',
  'اغتصاب',
  'مص',
  'تمص',
  'لعق',
  'لحس',
  'خول',
  'سحاق',
  'سحاقية',
  'لواط',
]);

// Curated additions: common Arabic insults missing from the source list.
const ARABIC_EXTRA = ['منيوك', 'منيوكة', 'ابن الكلب', 'يلعن ابوك', 'يلعن امك', 'كسمك'];

export const GERMAN_WORDS: readonly string[] = [
  ...germanSource.filter((word) => !GERMAN_EXCLUDED.has(word.toLowerCase())),
  ...GERMAN_EXTRA,
];

export const ARABIC_WORDS: readonly string[] = [
  ...arabicSource.filter((word) => !ARABIC_EXCLUDED.has(word)),
  ...ARABIC_EXTRA,
];

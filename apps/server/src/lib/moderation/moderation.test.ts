import { describe, expect, it } from 'vitest';
import { moderate } from './index.js';

// Invented brand names: tests never name a real product or sponsor.
const brandNames = ['Alphacure', 'Zemtrix-C', 'Lung Shield'];
const categoriesOf = (text: string) => moderate(text, { brandNames }).categories;

describe('moderate', () => {
  it.each([
    'Patient had FEV1 of 45% and AAT level 24 mg/dL, Pi*ZZ genotype',
    'Augmentation therapy at 60 mg/kg weekly since 12/2019; CT on 03/15/2022 showed basal emphysema.',
    'Prevalence of Pi*ZZ is about 1 in 2000-5000; MZ heterozygotes 2-3% of the population.',
    'Blood pressure 120/80 mmHg, HR 72, SpO2 94%, HbA1c 6.5%, ICD-10 E88.01.',
    'In my practice I see many ZZ patients; contact me if you have questions.',
    'We should assess the class of analysis used by the therapist, as Dickens would say.',
    'Consider an anal fissure, ABO blood group testing and growth retardation in the work-up.',
    'Serum AAT was 717 mg/L at baseline',
    'AAT 112 98 105 120 mg/dL over four visits, trough 57 mg/dL',
    'PI*ZZ, PI*MZ and PI*SZ genotypes; NCT01234567 and EudraCT 2019-001234-56 enrolled them.',
    'Lot 1234567 of the infusion was used on 2024-03-05, 60 mg/kg IV over 15 min.',
    'FEV1 1.2 L (38%), DLCO 45%, HbA1c 6.5%, IgG4 0.9 g/L, CD4 550 cells/µL, 3 x 10^9/L',
    'Die Patientin erhielt 4.800 mg; AAT-Spiegel 0,5 g/l, Phänotyp Pi S/Z.',
  ])('passes clinical text: %s', (text) => {
    expect(categoriesOf(text)).toEqual([]);
  });

  it('reports an e-mail address as personal branding only, not as a link', () => {
    expect(categoriesOf('Write to jane.doe@example.com for the slides')).toEqual(['personalBranding']);
  });

  it('reports links', () => {
    expect(categoriesOf('Details on example.com')).toEqual(['externalLink']);
    expect(categoriesOf('See https://example.org/aatd?x=1')).toEqual(['externalLink']);
    expect(categoriesOf('www.example.de has it')).toEqual(['externalLink']);
  });

  it('reports profanity in English, German and Arabic', () => {
    expect(categoriesOf('This is shit')).toEqual(['profanity']);
    expect(categoriesOf('So ein Arschloch')).toEqual(['profanity']);
    expect(categoriesOf('يا شرموطة')).toEqual(['profanity']);
  });

  it('reports configured brand names case-insensitively', () => {
    expect(categoriesOf('I switched him to alphacure')).toEqual(['productBrandNames']);
    expect(categoriesOf('Alphacurex is not a brand')).toEqual([]);
  });

  it('reports phone numbers, handles and self-promotion as personal branding', () => {
    expect(categoriesOf('Call me on +49 170 1234567')).toEqual(['personalBranding']);
    expect(categoriesOf('Follow me on twitter')).toEqual(['personalBranding']);
    expect(categoriesOf('I post cases as @dr_jane')).toEqual(['personalBranding']);
    expect(categoriesOf('Visit my clinic for a second opinion')).toEqual(['personalBranding']);
  });

  it('reports several categories in the fixed order', () => {
    const text = 'Fuck it, buy Zemtrix-C at zemtrix.example.com or mail me: a@b.io';
    expect(categoriesOf(text)).toEqual(['personalBranding', 'profanity', 'externalLink', 'productBrandNames']);
  });

  it('names the words each category objects to, as written', () => {
    const { matches } = moderate(
      'Shit, my patient had anaphylaxis on ALPHACURE; call +49 170 1234567 or see example.com',
      {
        brandNames,
      },
    );
    expect(matches).toEqual({
      personalBranding: ['+49 170 1234567'],
      profanity: ['Shit'],
      externalLink: ['example.com'],
      productBrandNames: ['ALPHACURE'],
    });
    expect(moderate('Serum AAT was 717 mg/L', { brandNames }).matches).toEqual({
      personalBranding: [],
      profanity: [],
      externalLink: [],
      productBrandNames: [],
    });
  });

  it('names a moderator-added term', () => {
    expect(moderate('That is quackery', { brandNames, extraProfanity: ['quackery'] }).matches.profanity).toEqual([
      'quackery',
    ]);
  });

  it('works with an empty brand list and empty text', () => {
    expect(moderate('Alphacure', { brandNames: [] }).categories).toEqual([]);
    expect(moderate('', { brandNames }).categories).toEqual([]);
  });

  it('handles long input without catastrophic backtracking', () => {
    const inputs = [
      'a'.repeat(50_000),
      '1 '.repeat(25_000),
      'jane [at] '.repeat(5_000),
      '@'.repeat(20_000),
      'x.'.repeat(20_000),
    ];
    const start = performance.now();
    for (const text of inputs) {
      moderate(text, { brandNames });
    }
    // Linear scans take milliseconds; a quadratic pattern would take minutes.
    expect(performance.now() - start).toBeLessThan(5_000);
  });
});

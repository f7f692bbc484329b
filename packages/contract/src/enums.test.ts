import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  CountryCodeSchema,
  DEFAULT_REGION,
  DEFAULT_TITLE,
  FEEDBACK_FEATURES,
  SENIORITIES,
  SENIORITY_CODES,
  SeniorityCodeSchema,
  SPECIALITIES,
  SPECIALITY_CODES,
  SpecialityCodeSchema,
  TITLES,
  countryName,
  labelOf,
  seniorityLabel,
  specialityLabel,
} from './enums.js';

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe('coded option lists', () => {
  it.each([
    ['seniority', SENIORITIES, 'sen', 69],
    ['speciality', SPECIALITIES, 'spec', 111],
  ] as const)('%s has codes %s0..N-1 in order with unique, non-empty names', (_, list, prefix, size) => {
    expect(list).toHaveLength(size);
    list.forEach((o, i) => expect(o.code).toBe(`${prefix}${i}`));
    expect(unique(list.map((o) => o.code))).toBe(true);
    expect(unique(list.map((o) => o.name.toLowerCase()))).toBe(true);
    list.forEach((o) => expect(o.name.trim()).toBe(o.name));
  });

  it('names the seniorities the spec mentions', () => {
    const names = SENIORITIES.map((s) => s.name);
    for (const name of [
      'Consultant',
      'Professor',
      'GP Partner/Principal',
      'Retired',
      'Registrar',
      'Specialty Trainee',
      'Foundation Year 1',
      'Nurse Specialist',
      'Pharmacist',
      'Other',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('names the specialities the therapy areas need, including dual accreditations', () => {
    const names = SPECIALITIES.map((s) => s.name);
    for (const name of [
      'Respiratory Medicine',
      'Hepatology',
      'Gastroenterology',
      'Haematology',
      'Clinical Genetics',
      'Oncology',
      'Immunology',
      'Paediatrics',
      'General Practice',
      'Gastroenterology and Hepatology',
      'General Internal Medicine and Respiratory Medicine',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('zod enums accept exactly the codes', () => {
    expect(SENIORITY_CODES).toHaveLength(69);
    expect(SPECIALITY_CODES).toHaveLength(111);
    expect(SeniorityCodeSchema.safeParse('sen68').success).toBe(true);
    expect(SeniorityCodeSchema.safeParse('sen69').success).toBe(false);
    expect(SpecialityCodeSchema.safeParse('spec110').success).toBe(true);
    expect(SpecialityCodeSchema.safeParse('Hepatology').success).toBe(false);
  });
});

describe('lookups', () => {
  it('turns codes into readable names and unknown codes into undefined', () => {
    expect(seniorityLabel('sen0')).toBe('Consultant');
    expect(specialityLabel('spec58')).toBe('Respiratory Medicine');
    expect(countryName('AE')).toBe('United Arab Emirates');
    expect(labelOf(COUNTRIES, 'XX')).toBeUndefined();
    expect(seniorityLabel(null)).toBeUndefined();
  });
});

describe('titles, countries and feedback features', () => {
  it('titles default to Dr.', () => {
    expect(TITLES).toEqual(['Dr.', 'Mr.', 'Mrs.']);
    expect(DEFAULT_TITLE).toBe('Dr.');
  });

  it('lists the ten regions with unique codes, defaulting to US', () => {
    expect(COUNTRIES.map((c) => c.code)).toEqual(['DE', 'US', 'BH', 'EG', 'KW', 'LB', 'OM', 'QA', 'SA', 'AE']);
    expect(countryName('DE')).toBe('Germany');
    expect(DEFAULT_REGION).toBe('US');
    expect(CountryCodeSchema.safeParse('GB').success).toBe(false);
  });

  it('lists the seven feedback features in the spec order', () => {
    expect(FEEDBACK_FEATURES).toEqual([
      'Clinical News',
      'Education Modules',
      'Conference Highlights',
      'Search',
      'My Account',
      'Activity Preference',
      'My Messages',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { findEmails, findPhoneNumbers } from './contact-details.js';
import { hasSelfPromotion } from './self-promotion.js';

describe('findEmails', () => {
  it.each([
    'jane.doe@example.com',
    'j+aatd@mail.example.co.uk',
    'jane [at] example [dot] com',
    'jane (at) example.com',
    'jane at example dot com',
  ])('finds %s', (text) => {
    expect(findEmails(`write to ${text} please`)).toHaveLength(1);
  });

  it('does not read "at" in a sentence as an address', () => {
    expect(findEmails('We met at clinic. Compare the values at baseline.')).toEqual([]);
  });
});

describe('findPhoneNumbers', () => {
  it.each([
    '+49 170 1234567',
    '(555) 123-4567',
    '555-123-4567',
    '0170/1234567',
    '06 12 34 56 78',
    '01701234567',
    '030 12345678',
    '+1 (212) 555-0100',
    '0049.170.123.4567',
  ])('finds %s', (text) => {
    expect(findPhoneNumbers(`call ${text} today`)).toHaveLength(1);
  });

  it.each([
    'FEV1 of 45% and AAT level 24 mg/dL',
    'on 2024-01-15 and 15.01.2024 and 03/15/2022',
    'from 2019-2023',
    'range 11.2-13.5 g/L',
    'values 12 15 18 22 30',
    'about 1.000.000 Patienten',
    '1 in 2000-5000',
    'PMID: 12345678',
    'NCT01234567',
    'blood pressure 120/80 mmHg',
    '123456',
    'AAT 112 98 105 120 over four visits',
    'weights 110 115 120 125 kg',
    'lot 12345678',
    'Ch.-B. 1234567',
    'EudraCT 2019-001234-56',
  ])('leaves clinical numbers alone: %s', (text) => {
    expect(findPhoneNumbers(text)).toEqual([]);
  });
});

describe('hasSelfPromotion', () => {
  it.each([
    'follow me on twitter',
    'Follow us on Instagram',
    'find me on LinkedIn',
    'I am @dr_jane there',
    'visit my clinic',
    'Visit our practice',
    'my practice website',
    "see my clinic's website",
    'book an appointment with me',
    'subscribe to my channel',
    'DM me',
    'check out my YouTube channel',
    'my LinkedIn profile',
    'link in bio',
    'Besuchen Sie meine Praxis',
    'Folgen Sie mir auf Instagram',
  ])('finds "%s"', (text) => {
    expect(hasSelfPromotion(text)).toBe(true);
  });

  it.each([
    'In my practice I see many ZZ patients',
    'Contact me if you have questions',
    'Patients visit us at the clinic every 3 months',
    'My clinic sees referrals from the whole region',
    'In meiner Praxis sehe ich viele Patienten',
    'Give 120 mg @ 8 am',
    'Patients follow a strict regimen',
  ])('leaves ordinary talk alone: "%s"', (text) => {
    expect(hasSelfPromotion(text)).toBe(false);
  });
});

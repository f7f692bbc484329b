import { describe, expect, it } from 'vitest';
import { screenForAdverseEvent } from './adverse-event-screening.js';

const BRANDS = ['Brandex'];

// Texts a member might write, and whether a safety reviewer must see them.
const POSSIBLE_EVENTS: string[] = [
  'After the infusion my patient developed a rash on both arms.',
  'Following his second dose he experienced severe headache and chills.',
  'One of my patients had an infusion reaction last week.',
  'Has anyone seen side effects with weekly augmentation therapy?',
  'She was hospitalised two days after starting alpha-1 proteinase inhibitor.',
  'Brandex® gave my patient hives.',
  'Patient reported nausea during the infusion.',
  'Following the infusion my patient was hospitalised with a severe rash.',
  'A woman presented with anaphylaxis.',
  'Is it an adverse event if the patient became pregnant while on A1-PI?',
  'Nach der Infusion entwickelte die Patientin einen Ausschlag.',
  'Hat jemand Nebenwirkungen unter der Augmentationstherapie gesehen?',
  'ظهرت أعراض جانبية على المريض',
];

const NOT_EVENTS: string[] = [
  'Alpha-1 antitrypsin deficiency is underdiagnosed in COPD.',
  'Augmentation therapy slows the decline of lung density in Pi*ZZ patients.',
  'Patients with AATD often present with shortness of breath.',
  'Great summary of the new guideline, thank you.',
  'Family testing should be offered to siblings of an index case.',
  'The liver disease in Pi*ZZ is caused by polymer accumulation.',
  'Ich empfehle die Leitlinie zur Diagnostik.',
  'After the first infusion the patient was stable and lung function was unchanged.',
];

describe('adverse-event screening', () => {
  it.each(POSSIBLE_EVENTS)('flags a possible adverse event: %s', (text) => {
    expect(screenForAdverseEvent(text, BRANDS).possibleAdverseEvent).toBe(true);
  });

  it.each(NOT_EVENTS)('lets an ordinary clinical text pass: %s', (text) => {
    expect(screenForAdverseEvent(text, BRANDS).possibleAdverseEvent).toBe(false);
  });

  it('gives the reviewer the product, the event and whether a patient is named', () => {
    const result = screenForAdverseEvent('After the Brandex infusion the patient developed a fever.', BRANDS);
    expect(result).toMatchObject({ possibleAdverseEvent: true, patientMentioned: true, temporal: true });
    expect(result.products).toEqual(['brandex']);
    expect(result.events).toEqual(['fever']);
  });

  it('matches brand names as whole words only, from the configured list', () => {
    expect(screenForAdverseEvent('Brandexa caused a rash', BRANDS).possibleAdverseEvent).toBe(false);
    expect(screenForAdverseEvent('Brandex caused a rash', []).possibleAdverseEvent).toBe(false);
    expect(screenForAdverseEvent('BRANDEX caused a rash', BRANDS).possibleAdverseEvent).toBe(true);
  });
});

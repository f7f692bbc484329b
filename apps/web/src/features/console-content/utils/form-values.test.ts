import { describe, expect, it } from 'vitest';
import { EMPTY_CONTENT_FIELDS, type ContentFields } from '@aatd/contract';
import { fieldErrors, toFieldsInput, toFormValues } from './form-values';

const stored: ContentFields = {
  ...EMPTY_CONTENT_FIELDS,
  title: 'Weekly dosing',
  newsGroup: 'CLINICAL_NEWS',
  accessStatus: false,
  publishedAt: '2024-03-05T12:00:00.000Z',
};

describe('editor form values', () => {
  it('turns stored fields into text and back without losing anything', () => {
    const values = toFormValues(stored);
    expect(values).toMatchObject({
      title: 'Weekly dosing',
      accessStatus: 'false',
      publishedAt: '2024-03-05',
      html: '',
    });
    expect(toFieldsInput(values)).toMatchObject({
      title: 'Weekly dosing',
      newsGroup: 'CLINICAL_NEWS',
      accessStatus: false,
      publishedAt: '2024-03-05T12:00:00.000Z',
      educationCategory: null,
    });
  });

  it('reports the contract message beside each field whose value has the wrong form', () => {
    const values = { ...toFormValues(stored), articleUrl: 'www.example.org', featureImage: 'http://x.org/a.png' };
    expect(fieldErrors(values)).toEqual({
      articleUrl: 'Enter a full address starting with https://',
      featureImage: 'Use an https:// address or a file from the media library',
    });
    expect(fieldErrors(toFormValues(stored))).toEqual({});
  });
});

describe('list fields (education modules)', () => {
  const module: ContentFields = {
    ...EMPTY_CONTENT_FIELDS,
    title: 'A module',
    pdfLinks: ['sample/education/module-1.pdf'],
    figures: [{ title: 'Figure', caption: 'Caption', imageUrl: 'sample/a.webp' }],
  };

  it('keeps the entries through the form and back', () => {
    const values = toFormValues(module);
    expect(toFieldsInput(values)).toMatchObject({
      pdfLinks: ['sample/education/module-1.pdf'],
      videoLinks: [],
      figures: [{ title: 'Figure', caption: 'Caption', imageUrl: 'sample/a.webp' }],
    });
  });

  it('names the entry whose address has the wrong form', () => {
    const values = { ...toFormValues(module), pdfLinks: JSON.stringify(['sample/ok.pdf', 'http://x.org/a.pdf']) };
    expect(fieldErrors(values)).toEqual({
      pdfLinks: 'Entry 2: Use an https:// address or a file from the media library',
    });
  });

  it('reads an impact factor as a number (a decimal comma too) and refuses text', () => {
    const values = toFormValues({ ...stored, newsGroup: 'JOURNAL_WATCH', impactFactor: 16.6 });
    expect(values.impactFactor).toBe('16.6');
    expect(toFieldsInput({ ...values, impactFactor: '12,4' })).toMatchObject({ impactFactor: 12.4 });
    expect(toFieldsInput({ ...values, impactFactor: ' ' })).toMatchObject({ impactFactor: null });
    expect(fieldErrors({ ...values, impactFactor: 'high' })).toEqual({
      impactFactor: 'Enter the impact factor as a number, e.g. 12.4',
    });
  });
});

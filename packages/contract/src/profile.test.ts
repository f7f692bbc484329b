import { describe, expect, it } from 'vitest';
import { IMAGE_STATUS, ProfileBodySchema, ProfileFormSchema, imageStatusOf } from './profile.js';
import { fieldErrors } from './test-helpers.js';

const profile = {
  title: 'Mr.',
  firstName: 'Omar',
  lastName: 'Haddad',
  region: 'KW',
  organisation: '',
  seniority: '',
  speciality: 'spec58',
  professionalNumber: '',
  mobileNumber: '',
  optOut: false,
  imageStatus: 'IMAGE_UNCHANGED',
};
const errorsOf = (input: object) => fieldErrors(ProfileFormSchema.safeParse({ ...profile, ...input }));

describe('ProfileFormSchema', () => {
  it('accepts a profile with only the required fields filled', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ mobileNumber: '+96550012345' })).toEqual({});
  });

  it('requires title, names and region with the spec wording', () => {
    expect(errorsOf({ title: undefined, firstName: '', lastName: ' ', region: '' })).toEqual({
      title: ['Title is required'],
      firstName: ['First Name is required'],
      lastName: ['Last Name is required'],
      region: ['Region is required'],
    });
  });

  it('wants a mobile number of at least 12 characters with a country code', () => {
    expect(errorsOf({ mobileNumber: '+9655001234' })).toEqual({
      mobileNumber: ['Please enter mobile number with country code'],
    });
  });

  it('knows the three image states and needs one', () => {
    expect(IMAGE_STATUS).toEqual(['IMAGE_UNCHANGED', 'IMAGE_DELETED', 'IMAGE_UPDATED']);
    expect(Object.keys(errorsOf({ imageStatus: 'IMAGE_GONE' }))).toEqual(['imageStatus']);
  });

  it('takes the opt-out as a string part in the multipart body', () => {
    expect(ProfileBodySchema.safeParse({ ...profile, optOut: 'true' }).success).toBe(true);
    expect(ProfileBodySchema.safeParse({ ...profile, optOut: undefined }).success).toBe(true);
    expect(ProfileBodySchema.safeParse({ ...profile, optOut: 'yes' }).success).toBe(false);
  });
});

describe('imageStatusOf', () => {
  it('follows part 2 §4', () => {
    expect(imageStatusOf('/img/a.png', '/img/a.png')).toBe('IMAGE_UNCHANGED');
    expect(imageStatusOf(null, null)).toBe('IMAGE_UNCHANGED');
    expect(imageStatusOf('/img/a.png', null)).toBe('IMAGE_DELETED');
    expect(imageStatusOf('/img/a.png', { name: 'new.png' })).toBe('IMAGE_UPDATED');
  });
});

import { describe, expect, it } from 'vitest';
import { ContactFormSchema, ReplyFormSchema, ReportFormSchema, SendMessageSchema } from './messaging.js';
import { fieldErrors } from './test-helpers.js';

describe('messaging forms', () => {
  it('words the contact form errors as the spec does', () => {
    expect(fieldErrors(ContactFormSchema.safeParse({ memberName: '', messageText: ' ' }))).toEqual({
      memberName: ['Member name is required'],
      messageText: ['Message cannot be left empty'],
    });
  });

  it('requires a reply', () => {
    expect(fieldErrors(ReplyFormSchema.safeParse({ messageText: '' }))).toEqual({
      messageText: ['Reply Message is required'],
    });
  });

  it('checks the report reason (no e-mail: the reporter is signed in)', () => {
    expect(fieldErrors(ReportFormSchema.safeParse({ reason: '', block: false, adverseEvent: false }))).toEqual({
      reason: ['Report Message cannot be left empty'],
    });
    expect(ReportFormSchema.safeParse({ reason: 'Spam', block: true, adverseEvent: true }).success).toBe(true);
  });

  it('accepts a numeric receiver id sent as a string', () => {
    expect(SendMessageSchema.parse({ receiverId: '12', messageText: ' Hi ' })).toEqual({
      receiverId: 12,
      messageText: 'Hi',
    });
  });
});

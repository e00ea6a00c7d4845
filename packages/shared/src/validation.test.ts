import { describe, expect, it } from 'vitest';
import { VALIDATION } from './messages.ts';
import { emailSchema, otpCodeSchema, passwordSchema, phoneNumberSchema } from './validation.ts';

const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error?.issues[0]?.message;

describe('shared validation', () => {
  it('normalises phone numbers to +91 and 10 digits with the spec messages', () => {
    expect(phoneNumberSchema.parse('9876543210')).toBe('+919876543210');
    expect(phoneNumberSchema.parse('+91 98765-43210')).toBe('+919876543210');
    expect(messageOf(phoneNumberSchema.safeParse('98765'))).toBe(VALIDATION.mobileExact);
    expect(messageOf(phoneNumberSchema.safeParse('98765abcde'))).toBe(VALIDATION.mobileNumeric);
    expect(messageOf(phoneNumberSchema.safeParse('98765432101'))).toBe(VALIDATION.mobileExact);
  });

  it('requires all five password rules', () => {
    expect(passwordSchema.safeParse('Demo@1234').success).toBe(true);
    for (const bad of ['demo@1234', 'DEMO@1234', 'Demo@abcd', 'Demo12345', 'De@1']) {
      expect(messageOf(passwordSchema.safeParse(bad))).toBe(VALIDATION.passwordRules);
    }
  });

  it('takes six-digit codes only', () => {
    expect(otpCodeSchema.safeParse('123456').success).toBe(true);
    expect(messageOf(otpCodeSchema.safeParse('12345'))).toBe(VALIDATION.otp6);
    expect(messageOf(otpCodeSchema.safeParse('12345a'))).toBe(VALIDATION.otp6);
  });

  it('checks the email shape and lower-cases it', () => {
    expect(emailSchema.parse(' A@B.co ')).toBe('a@b.co');
    expect(messageOf(emailSchema.safeParse('a@b'))).toBe(VALIDATION.validEmail);
  });
});

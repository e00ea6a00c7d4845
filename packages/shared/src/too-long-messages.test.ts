// The shared schemas word their length limits themselves (issue 14): zod's own
// English ('Too big: ...') would reach a Hindi screen untranslated. Each message
// is in the server's error catalogue, so the API answers it in Hindi too.
import { describe, expect, it } from 'vitest';
import { API_TEXTS } from './api-texts.ts';
import { hindiOf } from './i18n/server.ts';
import { clinicDetailsSchema } from './onboarding.ts';
import { PAYMENTS_MESSAGES } from './payments.ts';
import { clinicEditSchema, practiceFieldsSchema, PROFILE_TEXTS } from './practice-profile.ts';

const DEVANAGARI = /[\u0900-\u097F]/;

function firstMessage(
  schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  return schema.safeParse(value).error?.issues[0]?.message;
}

describe('length limits of the shared schemas', () => {
  const cases: Array<[string, string | undefined, string]> = [
    [
      'sign-up clinic name',
      firstMessage(clinicDetailsSchema.shape.clinicName, 'x'.repeat(151)),
      'Clinic name must be at most 150 characters',
    ],
    [
      'sign-up cash handler',
      firstMessage(clinicDetailsSchema.shape.cashHandler, 'x'.repeat(101)),
      PAYMENTS_MESSAGES.cashHandlerTooLong,
    ],
    [
      'My Profile clinic name',
      firstMessage(clinicEditSchema.shape.clinicName, 'x'.repeat(151)),
      API_TEXTS.clinicNameTooLong,
    ],
    [
      'registration number',
      firstMessage(practiceFieldsSchema.shape.registrationNumber, 'x'.repeat(51)),
      'Registration number must be at most 50 characters',
    ],
    [
      'medical council',
      firstMessage(practiceFieldsSchema.shape.council, 'x'.repeat(151)),
      'Medical council must be at most 150 characters',
    ],
  ];

  it.each(cases)('%s: its own message, with a Hindi form', (_field, message, expected) => {
    expect(message).toBe(expected);
    expect(hindiOf(expected), expected).toMatch(DEVANAGARI);
  });

  it('keeps the limits themselves', () => {
    expect(clinicDetailsSchema.shape.clinicName.safeParse('x'.repeat(150)).success).toBe(true);
    expect(clinicDetailsSchema.shape.cashHandler.safeParse('x'.repeat(100)).success).toBe(true);
    expect(practiceFieldsSchema.shape.registrationNumber.safeParse('x'.repeat(50)).success).toBe(
      true,
    );
    expect(practiceFieldsSchema.shape.council.safeParse('x'.repeat(150)).success).toBe(true);
    expect(PROFILE_TEXTS.registrationNumberTooLong).toMatch(/at most 50/);
  });
});

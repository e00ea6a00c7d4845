// The wizard's English words live twice: in its checks and exports (which the tests
// and the schemas use) and in the `onboarding` catalogue (which the screen shows).
// They must agree, so the English screen reads as before.
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { API_TEXTS } from '@clinic/shared/api-texts';
import en from '@clinic/shared/i18n/en/onboarding';
import { PAYMENTS_MESSAGES } from '@clinic/shared/payments';
import { PROFILE_TEXTS as PRACTICE_TEXTS } from '@clinic/shared/practice-profile';
import { emptyPracticeDraft, practiceDraftSchema } from '@/components/ui/practice-draft';
import { createTestI18n } from '@/testing/i18n';
import { PHOTO_FIELD_TEXTS } from '../components/photo-field';
import { clinicDetailsSchema } from '../utils/clinic-details-schema';
import { paymentSchema } from '../utils/payment-schema';
import { STEP_KEYS, STEP_ORDER, STEP_TITLES } from '../utils/wizard-steps';
import { ONBOARDING_MESSAGES, useOnboardingText } from './use-onboarding-text';

/** The first message a schema gives for `value`, at `field`. */
function messageOf(schema: z.ZodType, value: unknown, field: string): string | undefined {
  const result = schema.safeParse(value);
  return result.error?.issues.find((issue) => issue.path.join('.') === field)?.message;
}

function onboardingText(language: 'en' | 'hi') {
  const i18n = createTestI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(I18nextProvider, { i18n }, children);
  return renderHook(() => useOnboardingText(), { wrapper }).result.current;
}

/** Too long for the wizard's rules: each field with its explicit message. */
const TOO_LONG = {
  clinicName: messageOf(clinicDetailsSchema.shape.clinicName, 'x'.repeat(151), ''),
  cashHandler: messageOf(
    paymentSchema,
    { paymentMethod: 'Cash', ifscCode: '', cashHandler: 'x'.repeat(101) },
    'cashHandler',
  ),
  registrationNumber: messageOf(
    practiceDraftSchema,
    { ...emptyPracticeDraft(), registrationNumber: 'x'.repeat(51) },
    'registrationNumber',
  ),
  council: messageOf(
    practiceDraftSchema,
    { ...emptyPracticeDraft(), council: 'x'.repeat(151) },
    'council',
  ),
};

describe('the onboarding catalogue and the wizard', () => {
  it('has every wizard message, word for word', () => {
    expect(ONBOARDING_MESSAGES).toEqual(en.validation);
  });

  it('names the photo field and the steps as the wizard exports them', () => {
    const { label, hint, choose, change, uploading, saved } = en.photo;
    expect({ label, hint, choose, change, uploading, saved }).toEqual(PHOTO_FIELD_TEXTS);
    for (const step of STEP_ORDER)
      expect(en.progress.steps[STEP_KEYS[step]]).toBe(STEP_TITLES[step]);
  });

  it('has a Hindi text for every message, none of them the English', () => {
    const t = createTestI18n('hi').getFixedT('hi', 'onboarding');
    for (const [key, english] of Object.entries(ONBOARDING_MESSAGES)) {
      const hindi = t(`validation.${key as keyof typeof ONBOARDING_MESSAGES}`);
      expect(hindi, key).not.toBe(english);
      expect(hindi, key).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('words the too-long rules itself, in English as the neighbouring rules', () => {
    expect(TOO_LONG).toEqual({
      clinicName: API_TEXTS.clinicNameTooLong,
      cashHandler: PAYMENTS_MESSAGES.cashHandlerTooLong,
      registrationNumber: PRACTICE_TEXTS.registrationNumberTooLong,
      council: PRACTICE_TEXTS.councilTooLong,
    });
    expect(TOO_LONG.clinicName).toBe('Clinic name must be at most 150 characters');
    const text = onboardingText('en');
    for (const message of Object.values(TOO_LONG)) expect(text(message)).toBe(message);
  });

  it('shows the too-long messages in Hindi', () => {
    const text = onboardingText('hi');
    expect(text(TOO_LONG.clinicName)).toBe('क्लिनिक का नाम अधिकतम 150 अक्षरों का हो सकता है');
    expect(text(TOO_LONG.cashHandler)).toBe('नकद सँभालने वाले का नाम अधिकतम 100 अक्षरों का हो सकता है');
    expect(text(TOO_LONG.registrationNumber)).toBe('रजिस्ट्रेशन नंबर अधिकतम 50 अक्षरों का हो सकता है');
    expect(text(TOO_LONG.council)).toBe('मेडिकल काउंसिल का नाम अधिकतम 150 अक्षरों का हो सकता है');
  });
});

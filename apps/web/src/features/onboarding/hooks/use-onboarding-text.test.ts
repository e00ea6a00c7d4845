// The wizard's English words live twice: in its checks and exports (which the tests
// and the schemas use) and in the `onboarding` catalogue (which the screen shows).
// They must agree, so the English screen reads as before.
import { describe, expect, it } from 'vitest';
import en from '@clinic/shared/i18n/en/onboarding';
import { createTestI18n } from '@/testing/i18n';
import { DOCUMENTS } from '../components/documents-step';
import { PHOTO_FIELD_TEXTS } from '../components/photo-field';
import { STEP_KEYS, STEP_ORDER, STEP_TITLES } from '../utils/wizard-steps';
import { ONBOARDING_MESSAGES } from './use-onboarding-text';

describe('the onboarding catalogue and the wizard', () => {
  it('has every wizard message, word for word', () => {
    expect(ONBOARDING_MESSAGES).toEqual(en.validation);
  });

  it('names the documents, the photo field and the steps as the wizard exports them', () => {
    expect(en.documents.kinds).toEqual(DOCUMENTS);
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
});

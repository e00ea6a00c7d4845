// The video consultation's waiting texts in Hindi (issue 14): the patient's
// verification screen, and the status lines of the room.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONSULT_TEXTS } from '@clinic/shared/messages';
import { createTestI18n, RAW_KEY } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/test-utils';
import { ConsultScreen } from './components/consult-screen';

beforeEach(() => window.sessionStorage.clear());

describe('the consultation in Hindi', { timeout: 30_000 }, () => {
  it('asks the patient to verify the number, in Hindi', () => {
    renderWithProviders(<ConsultScreen id="a1" />, '/consult/a1', { language: 'hi' });
    expect(screen.getByRole('heading', { level: 1, name: 'वीडियो परामर्श' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'अपना मोबाइल नंबर दर्ज करें' })).toBeVisible();
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(RAW_KEY);
    expect(text).not.toContain(CONSULT_TEXTS.verifyIntro);
  });

  it('has a Hindi status line for every one the room shows', () => {
    const hi = createTestI18n('hi');
    const en = createTestI18n('en');
    for (const key of Object.keys(CONSULT_TEXTS.status) as (keyof typeof CONSULT_TEXTS.status)[]) {
      expect(en.t(`booking:consult.status.${key}`)).toBe(CONSULT_TEXTS.status[key]);
      expect(hi.t(`booking:consult.status.${key}`)).toMatch(/[\u0900-\u097F]/);
    }
  });
});

// The web client's own fallbacks for a failed call ('Network error', 'Something
// went wrong. Please try again.' and the spec's per-call ones) stay English in the
// ApiError and are shown in the language of the screen (issue 14).
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { CLIENT_FALLBACKS } from '@clinic/shared/client-fallbacks';
import en from '@clinic/shared/i18n/en/common';
import hi from '@clinic/shared/i18n/hi/common';
import hiPortal from '@clinic/shared/i18n/hi/portal';
import hiSchedule from '@clinic/shared/i18n/hi/schedule';
import { FALLBACK_ERRORS, PORTAL_TEXTS, VALIDATION } from '@clinic/shared/messages';
import { FormMessage } from '@/components/ui/form-message';
import { apiFallbackKeyOf, DEFAULT_FALLBACK, getApiErrorMessage } from '@/lib/api-error';
import type * as apiFallbacks from '@/lib/api-fallbacks';
import { loadApiFallbackRegistry, loadedApiFallbackRegistry } from '@/lib/api-fallbacks';
import { createI18n, type I18n, type Language } from '@/lib/i18n';
import { createTestI18n } from '@/testing/i18n';
import { useApiErrorMessage, useApiErrorText } from './use-api-error-text';
import { useValidationText } from './use-validation-text';

// The registry's loader, counted: which screens load it, and when (the real one runs).
vi.mock('@/lib/api-fallbacks', async (importOriginal) => {
  const original = await importOriginal<typeof apiFallbacks>();
  return { ...original, loadApiFallbackRegistry: vi.fn(original.loadApiFallbackRegistry) };
});

function inLanguage(language: Language) {
  return withI18n(createTestI18n(language));
}

function withI18n(i18n: I18n) {
  return ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
}

// First in this file, and in this order: the second finds the registry's chunk not
// loaded yet (any later Hindi text that is no common one loads it).
describe("every other endpoint's fallback (the registry of lib/api-fallback-registry.ts)", () => {
  const saveSchedule = CLIENT_FALLBACKS.schedule.saveSchedule;
  const dashboard = PORTAL_TEXTS.fallbacks.dashboard;

  it('stays English on an English page, without loading the registry', () => {
    vi.mocked(loadApiFallbackRegistry).mockClear();
    const text = renderHook(() => useApiErrorText(), { wrapper: inLanguage('en') }).result.current;
    expect(text(dashboard)).toBe(dashboard);
    expect(text(saveSchedule)).toBe(saveSchedule);
    renderHook(() => useApiErrorMessage(), { wrapper: inLanguage('en') });
    expect(loadApiFallbackRegistry).not.toHaveBeenCalled();
    expect(loadedApiFallbackRegistry()).toBeNull();
  });

  it('shows in Hindi on a Hindi page once the registry has loaded, asked for by the text', async () => {
    expect(loadedApiFallbackRegistry()).toBeNull();
    const { result } = renderHook(() => useApiErrorText(), { wrapper: inLanguage('hi') });
    // Until the registry's chunk is there, the English; then the screen renders again.
    expect(result.current(dashboard)).toBe(dashboard);
    await waitFor(() => expect(result.current(dashboard)).toBe(hiPortal.fallbacks.dashboard));
    expect(result.current(saveSchedule)).toBe(hiSchedule.saveFailed);
    expect(result.current('सर्वर का अपना उत्तर')).toBe('सर्वर का अपना उत्तर');
  });

  it('loads the namespace that holds the text when the screen has not loaded it', async () => {
    const i18n = await createI18n('hi', ['common']);
    expect(i18n.hasLoadedNamespace('schedule')).toBe(false);
    const { result } = renderHook(() => useApiErrorText(), { wrapper: withI18n(i18n) });
    expect(result.current(saveSchedule)).toBe(saveSchedule);
    await waitFor(() => expect(result.current(saveSchedule)).toBe(hiSchedule.saveFailed));
    expect(i18n.hasLoadedNamespace('schedule')).toBe(true);
  });

  it('is loaded by a screen that shows failures when it mounts on a Hindi page (for its toasts)', async () => {
    vi.mocked(loadApiFallbackRegistry).mockClear();
    const { result } = renderHook(() => useApiErrorMessage(), { wrapper: inLanguage('hi') });
    expect(loadApiFallbackRegistry).toHaveBeenCalledTimes(1);
    await loadApiFallbackRegistry();
    // What an event handler gets for a 500 without a body: the call's fallback, in Hindi.
    expect(result.current({ status: 500, message: saveSchedule })).toBe(hiSchedule.saveFailed);
  });

  it('is shown in Hindi by FormMessage', async () => {
    render(<FormMessage message={CLIENT_FALLBACKS.waitlist.portal} />, {
      wrapper: inLanguage('hi'),
    });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(hiPortal.waitlist.loadFailed),
    );
  });
});

describe('the client fallbacks in common:apiErrors', () => {
  it('are the English of lib/api-error.ts and messages.ts, word for word', () => {
    expect(en.apiErrors.generic).toBe(DEFAULT_FALLBACK);
    const { generic: _generic, ...perCall } = en.apiErrors;
    expect(perCall).toEqual(FALLBACK_ERRORS);
    for (const [key, text] of Object.entries(en.apiErrors))
      expect(apiFallbackKeyOf(text)).toBe(key);
  });

  it('keep every English text in English', () => {
    const text = renderHook(() => useApiErrorText(), { wrapper: inLanguage('en') }).result.current;
    for (const english of Object.values(en.apiErrors)) expect(text(english)).toBe(english);
  });

  it('show every one in Hindi in Hindi', () => {
    const text = renderHook(() => useApiErrorText(), { wrapper: inLanguage('hi') }).result.current;
    expect(text(FALLBACK_ERRORS.network)).toBe('नेटवर्क त्रुटि');
    expect(text(getApiErrorMessage(undefined))).toBe('कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।');
    for (const [key, english] of Object.entries(en.apiErrors)) {
      expect(text(english), key).toBe(hi.apiErrors[key as keyof typeof hi.apiErrors]);
      expect(text(english), key).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('leave any other text, and no text, as it is', () => {
    const text = renderHook(() => useApiErrorText(), { wrapper: inLanguage('hi') }).result.current;
    expect(text('सर्वर का अपना उत्तर')).toBe('सर्वर का अपना उत्तर');
    expect(text('Server says no')).toBe('Server says no');
    expect(text(undefined)).toBeUndefined();
    expect(text(null)).toBeNull();
  });

  it('are translated by useValidationText, beside the validation messages', () => {
    const text = renderHook(() => useValidationText(), { wrapper: inLanguage('hi') }).result
      .current;
    expect(text(FALLBACK_ERRORS.noToken)).toBe('कोई टोकन नहीं मिला');
    expect(text(VALIDATION.nameRequired)).toBe('नाम आवश्यक है');
  });

  it('are what useApiErrorMessage gives for a failed call, in the language shown', () => {
    const hiMessage = renderHook(() => useApiErrorMessage(), { wrapper: inLanguage('hi') }).result
      .current;
    const network = { status: 'FETCH_ERROR', message: FALLBACK_ERRORS.network };
    expect(hiMessage(network)).toBe('नेटवर्क त्रुटि');
    expect(hiMessage({ status: 500, message: DEFAULT_FALLBACK }, 'सहेजा नहीं जा सका')).toBe(
      hi.apiErrors.generic,
    );
    // No message at all: the caller's fallback, else the default in Hindi.
    expect(hiMessage(undefined, 'सहेजा नहीं जा सका')).toBe('सहेजा नहीं जा सका');
    expect(hiMessage(new Error(''))).toBe(hi.apiErrors.generic);
    // The server's own words came in the request's language: kept.
    expect(hiMessage({ status: 409, message: 'यह समय अब खाली नहीं है' })).toBe(
      'यह समय अब खाली नहीं है',
    );
    const enMessage = renderHook(() => useApiErrorMessage(), { wrapper: inLanguage('en') }).result
      .current;
    expect(enMessage(network)).toBe('Network error');
    expect(enMessage(undefined)).toBe(DEFAULT_FALLBACK);
  });

  it.each<[Language, string]>([
    ['en', 'Network error'],
    ['hi', 'नेटवर्क त्रुटि'],
  ])('are shown by FormMessage in the language shown (%s)', (language, shown) => {
    render(
      <FormMessage
        message={getApiErrorMessage({ status: 'FETCH_ERROR', message: FALLBACK_ERRORS.network })}
      />,
      {
        wrapper: inLanguage(language),
      },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(shown);
  });
});

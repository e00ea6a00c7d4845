// A failed call's message in the language shown. The server answers in the UI's
// language (Accept-Language); the web client's own fallbacks (lib/api-error.ts,
// lib/api-client.ts: 'Network error', 'Something went wrong. Please try again.'
// and the like) stay English in the ApiError and are translated here, when shown.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFallbackKeyOf, getApiErrorMessage } from '@/lib/api-error';

/** Turns the client's own fallback texts into the language shown; any other text is kept. */
export function useApiErrorText() {
  const { t } = useTranslation('common');
  return useCallback(
    <M extends string | null | undefined>(message: M): M | string => {
      if (!message) return message;
      const key = apiFallbackKeyOf(message);
      return key ? t(`apiErrors.${key}`) : message;
    },
    [t],
  );
}

/**
 * getApiErrorMessage in the language shown, for what a screen shows itself (a toast,
 * a line of its own): `toast.error(errorMessage(err, t('fallbacks.save')))`. The
 * server's message is kept as it came (in the request's language); the client's own
 * fallbacks ('Network error', the default) are translated like useApiErrorText.
 */
export function useApiErrorMessage() {
  const text = useApiErrorText();
  return useCallback(
    (error: unknown, fallback?: string): string => text(getApiErrorMessage(error, fallback)),
    [text],
  );
}

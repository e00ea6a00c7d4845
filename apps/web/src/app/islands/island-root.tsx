import type { i18n as I18n } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { NavigationContext, type Navigation } from '@/lib/navigation';

/** What an island has around it, on the server and in the browser alike. */
export function IslandRoot({
  navigation,
  i18n,
  children,
}: {
  navigation: Navigation;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <NavigationContext value={navigation}>{children}</NavigationContext>
      </I18nextProvider>
    </StrictMode>
  );
}

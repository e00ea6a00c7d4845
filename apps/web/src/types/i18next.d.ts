// Typed translation keys: `t` knows every key of the English catalogues
// (packages/shared/src/i18n), so a misspelt key fails the typecheck.
import 'i18next';
import type { Resources } from '@clinic/shared/i18n/catalogues';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

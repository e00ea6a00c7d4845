import { use, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@clinic/shared/i18n/languages';
import { cn } from '@/lib/cn';
import { languageOf, rememberLanguage, switchLanguage, type Language } from '@/lib/i18n';
import { NavigationContext } from '@/lib/navigation';
import { focusRing } from './button-styles';

interface LanguageSwitchProps {
  /** 'light' on white (the navigation bar), 'dark' on the footer's dark background. */
  tone?: 'light' | 'dark';
  className?: string;
  /**
   * Reloads the page in the new language instead of re-rendering: for a page
   * whose text is the server's HTML around small islands (the landing), which
   * only the server can write again. By default, where navigation loads pages
   * (lib/navigation.tsx: the islands).
   */
  reloadPage?: boolean;
}

/**
 * English / हिन्दी: a group of two toggle buttons, each named in its own
 * language (with its lang attribute, so a screen reader says it right). The
 * choice loads the language's texts, then is remembered in the `lang` cookie.
 */
export function LanguageSwitch({ tone = 'light', className, ...props }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const reloadPage = props.reloadPage ?? use(NavigationContext)?.loadsPages === true;
  const current = languageOf(i18n);
  const [pending, setPending] = useState<Language | null>(null);

  const choose = (language: Language) => {
    if (language === current || pending) return;
    setPending(language);
    if (reloadPage) {
      rememberLanguage(language);
      window.location.reload();
      return;
    }
    void switchLanguage(i18n, language).finally(() => setPending(null));
  };

  return (
    <div
      role="group"
      aria-label={t('language.label')}
      aria-busy={pending !== null}
      className={cn(
        'inline-flex shrink-0 rounded-lg p-0.5 text-sm',
        tone === 'light' ? 'bg-slate-100' : 'bg-slate-800',
        className,
      )}
    >
      {LANGUAGES.map((language) => {
        const selected = language === current;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={selected}
            // Its own small font for its name where the page is in another script (styles/fonts.css).
            data-language-name={language}
            onClick={() => choose(language)}
            // One fixed width for both names: the switch is as wide before its fonts
            // arrive as after, so their swap moves nothing in the bar (issue 16's CLS).
            className={cn(
              'min-h-9 w-16 rounded-md px-1 font-medium transition-colors',
              focusRing,
              selected
                ? tone === 'light'
                  ? 'bg-white text-brand-800 shadow-sm'
                  : 'bg-slate-600 text-white'
                : tone === 'light'
                  ? 'text-slate-700 hover:text-brand-800'
                  : 'text-slate-200 hover:text-white',
            )}
          >
            {t(`language.${language}`)}
          </button>
        );
      })}
    </div>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODE, PHONE_DIGITS } from '@clinic/shared/constants';
import { sanitizeMobileInput } from '@clinic/shared/phone';
import { buttonStyles } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';
import { useNavigation } from '@/lib/navigation';

/** What the sign-up screen reads from the navigation state to fill its first step. */
export interface QuickRegistrationState {
  name: string;
  mobile: string;
}

/** Each error by its key in the `landing` catalogue, so it follows a language switch. */
interface Errors {
  name?: 'register.nameRequired' | undefined;
  mobile?: 'register.mobileExact' | undefined;
}

function validate(name: string, mobile: string): Errors {
  return {
    name: name.trim() ? undefined : 'register.nameRequired',
    mobile: mobile.length === PHONE_DIGITS ? undefined : 'register.mobileExact',
  };
}

const inputClass =
  'h-12 w-full rounded-xl border bg-white px-3.5 text-base text-slate-900 placeholder:text-slate-500 ' +
  'focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';

/**
 * The hero's quick registration: name and mobile, both required. Register opens the
 * sign-up wizard with both filled in; Explore Services scrolls to the services.
 */
export function QuickRegistrationCard() {
  const { t } = useTranslation('landing');
  const { navigate } = useNavigation();
  const id = useId();
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(name, mobile);
    setErrors(found);
    if (found.name || found.mobile) {
      document.getElementById(`${id}-${found.name ? 'name' : 'mobile'}`)?.focus();
      return;
    }
    const state: QuickRegistrationState = { name: name.trim(), mobile };
    navigate('/sign-up', { state });
  };

  const exploreServices = () => {
    const services = document.getElementById('services');
    services?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    // Keyboard and screen-reader users continue from the section they were sent to.
    services?.focus({ preventScroll: true });
  };

  return (
    <div className="rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-brand-900/10 ring-slate-200 sm:p-8">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {t('register.eyebrow')}
      </p>
      <h2 id={`${id}-title`} className="mt-1 text-2xl font-bold tracking-tight text-slate-900">
        {t('register.title')}
      </h2>
      <p className="mt-2 text-sm leading-6 text-slate-600">{t('register.text')}</p>
      <form aria-labelledby={`${id}-title`} noValidate onSubmit={submit} className="mt-6 space-y-4">
        <div>
          <label htmlFor={`${id}-name`} className="mb-1.5 block text-sm font-medium text-slate-800">
            {t('register.name')}
            <span aria-hidden="true" className="ml-0.5 text-rose-600">
              *
            </span>
          </label>
          <input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            aria-required="true"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
            placeholder={t('register.namePlaceholder')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              if (errors.name) setErrors({ ...errors, name: undefined });
            }}
            className={cn(inputClass, errors.name ? 'border-rose-500' : 'border-slate-300')}
          />
          {errors.name ? (
            <p id={`${id}-name-error`} className="mt-1.5 text-sm font-medium text-rose-700">
              {t(errors.name)}
            </p>
          ) : null}
        </div>
        <div>
          <label
            htmlFor={`${id}-mobile`}
            className="mb-1.5 block text-sm font-medium text-slate-800"
          >
            {t('register.mobile')}
            <span aria-hidden="true" className="ml-0.5 text-rose-600">
              *
            </span>
          </label>
          <div className="relative">
            <span className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-base font-medium text-slate-600">
              {COUNTRY_CODE}
            </span>
            <input
              id={`${id}-mobile`}
              name="mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              aria-required="true"
              aria-invalid={errors.mobile ? true : undefined}
              aria-describedby={errors.mobile ? `${id}-mobile-error` : undefined}
              placeholder={t('register.mobilePlaceholder')}
              value={mobile}
              onChange={(event) => {
                setMobile(sanitizeMobileInput(event.target.value));
                if (errors.mobile) setErrors({ ...errors, mobile: undefined });
              }}
              className={cn(
                inputClass,
                'pl-13',
                errors.mobile ? 'border-rose-500' : 'border-slate-300',
              )}
            />
          </div>
          {errors.mobile ? (
            <p id={`${id}-mobile-error`} className="mt-1.5 text-sm font-medium text-rose-700">
              {t(errors.mobile)}
            </p>
          ) : null}
        </div>
        <div className="grid gap-3 pt-2 sm:grid-cols-2">
          <button
            type="button"
            onClick={exploreServices}
            className={buttonStyles({ variant: 'secondary', size: 'lg' })}
          >
            {t('register.exploreServices')}
          </button>
          <button type="submit" className={buttonStyles({ size: 'lg' })}>
            {t('register.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}

import { Search } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-styles';
import { useSpecialityName, useSpecialityOfShownName } from '@/hooks/use-speciality-name';
import { cn } from '@/lib/cn';
import { useNavigation } from '@/lib/navigation';
import {
  SEARCH_RESULTS_PATH,
  searchNavigationState,
  searchResultsHref,
  type SearchNavigationState,
} from '@/lib/search-link';
import { LocationField } from './location-field';
import { TreatmentField } from './treatment-field';

interface DoctorSearchFormProps {
  initialLocation?: string;
  initialTreatment?: string;
  /**
   * 'both': the home page's rule, each field is required. 'either': the results
   * page's rule, at least one of them (spec section 5).
   */
  require: 'both' | 'either';
  /** Runs a valid search; by default it opens /search-results with the terms. */
  onSearch?: (terms: SearchNavigationState) => void;
  /** Accessible name of the form, e.g. 'Find a doctor'. */
  label: string;
  className?: string;
}

/** Each error by its key in the `common` catalogue, so it follows a language switch. */
interface FieldErrors {
  location?: 'searchForm.locationRequired' | '';
  treatment?: 'searchForm.treatmentRequired' | '';
  form?: 'searchForm.eitherRequired' | '';
}

/**
 * What the treatment box holds: a speciality picked from the suggestions or given by
 * the address, kept by its English name (what is searched) and shown in the page's
 * language, or the visitor's own text, kept as typed.
 */
type TreatmentInput = { speciality: string } | { typed: string };

/** Location and treatment with autocomplete, and a Search button. */
export function DoctorSearchForm({
  initialLocation = '',
  initialTreatment = '',
  require,
  onSearch,
  label,
  className,
}: DoctorSearchFormProps) {
  const { t } = useTranslation();
  const { navigate } = useNavigation();
  const specialityOf = useSpecialityOfShownName();
  const specialityName = useSpecialityName();
  const [location, setLocation] = useState(initialLocation);
  const [treatment, setTreatment] = useState<TreatmentInput>({ speciality: initialTreatment });
  // A name the catalogue lacks is shown, and searched, as given.
  const shownTreatment =
    'speciality' in treatment ? specialityName(treatment.speciality) : treatment.typed;
  const sentTreatment = 'speciality' in treatment ? treatment.speciality : shownTreatment;
  const [errors, setErrors] = useState<FieldErrors>({});
  const locationRef = useRef<HTMLInputElement>(null);
  const treatmentRef = useRef<HTMLInputElement>(null);

  const changeTreatment = (next: TreatmentInput) => {
    setTreatment(next);
    if (errors.treatment || errors.form) setErrors({ ...errors, treatment: '', form: '' });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A speciality typed by its Hindi name is searched by its English one.
    const terms = searchNavigationState({
      location,
      treatment: 'speciality' in treatment ? treatment.speciality : specialityOf(treatment.typed),
    });
    const found: FieldErrors = {};
    if (require === 'both') {
      if (!terms.location) found.location = 'searchForm.locationRequired';
      if (!terms.treatment) found.treatment = 'searchForm.treatmentRequired';
    } else if (!terms.location && !terms.treatment) {
      found.form = 'searchForm.eitherRequired';
    }
    setErrors(found);
    if (found.location || found.form) {
      locationRef.current?.focus();
      return;
    }
    if (found.treatment) {
      treatmentRef.current?.focus();
      return;
    }
    if (onSearch) onSearch(terms);
    else navigate(searchResultsHref(terms), { state: terms });
  };

  return (
    // The action and method let a browser without JavaScript search too: it sends
    // the fields' names, location and treatment, as the results page's query.
    <form
      role="search"
      aria-label={label}
      action={SEARCH_RESULTS_PATH}
      method="get"
      noValidate
      onSubmit={submit}
      className={cn('flex flex-col gap-3', className)}
    >
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-start">
        <LocationField
          value={location}
          onChange={(value) => {
            setLocation(value);
            if (errors.location || errors.form) setErrors({ ...errors, location: '', form: '' });
          }}
          required={require === 'both'}
          invalidMessage={errors.location ? t(errors.location) : undefined}
          inputRef={locationRef}
        />
        <TreatmentField
          value={shownTreatment}
          sentValue={sentTreatment}
          onChange={(value) => changeTreatment({ typed: value })}
          onPick={(name) => changeTreatment({ speciality: name })}
          required={require === 'both'}
          invalidMessage={errors.treatment ? t(errors.treatment) : undefined}
          inputRef={treatmentRef}
        />
        <button
          type="submit"
          className={buttonStyles({ size: 'lg', className: 'h-12 md:mt-7 md:px-7' })}
        >
          <Search aria-hidden="true" className="size-5" />
          {t('searchForm.search')}
        </button>
      </div>
      {errors.form ? (
        <p
          role="alert"
          className="rounded-lg bg-rose-50 px-3 py-2 text-sm font-medium text-rose-700"
        >
          {t(errors.form)}
        </p>
      ) : null}
    </form>
  );
}

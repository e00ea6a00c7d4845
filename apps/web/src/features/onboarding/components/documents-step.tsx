import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VALIDATION } from '@clinic/shared/messages';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { PROFILE_DOCUMENT_FIELDS, type ProfileDocumentField } from '../api/complete-profile';
import { useOnboardingText } from '../hooks/use-onboarding-text';
import {
  DOCUMENT_MESSAGES,
  FILE_TOO_LARGE,
  hasPdfSignature,
  isWithinSizeLimit,
  looksLikePdf,
} from '../utils/pdf-file';
import { DocumentUpload } from './document-upload';
import { StepFrame } from './step-frame';

export type ProfileDocuments = Partial<Record<ProfileDocumentField, File>>;

interface DocumentsStepProps {
  defaultValue: ProfileDocuments;
  focusHeading: boolean;
  onBack: (documents: ProfileDocuments) => void;
  onNext: (documents: Record<ProfileDocumentField, File>) => void;
}

/** Step 4: the five PDFs the verification team reviews, 10 MB each. */
export function DocumentsStep({ defaultValue, focusHeading, onBack, onNext }: DocumentsStepProps) {
  const { t } = useTranslation('onboarding');
  const message = useOnboardingText();
  const [documents, setDocuments] = useState<ProfileDocuments>(defaultValue);
  const [errors, setErrors] = useState<Partial<Record<ProfileDocumentField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const setError = (field: ProfileDocumentField, message: string | undefined) =>
    setErrors((current) => ({ ...current, [field]: message }));

  const select = async (field: ProfileDocumentField, file: File) => {
    setFormError(null);
    if (!looksLikePdf(file)) return setError(field, VALIDATION.onlyPdf);
    if (!isWithinSizeLimit(file)) return setError(field, FILE_TOO_LARGE);
    if (!(await hasPdfSignature(file))) return setError(field, VALIDATION.onlyPdf);
    setDocuments((current) => ({ ...current, [field]: file }));
    setError(field, undefined);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = PROFILE_DOCUMENT_FIELDS.filter((field) => !documents[field]);
    if (missing.length > 0) {
      setErrors((current) => ({
        ...current,
        ...Object.fromEntries(missing.map((field) => [field, DOCUMENT_MESSAGES.required])),
      }));
      setFormError(DOCUMENT_MESSAGES.allRequired);
      return;
    }
    const files = documents as Record<ProfileDocumentField, File>;
    if (PROFILE_DOCUMENT_FIELDS.some((field) => !looksLikePdf(files[field]))) {
      setFormError(VALIDATION.allPdf);
      return;
    }
    if (PROFILE_DOCUMENT_FIELDS.some((field) => !isWithinSizeLimit(files[field]))) {
      setFormError(FILE_TOO_LARGE);
      return;
    }
    onNext(files);
  };

  return (
    <StepFrame
      title={t('documents.title')}
      description={t('documents.description')}
      focusHeading={focusHeading}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        <div className="grid gap-4 lg:grid-cols-2">
          {PROFILE_DOCUMENT_FIELDS.map((field) => (
            <DocumentUpload
              key={field}
              label={t(`documents.kinds.${field}.label`)}
              hint={t(`documents.kinds.${field}.hint`)}
              file={documents[field]}
              error={message(errors[field])}
              onSelect={(file) => void select(field, file)}
              onRemove={() => {
                setDocuments((current) => ({ ...current, [field]: undefined }));
                setError(field, undefined);
              }}
            />
          ))}
        </div>
        <FormMessage message={message(formError)} />
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between">
          <button
            type="button"
            onClick={() => onBack(documents)}
            className={buttonStyles({ variant: 'secondary', size: 'lg' })}
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
            {t('documents.back')}
          </button>
          <button type="submit" className={buttonStyles({ size: 'lg' })}>
            {t('documents.continue')}
            <ArrowRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </form>
    </StepFrame>
  );
}

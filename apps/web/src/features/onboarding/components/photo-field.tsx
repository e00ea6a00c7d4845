import { Camera, CircleCheck, ImagePlus } from 'lucide-react';
import { useEffect, useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_TEXTS } from '@clinic/shared/practice-profile';
import { Spinner } from '@/components/ui/spinner';
import { getApiErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { PHOTO_ACCEPT, photoProblem } from '@/lib/doctor-photo';
import { useUploadSignupPhotoMutation } from '../api/upload-photo';
import { useOnboardingText } from '../hooks/use-onboarding-text';

/** The field's English words (the `onboarding` catalogue's `photo`, which the screen shows). */
export const PHOTO_FIELD_TEXTS = {
  label: 'Profile photo',
  hint: 'A clear, front-facing photo helps patients recognise you. JPG or PNG, up to 5 MB; it is cropped to a square.',
  choose: 'Upload photo',
  change: 'Change photo',
  uploading: 'Uploading...',
  saved: 'Photo saved',
} as const;

interface PhotoFieldProps {
  /** The photo the account already has (uploaded earlier in this sign-up, or before a re-login). */
  photoUrl: string | null;
  onUploaded: (photoUrl: string) => void;
  /** True while a photo is being sent, so the step waits for it before moving on. */
  onBusyChange: (busy: boolean) => void;
}

const canPreview = () => typeof URL.createObjectURL === 'function';

/**
 * The doctor's photo at sign-up step 3, optional: pick or drop a JPG or PNG of up to
 * 5 MB. It is checked here (type, first bytes, size), shown at once, and uploaded right
 * away, since the account exists from step 2; the server crops it square.
 */
export function PhotoField({ photoUrl, onUploaded, onBusyChange }: PhotoFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const { t } = useTranslation(['onboarding', 'forms']);
  const message = useOnboardingText();
  const [uploadPhoto, { isLoading }] = useUploadSignupPhotoMutation();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [justSaved, setJustSaved] = useState(false);
  const [dragging, setDragging] = useState(false);

  // A picked file's preview lives until the next pick or until the step closes.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  async function onSelect(file: File) {
    setJustSaved(false);
    const problem = await photoProblem(file);
    setError(problem);
    if (problem) return;
    setPreview(canPreview() ? URL.createObjectURL(file) : null);
    onBusyChange(true);
    try {
      const saved = await uploadPhoto(file).unwrap();
      onUploaded(saved.photoUrl);
      setJustSaved(true);
    } catch (err) {
      setPreview(null);
      setError(getApiErrorMessage(err, PROFILE_TEXTS.photoUnreadable));
    } finally {
      onBusyChange(false);
    }
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !isLoading) void onSelect(dropped);
  };

  const shown = preview ?? photoUrl;
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'flex items-start gap-4 rounded-2xl border p-4 transition-colors sm:items-center sm:gap-6 sm:p-5',
        error ? 'border-red-300 bg-red-50/40' : 'border-slate-200 bg-slate-50/70',
        dragging && 'border-brand-600 bg-brand-50',
      )}
    >
      <div className="relative size-20 shrink-0 sm:size-28">
        {shown ? (
          <img
            src={shown}
            alt={t('photo.alt')}
            className="size-full rounded-2xl bg-white object-cover shadow-sm ring-1 ring-slate-200"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-full items-center justify-center rounded-2xl border-2 border-dashed border-slate-300 bg-white text-slate-400"
          >
            <ImagePlus className="size-7 sm:size-8" />
          </span>
        )}
        {isLoading ? (
          <span className="absolute inset-0 flex items-center justify-center rounded-2xl bg-white/70">
            <Spinner className="size-6 text-brand-700" />
          </span>
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-slate-900">
          {t('photo.label')}{' '}
          <span className="font-normal text-slate-500">{t('forms:optional')}</span>
        </p>
        <p id={hintId} className="mt-1 text-sm leading-6 text-slate-600">
          {t('photo.hint')}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          <input
            id={inputId}
            type="file"
            accept={PHOTO_ACCEPT}
            disabled={isLoading}
            aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              // Cleared so choosing the same file again still fires a change.
              event.target.value = '';
              if (chosen) void onSelect(chosen);
            }}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className={cn(
              'inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:border-brand-600 hover:text-brand-800',
              isLoading && 'cursor-wait opacity-70',
            )}
          >
            <Camera aria-hidden="true" className="size-4" />
            {isLoading ? t('photo.uploading') : shown ? t('photo.change') : t('photo.choose')}
          </label>
          {!shown && !isLoading ? (
            <span className="hidden text-sm text-slate-500 sm:inline">{t('photo.orDrop')}</span>
          ) : null}
          <span role="status" className="text-sm font-medium text-green-700">
            {justSaved && !isLoading ? (
              <span className="inline-flex items-center gap-1.5">
                <CircleCheck aria-hidden="true" className="size-4" />
                {t('photo.saved')}
              </span>
            ) : null}
          </span>
        </div>
        {error ? (
          <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
            {message(error)}
          </p>
        ) : null}
      </div>
    </div>
  );
}

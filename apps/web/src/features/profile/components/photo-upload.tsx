import { Camera } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Spinner } from '@/components/ui/spinner';
import { getApiErrorMessage } from '@/lib/api-client';
import { PHOTO_ACCEPT, photoProblem } from '@/lib/doctor-photo';
import { useUploadPhotoMutation } from '../api/upload-photo';
import { useProfileText } from '../utils/profile-text';

/** 'Change photo': a JPG or PNG of up to 5 MB, cropped square by the server. */
export function PhotoUpload() {
  const { t } = useTranslation('profile');
  const text = useProfileText();
  const [uploadPhoto, { isLoading }] = useUploadPhotoMutation();
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  async function onSelect(file: File) {
    const problem = await photoProblem(file);
    setError(problem);
    if (problem) return;
    try {
      await uploadPhoto(file).unwrap();
      toast.success(t('card.photoSaved'));
    } catch (err) {
      setError(getApiErrorMessage(err, t('card.photoUnreadable')));
    }
  }

  return (
    <div className="mb-1 flex flex-col items-end gap-1">
      <label
        htmlFor={inputId}
        className="inline-flex cursor-pointer items-center gap-1.5 rounded-lg bg-white px-2.5 py-1.5 text-xs font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
      >
        {isLoading ? (
          <Spinner className="size-3.5" />
        ) : (
          <Camera aria-hidden="true" className="size-3.5" />
        )}
        {isLoading ? t('uploading') : t('card.changePhoto')}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={PHOTO_ACCEPT}
          className="sr-only"
          aria-describedby={error ? `${inputId}-error` : `${inputId}-hint`}
          disabled={isLoading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void onSelect(file);
          }}
        />
      </label>
      <span id={`${inputId}-hint`} className="sr-only">
        {t('card.photoHint')}
      </span>
      {error ? (
        <p
          id={`${inputId}-error`}
          role="alert"
          className="max-w-48 text-right text-xs text-red-700"
        >
          {text.message(error)}
        </p>
      ) : null}
    </div>
  );
}

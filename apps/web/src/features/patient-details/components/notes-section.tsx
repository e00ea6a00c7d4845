import { Plus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { NOTE_MAX_LENGTH, type ConsultationNote } from '@clinic/shared/patients';
import { buttonStyles } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/form-message';
import { inputStyles, labelStyles } from '@/components/ui/input-styles';
import { Modal } from '@/components/ui/modal';
import { getApiErrorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n/format';
import { useAddPatientNoteMutation } from '../api/add-patient-note';
import { SectionCard } from './section-card';

const NOTE_DATE: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** Consultation notes, newest first, and the Add Note modal. */
export function NotesSection({
  patientId,
  notes,
}: {
  patientId: string;
  notes: ConsultationNote[];
}) {
  const { t } = useTranslation('patients');
  const { locale } = useFormat();
  const noteDate = useMemo(() => new Intl.DateTimeFormat(locale, NOTE_DATE), [locale]);
  const [open, setOpen] = useState(false);
  return (
    <SectionCard
      title={t('details.notes.title')}
      action={
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('details.notes.add')}
        </button>
      }
    >
      {notes.length === 0 ? (
        <p className="text-sm text-slate-600">{t('details.notes.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {notes.map((n) => (
            <li key={n.id} className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
              <p className="text-sm whitespace-pre-wrap text-slate-800">{n.content}</p>
              <p className="mt-1 text-xs text-slate-600">
                <time dateTime={n.createdAt}>{noteDate.format(new Date(n.createdAt))}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <Modal open={open} onClose={() => setOpen(false)} title={t('details.notes.add')}>
        {open ? <AddNoteForm patientId={patientId} onDone={() => setOpen(false)} /> : null}
      </Modal>
    </SectionCard>
  );
}

function AddNoteForm({ patientId, onDone }: { patientId: string; onDone: () => void }) {
  const id = useId();
  const { t } = useTranslation('patients');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [addNote, { isLoading }] = useAddPatientNoteMutation();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      setError(t('details.notes.required'));
      return;
    }
    if (trimmed.length > NOTE_MAX_LENGTH) {
      setError(t('details.notes.tooLong'));
      return;
    }
    try {
      await addNote({ id: patientId, text: trimmed }).unwrap();
      toast.success(t('details.notes.saved'));
      onDone();
    } catch (err) {
      setError(getApiErrorMessage(err, t('details.notes.saveFailed')));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <div>
        <label htmlFor={`${id}-note`} className={labelStyles}>
          {t('details.notes.note')}
        </label>
        <textarea
          id={`${id}-note`}
          value={text}
          rows={6}
          maxLength={NOTE_MAX_LENGTH}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputStyles({ invalid: Boolean(error), className: 'mt-1 h-auto py-2' })}
          placeholder={t('details.notes.placeholder')}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <button type="button" onClick={onDone} className={buttonStyles({ variant: 'secondary' })}>
          {t('details.notes.cancel')}
        </button>
        <button type="submit" disabled={isLoading} className={buttonStyles()}>
          {isLoading ? t('details.notes.saving') : t('details.notes.save')}
        </button>
      </div>
    </form>
  );
}

import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { EMPTY_TEXTS, VALIDATION } from '@clinic/shared/messages';
import { NOTE_MAX_LENGTH, PATIENT_MESSAGES, type ConsultationNote } from '@clinic/shared/patients';
import { buttonStyles } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/form-message';
import { inputStyles, labelStyles } from '@/components/ui/input-styles';
import { Modal } from '@/components/ui/modal';
import { getApiErrorMessage } from '@/lib/api-client';
import { useAddPatientNoteMutation } from '../api/add-patient-note';
import { SectionCard } from './section-card';

const noteDate = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Consultation notes, newest first, and the Add Note modal. */
export function NotesSection({
  patientId,
  notes,
}: {
  patientId: string;
  notes: ConsultationNote[];
}) {
  const [open, setOpen] = useState(false);
  return (
    <SectionCard
      title="Consultation Notes"
      action={
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add Note
        </button>
      }
    >
      {notes.length === 0 ? (
        <p className="text-sm text-slate-600">{EMPTY_TEXTS.notes}</p>
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
      <Modal open={open} onClose={() => setOpen(false)} title="Add Note">
        {open ? <AddNoteForm patientId={patientId} onDone={() => setOpen(false)} /> : null}
      </Modal>
    </SectionCard>
  );
}

function AddNoteForm({ patientId, onDone }: { patientId: string; onDone: () => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [addNote, { isLoading }] = useAddPatientNoteMutation();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      setError(VALIDATION.noteRequired);
      return;
    }
    if (trimmed.length > NOTE_MAX_LENGTH) {
      setError(PATIENT_MESSAGES.noteTooLong);
      return;
    }
    try {
      await addNote({ id: patientId, text: trimmed }).unwrap();
      toast.success(PATIENT_MESSAGES.noteSaved);
      onDone();
    } catch (err) {
      setError(getApiErrorMessage(err, PATIENT_MESSAGES.saveNoteFailed));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <div>
        <label htmlFor={`${id}-note`} className={labelStyles}>
          Note
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
          placeholder="Findings, advice, follow-up..."
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <button type="button" onClick={onDone} className={buttonStyles({ variant: 'secondary' })}>
          Cancel
        </button>
        <button type="submit" disabled={isLoading} className={buttonStyles()}>
          {isLoading ? 'Saving...' : 'Save Note'}
        </button>
      </div>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ADD_APPOINTMENT_DIALOG_WIDTH_PX } from '@clinic/shared/constants';
import {
  addAppointmentFormSchema,
  type AddAppointmentForm as AddAppointmentValues,
} from '@clinic/shared/portal';
import { buttonStyles } from '@/components/ui/button-styles';
import { FieldError, FormMessage } from '@/components/ui/form-message';
import { inputStyles, labelStyles } from '@/components/ui/input-styles';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { useMessageText } from '@/lib/portal-messages';
import { useApiErrorMessage } from '@/hooks/use-api-error-text';
import type { ApiError } from '@/lib/api-client';
import { useCreateAppointmentMutation } from '../api/create-appointment';
import { toClinicOffsetDateTime } from '../utils/offset-date-time';

interface AddAppointmentDialogProps {
  /** The day the dialog opens for (YYYY-MM-DD); null keeps it closed. */
  date: string | null;
  /** The clinic's zone: typed times are clinic times. */
  timeZone: string;
  onClose: () => void;
  /** After the slot was stored, with its date. */
  onCreated: (date: string) => void;
}

type FieldName = keyof AddAppointmentValues;

/** The payload's fields, as the server names them in `field`, and the form's. */
const SERVER_FIELDS: Record<string, FieldName> = {
  patientEmail: 'clientEmail',
  title: 'sessionTitle',
  startTime: 'startTime',
  endTime: 'endTime',
  note: 'note',
};

function AddAppointmentForm({
  date,
  timeZone,
  onClose,
  onCreated,
}: AddAppointmentDialogProps & { date: string }) {
  const { t } = useTranslation('portal');
  const errorMessage = useApiErrorMessage();
  const messageText = useMessageText();
  const id = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const [createAppointment] = useCreateAppointmentMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddAppointmentValues>({
    resolver: zodResolver(addAppointmentFormSchema),
    defaultValues: {
      clientEmail: '',
      sessionTitle: '',
      date,
      startTime: '',
      endTime: '',
      note: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await createAppointment({
        title: values.sessionTitle,
        startTime: toClinicOffsetDateTime(values.date, values.startTime, timeZone),
        endTime: toClinicOffsetDateTime(values.date, values.endTime, timeZone),
        patientEmail: values.clientEmail,
        note: values.note?.trim() ?? '',
      }).unwrap();
      toast.success(t('calendar.add.created'));
      onCreated(values.date);
      onClose();
    } catch (err) {
      const message = errorMessage(err, t('calendar.add.failed'));
      const field = SERVER_FIELDS[(err as Partial<ApiError>).field ?? ''];
      if (field) setError(field, { message });
      setServerError(message);
      toast.error(message);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <TextField
        label={t('calendar.add.clientEmail')}
        type="email"
        autoComplete="off"
        placeholder="client@example.com"
        error={messageText(errors.clientEmail?.message)}
        {...register('clientEmail')}
      />
      <TextField
        label={t('calendar.add.sessionTitle')}
        placeholder={t('calendar.add.sessionPlaceholder')}
        error={messageText(errors.sessionTitle?.message)}
        {...register('sessionTitle')}
      />
      <TextField
        label={t('calendar.add.date')}
        type="date"
        error={messageText(errors.date?.message)}
        {...register('date')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('calendar.add.startTime')}
          type="time"
          error={messageText(errors.startTime?.message)}
          {...register('startTime')}
        />
        <TextField
          label={t('calendar.add.endTime')}
          type="time"
          error={messageText(errors.endTime?.message)}
          {...register('endTime')}
        />
      </div>
      <div>
        <label htmlFor={`${id}-note`} className={labelStyles}>
          {t('calendar.add.note')}{' '}
          <span className="ml-1 font-normal text-slate-500">{t('calendar.add.optional')}</span>
        </label>
        <textarea
          id={`${id}-note`}
          rows={3}
          className={inputStyles({ className: 'mt-1.5 resize-y', invalid: Boolean(errors.note) })}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? `${id}-note-error` : undefined}
          {...register('note')}
        />
        <FieldError id={`${id}-note-error`} message={messageText(errors.note?.message)} />
      </div>
      <FormMessage message={serverError} />
      <div className="flex justify-end gap-3 pt-1">
        <button type="button" className={buttonStyles({ variant: 'secondary' })} onClick={onClose}>
          {t('calendar.add.cancel')}
        </button>
        <button type="submit" className={buttonStyles()} disabled={isSubmitting}>
          {isSubmitting ? t('calendar.add.creating') : t('calendar.add.create')}
        </button>
      </div>
    </form>
  );
}

/** Add Appointment: a slot for a client on a chosen day (480 px wide). */
export function AddAppointmentDialog({
  date,
  timeZone,
  onClose,
  onCreated,
}: AddAppointmentDialogProps) {
  const { t } = useTranslation('portal');
  return (
    <Modal
      open={date !== null}
      onClose={onClose}
      title={t('calendar.add.title')}
      description={t('calendar.add.description')}
      widthPx={ADD_APPOINTMENT_DIALOG_WIDTH_PX}
    >
      {date !== null ? (
        <AddAppointmentForm
          key={date}
          date={date}
          timeZone={timeZone}
          onClose={onClose}
          onCreated={onCreated}
        />
      ) : null}
    </Modal>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { ImageUp } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import {
  newTicketSchema,
  TICKET_ISSUE_TYPES,
  TICKET_MESSAGE_MAX,
  TICKET_MESSAGES,
  TICKET_SCREENSHOT_MAX_BYTES,
  TICKET_SCREENSHOT_TYPES,
} from '@clinic/shared/tickets';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormMessage } from '@/components/ui/form-message';
import { inputStyles, labelStyles } from '@/components/ui/input-styles';
import { Modal } from '@/components/ui/modal';
import { useTicketMessage } from '@/components/ui/ticket-thread';
import { getApiErrorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n/format';
import { useCreateTicketMutation } from '../api/create-ticket';

type Values = z.input<typeof newTicketSchema>;
type Output = z.output<typeof newTicketSchema>;

/** The screenshot's problem on selection (type by the browser's claim and name, size), or null. */
export function screenshotProblem(file: File): string | null {
  const typeOk =
    (TICKET_SCREENSHOT_TYPES as readonly string[]).includes(file.type) ||
    /\.(jpe?g|png)$/i.test(file.name);
  if (!typeOk) return TICKET_MESSAGES.screenshotType;
  if (file.size > TICKET_SCREENSHOT_MAX_BYTES) return TICKET_MESSAGES.screenshotTooLarge;
  return null;
}

/** 'Submit New Ticket': issue type, message (10 to 2,000 characters, counted) and an optional screenshot. */
export function NewTicketModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  const { t } = useTranslation('help');
  const f = useFormat();
  const message = useTicketMessage();
  const [createTicket, { isLoading }] = useCreateTicketMutation();
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(newTicketSchema),
    defaultValues: { issueType: '' as Values['issueType'], message: '' },
  });
  const length = watch('message')?.length ?? 0;

  const close = () => {
    reset();
    setScreenshot(null);
    setFileError(null);
    setServerError(null);
    onClose();
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? screenshotProblem(file) : null;
    setFileError(problem);
    setScreenshot(problem ? null : file);
    if (problem) event.target.value = '';
  };

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { ticket } = await createTicket({ ...values, screenshot }).unwrap();
      toast.success(t('messages.submitted', { number: ticket.number }));
      close();
    } catch (err) {
      setServerError(getApiErrorMessage(err, t('fallbacks.submit')));
    }
  });

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('texts.submitTitle')}
      description={t('newTicket.description')}
      widthPx={560}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <div>
          <label htmlFor={`${id}-type`} className={labelStyles}>
            {t('texts.issueTypeLabel')}
          </label>
          <select
            id={`${id}-type`}
            {...register('issueType')}
            aria-invalid={errors.issueType ? true : undefined}
            aria-describedby={errors.issueType ? `${id}-type-error` : undefined}
            className={inputStyles({ invalid: Boolean(errors.issueType), className: 'mt-1' })}
          >
            <option value="">{t('texts.issueTypePlaceholder')}</option>
            {TICKET_ISSUE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`issueTypes.${type}`)}
              </option>
            ))}
          </select>
          {errors.issueType ? (
            <p id={`${id}-type-error`} className="mt-1 text-sm text-red-700">
              {message(errors.issueType.message)}
            </p>
          ) : null}
        </div>
        <div>
          <div className="flex items-baseline justify-between">
            <label htmlFor={`${id}-message`} className={labelStyles}>
              {t('texts.messageLabel')}
            </label>
            <span id={`${id}-count`} className="text-xs text-slate-600">
              {f.number(length)} / {f.number(TICKET_MESSAGE_MAX)}
            </span>
          </div>
          <textarea
            id={`${id}-message`}
            rows={6}
            maxLength={TICKET_MESSAGE_MAX}
            placeholder={t('texts.messagePlaceholder')}
            {...register('message')}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={`${id}-count${errors.message ? ` ${id}-message-error` : ''}`}
            className={inputStyles({ invalid: Boolean(errors.message), className: 'mt-1' })}
          />
          {errors.message ? (
            <p id={`${id}-message-error`} className="mt-1 text-sm text-red-700">
              {message(errors.message.message)}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-shot`} className={labelStyles}>
            {t('texts.screenshotLabel')}
          </label>
          <div className="mt-1 flex items-center gap-3 rounded-lg border border-dashed border-slate-300 px-3 py-3">
            <ImageUp aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
            <input
              id={`${id}-shot`}
              type="file"
              accept="image/jpeg,image/png,.jpg,.jpeg,.png"
              onChange={choose}
              aria-describedby={`${id}-shot-hint${fileError ? ` ${id}-shot-error` : ''}`}
              className="min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-slate-800"
            />
          </div>
          <p id={`${id}-shot-hint`} className="mt-1 text-xs text-slate-600">
            {t('texts.screenshotHint')}
          </p>
          <FormMessage id={`${id}-shot-error`} message={message(fileError)} className="mt-2" />
        </div>
        <FormMessage message={serverError} />
        <div className="flex justify-end gap-3">
          <button type="button" onClick={close} className={buttonStyles({ variant: 'secondary' })}>
            {t('newTicket.cancel')}
          </button>
          <button type="submit" disabled={isLoading} className={buttonStyles()}>
            {isLoading ? t('texts.submitting') : t('texts.submitButton')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

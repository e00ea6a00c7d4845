import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from './button-styles';
import { Modal } from './modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Paints the confirm button red for actions that cannot be taken back. */
  destructive?: boolean;
}

/** Asks before an action the user cannot easily undo. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  destructive = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onCancel} title={title} widthPx={420}>
      <div className="text-sm leading-6 text-slate-700">{children}</div>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className={buttonStyles({ variant: 'secondary' })} onClick={onCancel}>
          {t('ui.cancel')}
        </button>
        <button
          type="button"
          className={buttonStyles({
            className: destructive
              ? 'bg-red-700 hover:bg-red-800 focus-visible:outline-red-700'
              : '',
          })}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

import { CloseButton, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** The panel's maximum width in pixels (it shrinks to the screen on phones). */
  widthPx?: number;
  children: ReactNode;
}

/** A centred dialog over a dimmed page: Escape, the overlay and the close icon close it. */
export function Modal({ open, onClose, title, description, widthPx = 480, children }: ModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-900/50 transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-end justify-center p-3 sm:items-center sm:p-6">
          <DialogPanel
            transition
            style={{ maxWidth: widthPx }}
            className="w-full rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200 transition duration-200 ease-out data-closed:translate-y-4 data-closed:opacity-0"
          >
            <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
              <div>
                <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
                {description ? (
                  <div className="mt-1 text-sm text-slate-600">{description}</div>
                ) : null}
              </div>
              <CloseButton
                aria-label={t('ui.close')}
                className="-mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              >
                <X aria-hidden="true" className="size-5" />
              </CloseButton>
            </div>
            <div className="px-5 py-5">{children}</div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}

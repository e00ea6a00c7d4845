import { CloseButton, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_PANEL_SLIDE_MS } from '@clinic/shared/constants';
import { NotificationList } from '@/features/notifications/components/notification-list';

interface NotificationsPanelProps {
  open: boolean;
  onClose: () => void;
}

const slide = { transitionDuration: `${NOTIFICATION_PANEL_SLIDE_MS}ms` };

/**
 * Right-side panel over a dimmed page, sliding in over 300 ms; the overlay or the
 * close icon closes it. Its list mounts on every opening, so nothing stays expanded.
 */
export function NotificationsPanel({ open, onClose }: NotificationsPanelProps) {
  const { t } = useTranslation('portal');
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        style={slide}
        className="fixed inset-0 bg-slate-900/40 transition-opacity data-closed:opacity-0"
      />
      <div className="fixed inset-y-0 right-0 flex max-w-full">
        <DialogPanel
          transition
          style={slide}
          className="flex h-full w-screen max-w-sm flex-col bg-white shadow-xl transition-transform ease-out data-closed:translate-x-full"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-5">
            <DialogTitle className="text-lg font-semibold text-slate-900">
              {t('notifications.title')}
            </DialogTitle>
            <CloseButton
              aria-label={t('notifications.close')}
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </CloseButton>
          </div>
          <NotificationList />
        </DialogPanel>
      </div>
    </Dialog>
  );
}

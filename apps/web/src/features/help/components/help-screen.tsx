import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-styles';
import { FaqAccordion } from './faq-accordion';
import { NewTicketModal } from './new-ticket-modal';
import { TicketsTable } from './tickets-table';

/** The page's action: Submit New Ticket and its modal. */
export function NewTicketButton() {
  const { t } = useTranslation('help');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonStyles()}>
        <Plus aria-hidden="true" className="size-4" />
        {t('texts.submitTitle')}
      </button>
      <NewTicketModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** /help: the doctor's tickets with their conversations, and the FAQ. */
export function HelpScreen() {
  return (
    <div className="space-y-6">
      <TicketsTable />
      <FaqAccordion />
    </div>
  );
}

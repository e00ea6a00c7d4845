import { BookText } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageFrame } from '@/components/ui/page-frame';

export default function LedgerRoute() {
  return (
    <PageFrame title="Ledger" description="Your invoices and transactions.">
      <EmptyState
        icon={BookText}
        description="Invoices for your appointments will be listed here."
      />
    </PageFrame>
  );
}

import { PageFrame } from '@/components/ui/page-frame';
import { LedgerScreen } from '@/features/ledger/components/ledger-screen';

export default function LedgerRoute() {
  return (
    <PageFrame title="Ledger" description="Your invoices, what was paid and what is still due.">
      <LedgerScreen />
    </PageFrame>
  );
}

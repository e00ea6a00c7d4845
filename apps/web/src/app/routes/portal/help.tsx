import { LifeBuoy } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageFrame } from '@/components/ui/page-frame';

export default function HelpRoute() {
  return (
    <PageFrame title="Help" description="Support tickets and answers to common questions.">
      <EmptyState icon={LifeBuoy} description="You have not raised any support tickets." />
    </PageFrame>
  );
}

import { PageFrame } from '@/components/ui/page-frame';
import { HelpScreen, NewTicketButton } from '@/features/help/components/help-screen';

export default function HelpRoute() {
  return (
    <PageFrame
      title="Help"
      description="Support tickets and answers to common questions."
      actions={<NewTicketButton />}
    >
      <HelpScreen />
    </PageFrame>
  );
}

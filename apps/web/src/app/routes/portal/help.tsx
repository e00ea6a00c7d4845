import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/ui/page-frame';
import { HelpScreen, NewTicketButton } from '@/features/help/components/help-screen';

export default function HelpRoute() {
  const { t } = useTranslation('help');
  return (
    <PageFrame
      title={t('page.title')}
      description={t('page.description')}
      actions={<NewTicketButton />}
    >
      <HelpScreen />
    </PageFrame>
  );
}

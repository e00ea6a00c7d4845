import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/ui/page-frame';
import { MyRatingsScreen } from '@/features/my-ratings/components/my-ratings-screen';

export default function MyRatingsRoute() {
  const { t } = useTranslation('ratings');
  return (
    <PageFrame title={t('page.title')} description={t('page.description')}>
      <MyRatingsScreen />
    </PageFrame>
  );
}

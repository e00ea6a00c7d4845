import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageFrame } from '@/components/ui/page-frame';
import { ReviewPage } from '@/features/review/components/review-page';

export default function ReviewRoute() {
  const { token = '' } = useParams();
  const { t } = useTranslation('booking');
  return (
    <PageFrame variant="public" title={t('review.title')} description={t('review.description')}>
      <ReviewPage token={token} />
    </PageFrame>
  );
}

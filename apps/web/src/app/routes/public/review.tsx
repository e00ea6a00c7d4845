import { useParams } from 'react-router-dom';
import { PageFrame } from '@/components/ui/page-frame';
import { ReviewPage } from '@/features/review/components/review-page';

export default function ReviewRoute() {
  const { token = '' } = useParams();
  return (
    <PageFrame
      variant="public"
      title="Rate your visit"
      description="Your review helps other patients choose a doctor."
    >
      <ReviewPage token={token} />
    </PageFrame>
  );
}

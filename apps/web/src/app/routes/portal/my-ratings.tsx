import { PageFrame } from '@/components/ui/page-frame';
import { MyRatingsScreen } from '@/features/my-ratings/components/my-ratings-screen';

export default function MyRatingsRoute() {
  return (
    <PageFrame title="My Ratings" description="Reviews patients left after their visits.">
      <MyRatingsScreen />
    </PageFrame>
  );
}

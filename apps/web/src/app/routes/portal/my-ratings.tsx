import { Star } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageFrame } from '@/components/ui/page-frame';

export default function MyRatingsRoute() {
  return (
    <PageFrame title="My Ratings" description="Reviews patients left after their visits.">
      <EmptyState
        icon={Star}
        description="Reviews appear here after patients rate a completed appointment."
      />
    </PageFrame>
  );
}

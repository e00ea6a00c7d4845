import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '@/components/ui/page-frame';
import { getDoctorsInputSchema } from '@/features/admin/api/get-doctors';
import { VerificationQueue } from '@/features/admin/components/verification-queue';

export default function AdminHomeRoute() {
  // The tab and page live in the URL, so Back from a review returns to the same place.
  const { t } = useTranslation('admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const { status, page } = getDoctorsInputSchema.parse({
    status: searchParams.get('status') ?? undefined,
    page: searchParams.get('page') ?? undefined,
  });
  return (
    <PageFrame title={t('queue.title')} description={t('queue.description')}>
      <VerificationQueue
        status={status}
        page={page}
        onChange={(next) =>
          setSearchParams({ status: next.status, page: String(next.page) }, { replace: false })
        }
      />
    </PageFrame>
  );
}

import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '@/components/ui/page-frame';
import { getDoctorsInputSchema } from '@/features/admin/api/get-doctors';
import { VerificationQueue } from '@/features/admin/components/verification-queue';

export default function AdminHomeRoute() {
  // The tab and page live in the URL, so Back from a review returns to the same place.
  const [searchParams, setSearchParams] = useSearchParams();
  const { status, page } = getDoctorsInputSchema.parse({
    status: searchParams.get('status') ?? undefined,
    page: searchParams.get('page') ?? undefined,
  });
  return (
    <PageFrame
      title="Doctor Verification"
      description="Review the documents doctors upload. A doctor is listed in search once their Government ID, Degree Certificate, Medical Registration and Clinic Document are verified."
    >
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

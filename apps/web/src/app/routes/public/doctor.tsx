import { useParams } from 'react-router-dom';
import { DoctorPageScreen } from '@/features/search/components/doctor-page';

/** /doctors/:userId: the public doctor page. */
export default function DoctorRoute() {
  const { userId = '' } = useParams();
  return <DoctorPageScreen key={userId} userId={userId} />;
}

import { useParams } from 'react-router-dom';
import { ConsultScreen } from '@/features/consult/components/consult-screen';

export default function ConsultRoute() {
  const { id = '' } = useParams();
  // A new room is a new call: nothing of the previous one may carry over.
  return <ConsultScreen key={id} id={id} />;
}

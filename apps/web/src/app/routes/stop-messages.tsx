import { useParams } from 'react-router';
import { StopMessagesScreen } from '@/features/tracking/components/stop-messages-screen';

/** /stop/{token}: a consignee opts out of delivery messages, signed in or out. */
export function Component() {
  const { token = '' } = useParams();
  return <StopMessagesScreen token={token} />;
}

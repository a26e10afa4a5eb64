import { useParams } from 'react-router';
import { DriverDocuments } from '../../features/billing/components/driver-documents';
import { DriverScreen } from '../../features/tracking/components/driver-screen';

/** /driver/{token}: the driver's job page (no account; the layout hides the top navigation). */
export function Component() {
  const { token = '' } = useParams();
  return (
    <>
      <DriverScreen token={token} />
      <DriverDocuments token={token} />
    </>
  );
}

import { useParams } from 'react-router';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { DriverDocuments } from '@/features/billing/components/driver-documents';
import { DriverScreen } from '@/features/tracking/components/driver-screen';

/** /driver/{token}: the driver's job page (no account; the layout hides the top navigation). */
export function Component() {
  const { token = '' } = useParams();
  return (
    <>
      {/* The driver opens this page from a link, signed out and without the top bar: the language switch is here. */}
      <div className="mx-auto flex max-w-md justify-end px-4 pt-3">
        <LanguageSwitch />
      </div>
      <DriverScreen token={token} />
      <DriverDocuments token={token} />
    </>
  );
}

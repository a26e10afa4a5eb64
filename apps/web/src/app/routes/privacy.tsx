import { PrivacyNotice } from '@/features/marketing/components/privacy-notice';

export function Component() {
  return <PrivacyNotice />;
}

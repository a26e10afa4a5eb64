import { AccountsScreen } from '@/features/ops/components/accounts-screen';

export function Component() {
  return <AccountsScreen />;
}

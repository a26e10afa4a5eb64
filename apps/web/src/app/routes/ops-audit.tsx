import { AuditScreen } from '@/features/ops/components/audit-screen';

export function Component() {
  return <AuditScreen />;
}

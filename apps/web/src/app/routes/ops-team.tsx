import { TeamScreen } from '@/features/ops/components/team-screen';

export function Component() {
  return <TeamScreen />;
}

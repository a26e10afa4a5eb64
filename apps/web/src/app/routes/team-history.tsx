import { TeamHistory } from '@/features/team/components/team-history';

export function Component() {
  return <TeamHistory />;
}

import { JobsScreen } from '@/features/partners/components/jobs-screen';

export function Component() {
  return <JobsScreen />;
}

import { useSession } from '../../lib/session';

export function Component() {
  const { user } = useSession();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-bold">Welcome back, {user?.firstName}!</h1>
    </div>
  );
}

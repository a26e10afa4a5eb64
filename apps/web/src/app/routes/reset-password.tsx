import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../features/password-reset/components/reset-password-form';

export function Component() {
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">Choose a new password</h1>
      <p className="mb-6 mt-1 text-slate-700">
        The link works once, for 30 minutes. Afterwards every device signs in again.
      </p>
      <ResetPasswordForm token={params.get('token')} />
    </div>
  );
}

import { ForgotPasswordForm } from '../../features/password-reset/components/forgot-password-form';

export function Component() {
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">Forgot your password?</h1>
      <p className="mb-6 mt-1 text-slate-700">
        Enter the email you signed up with and we will send you a link to choose a new one.
      </p>
      <ForgotPasswordForm />
    </div>
  );
}

import { Link } from 'react-router';
import { SignInForm } from '../../features/auth/components/sign-in-form';

export function Component() {
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <Link to="/" className="mb-6 inline-flex items-center gap-2 text-xl font-bold text-indigo-800">
        <img src="/icon.svg" alt="" width={32} height={32} /> LogiSaathi
      </Link>
      <h1 className="text-2xl font-bold">Welcome back</h1>
      <p className="mb-6 mt-1 text-slate-700">Sign in to manage your deliveries.</p>
      <SignInForm />
    </div>
  );
}

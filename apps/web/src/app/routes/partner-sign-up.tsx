import { Link } from 'react-router';
import { PartnerSignUpForm } from '../../features/partners/components/partner-sign-up-form';

/** /signup/partner: 'Become a truck partner' from the landing page. */
export function Component() {
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Link to="/" className="mb-6 inline-flex items-center gap-2 text-xl font-bold text-indigo-800">
        <img src="/icon.svg" alt="" width={32} height={32} /> LogiSaathi
      </Link>
      <h1 className="text-2xl font-bold">Become a truck partner</h1>
      <p className="mb-6 mt-1 text-slate-700">
        Drive with LogiSaathi: carry bookings across Delhi NCR with your own truck or your fleet.
      </p>
      <PartnerSignUpForm />
    </div>
  );
}

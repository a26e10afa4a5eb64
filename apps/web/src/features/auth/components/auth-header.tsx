import { Link } from 'react-router';
import { LanguageSwitch } from '@/components/ui/language-switch';

/**
 * The brand link and the language switch on the pages without the top bar (sign up, sign in, partner sign up):
 * the switch must be on every page, and these are where a new user first meets the product.
 */
export function AuthHeader() {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <Link to="/" className="inline-flex items-center gap-2 text-xl font-bold text-indigo-800">
        <img src="/icon.svg" alt="" width={32} height={32} /> LogiSaathi
      </Link>
      <LanguageSwitch />
    </div>
  );
}

import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY } from '../../config/contact';

/** At least 24 px tall (WCAG 2.5.8 target size), so stacked links are easy to tap apart on a phone. */
const linkClass = 'inline-block py-1 hover:text-white';

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">LogiSaathi</p>
          <p className="mt-2 text-sm">AI-driven logistics for MSMEs across Delhi NCR.</p>
        </div>
        <nav aria-label="Footer">
          <p className="font-semibold text-white">Links</p>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              <Link className={linkClass} to={paths.home}>
                Home
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.features}>
                Features
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.contact}>
                Contact
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.privacy}>
                Privacy
              </Link>
            </li>
          </ul>
        </nav>
        <address className="not-italic text-sm">
          <p className="font-semibold text-white">Contact</p>
          <p className="mt-2">
            <a className={linkClass} href={`tel:${SUPPORT_PHONE_DISPLAY.replace(/\s/g, '')}`}>
              {SUPPORT_PHONE_DISPLAY}
            </a>
          </p>
          <p>
            <a className={linkClass} href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>
          </p>
          <p>Delhi, India</p>
        </address>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs">
        © 2025 LogiSaathi. All rights reserved.
      </p>
    </footer>
  );
}

import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@logisaathi/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** At least 24 px tall (WCAG 2.5.8 target size), so stacked links are easy to tap apart on a phone. */
const linkClass = 'inline-block py-1 hover:text-white';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">LogiSaathi</p>
          <p className="mt-2 text-sm">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.label')}>
          <p className="font-semibold text-white">{t('footer.links')}</p>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              <Link className={linkClass} to={paths.home}>
                {t('nav.home')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.features}>
                {t('nav.features')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.contact}>
                {t('nav.contact')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.privacy}>
                {t('footer.privacy')}
              </Link>
            </li>
          </ul>
        </nav>
        <address className="not-italic text-sm">
          <p className="font-semibold text-white">{t('nav.contact')}</p>
          <p className="mt-2">
            <a className={linkClass} href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>
              {SUPPORT_PHONE}
            </a>
          </p>
          <p>
            <a className={linkClass} href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>
          </p>
          <p>{t('footer.city')}</p>
        </address>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs">{t('footer.copyright')}</p>
    </footer>
  );
}

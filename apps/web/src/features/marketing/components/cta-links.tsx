import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Icon } from '@/components/ui/icon';

const ctaBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-6 py-3 text-base font-semibold focus-visible:outline-offset-4 focus-visible:outline-white';
/** Amber on dark indigo and dark text on amber both pass WCAG AA. */
export const ctaPrimaryClass = `${ctaBase} bg-amber-400 text-slate-900 hover:bg-amber-300`;
export const ctaSecondaryClass = `${ctaBase} border border-white/70 text-white hover:bg-white/10`;

/** The closing call to action (spec section 2 'Landing': 'Start Your Free Trial' to /signup). */
export function CtaBanner({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('marketing');
  return (
    <section aria-label={t('cta.label')} className="bg-indigo-800 px-4 py-14 text-white">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 text-center">
        <h2 className="text-2xl font-bold sm:text-3xl">{title}</h2>
        <p className="max-w-2xl text-indigo-100">{text}</p>
        <Link to={paths.signUp} className={ctaPrimaryClass}>
          {t('cta.button')}
          <Icon name="arrow" className="h-5 w-5" />
        </Link>
      </div>
    </section>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Icon } from '@/components/ui/icon';
import { usePartnerPoints } from '../content/partners';
import { HighlightGrid } from './highlight-grid';
import { Section } from './section';

/** The supply side's way in (issue 14): 'Drive with LogiSaathi' leading to the partner sign-up. */
export function PartnerInvite() {
  const { t } = useTranslation('marketing');
  const points = usePartnerPoints();
  return (
    <Section title={t('partners.title')} intro={t('partners.intro')} className="bg-slate-50">
      <HighlightGrid items={points} />
      <div className="mt-10 text-center">
        <Link
          to={paths.partnerSignUp}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-indigo-700 px-6 py-3 text-base font-semibold text-white hover:bg-indigo-800"
        >
          {t('partners.cta')}
          <Icon name="arrow" className="h-5 w-5" />
        </Link>
      </div>
    </Section>
  );
}

import { useTranslation } from 'react-i18next';
import { CtaBanner } from '@/features/marketing/components/cta-links';
import { PageHero } from '@/features/marketing/components/section';
import { StepList } from '@/features/marketing/components/step-list';

export function Component() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <PageHero eyebrow={t('howItWorks.eyebrow')} title={t('howItWorks.title')} lead={t('howItWorks.lead')} />
      <div className="bg-slate-50 px-4 py-14 sm:py-20">
        <StepList />
      </div>
      <CtaBanner title={t('howItWorks.ctaTitle')} text={t('howItWorks.ctaText')} />
    </>
  );
}

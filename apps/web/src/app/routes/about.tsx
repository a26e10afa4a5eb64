import { useTranslation } from 'react-i18next';
import { ChallengeSolution, MissionVision } from '@/features/marketing/components/about-story';
import { CtaBanner } from '@/features/marketing/components/cta-links';
import { FigureGrid } from '@/features/marketing/components/figure-grid';
import { HighlightGrid } from '@/features/marketing/components/highlight-grid';
import { PageHero, Section } from '@/features/marketing/components/section';
import { useCoreValues } from '@/features/marketing/content/about';
import { useImpactFigures } from '@/features/marketing/content/claims';

export function Component() {
  const { t } = useTranslation('marketing');
  const values = useCoreValues();
  const impact = useImpactFigures();
  return (
    <>
      <PageHero eyebrow={t('about.eyebrow')} title={t('about.title')} lead={t('about.lead')} />
      <ChallengeSolution />
      <MissionVision />
      <Section title={t('about.valuesTitle')}>
        <HighlightGrid items={values} columns={4} />
      </Section>
      <Section title={t('about.impactTitle')} intro={t('about.impactIntro')} className="bg-slate-50">
        <FigureGrid figures={impact} />
      </Section>
      <CtaBanner title={t('about.ctaTitle')} text={t('about.ctaText')} />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { CtaBanner } from '@/features/marketing/components/cta-links';
import { FeatureCards } from '@/features/marketing/components/feature-cards';
import { HighlightGrid } from '@/features/marketing/components/highlight-grid';
import { LandingHero } from '@/features/marketing/components/landing-hero';
import { PartnerInvite } from '@/features/marketing/components/partner-invite';
import { ProblemSolution } from '@/features/marketing/components/problem-solution';
import { Section } from '@/features/marketing/components/section';
import { usePlatformHighlights } from '@/features/marketing/content/claims';

export function Component() {
  const { t } = useTranslation('marketing');
  const highlights = usePlatformHighlights();
  return (
    <>
      <LandingHero />
      <ProblemSolution />
      <FeatureCards />
      <Section title={t('landing.platformTitle')} intro={t('landing.platformIntro')}>
        <HighlightGrid items={highlights} />
      </Section>
      <PartnerInvite />
      <CtaBanner title={t('landing.ctaTitle')} text={t('landing.ctaText')} />
    </>
  );
}

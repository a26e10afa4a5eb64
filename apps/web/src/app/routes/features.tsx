import { useTranslation } from 'react-i18next';
import { CtaBanner } from '@/features/marketing/components/cta-links';
import { FeatureBlocks } from '@/features/marketing/components/feature-blocks';
import { HighlightGrid } from '@/features/marketing/components/highlight-grid';
import { IntegrationsBanner } from '@/features/marketing/components/integrations-banner';
import { PageHero, Section } from '@/features/marketing/components/section';
import { useMoreFeatures } from '@/features/marketing/content/features';

export function Component() {
  const { t } = useTranslation('marketing');
  const more = useMoreFeatures();
  return (
    <>
      <PageHero eyebrow={t('features.eyebrow')} title={t('features.title')} lead={t('features.lead')} />
      <FeatureBlocks />
      <Section title={t('features.moreTitle')} intro={t('features.moreIntro')} className="bg-white">
        <HighlightGrid items={more} />
      </Section>
      <IntegrationsBanner />
      <CtaBanner title={t('features.ctaTitle')} text={t('features.ctaText')} />
    </>
  );
}

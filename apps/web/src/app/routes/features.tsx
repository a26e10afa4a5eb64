import { CtaBanner } from '../../features/marketing/components/cta-links';
import { FeatureBlocks } from '../../features/marketing/components/feature-blocks';
import { HighlightGrid } from '../../features/marketing/components/highlight-grid';
import { IntegrationsBanner } from '../../features/marketing/components/integrations-banner';
import { PageHero, Section } from '../../features/marketing/components/section';
import { MORE_FEATURES } from '../../features/marketing/content/features';

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="Features"
        title="Powerful features for smarter logistics"
        lead="AI routes, live tracking, shared trucks and micro-warehouses: up to 30% lower costs, 40% faster deliveries and 25% lower CO2."
      />
      <FeatureBlocks />
      <Section
        title="More features"
        intro="The everyday tools that come with every account."
        className="bg-white"
      >
        <HighlightGrid items={MORE_FEATURES} />
      </Section>
      <IntegrationsBanner />
      <CtaBanner
        title="See it work on your own deliveries"
        text="Create an account and schedule a delivery: the route, the price and the pooling options appear in seconds."
      />
    </>
  );
}

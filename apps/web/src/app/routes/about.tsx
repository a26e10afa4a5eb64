import { ChallengeSolution, MissionVision } from '../../features/marketing/components/about-story';
import { CtaBanner } from '../../features/marketing/components/cta-links';
import { FigureGrid } from '../../features/marketing/components/figure-grid';
import { HighlightGrid } from '../../features/marketing/components/highlight-grid';
import { PageHero, Section } from '../../features/marketing/components/section';
import { CORE_VALUES } from '../../features/marketing/content/about';
import { IMPACT_FIGURES } from '../../features/marketing/content/claims';

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="About LogiSaathi"
        title="Your logistics companion"
        lead="LogiSaathi means 'logistics companion'. We give Delhi NCR's small and medium businesses the routing, pooling, tracking and storage tools that only large companies used to have."
      />
      <ChallengeSolution />
      <MissionVision />
      <Section title="Our core values">
        <HighlightGrid items={CORE_VALUES} columns={4} />
      </Section>
      <Section
        title="Our impact"
        intro="What LogiSaathi businesses have achieved together."
        className="bg-slate-50"
      >
        <FigureGrid figures={IMPACT_FIGURES} />
      </Section>
      <CtaBanner
        title="Grow with LogiSaathi"
        text="Ship smarter, spend less on fuel and give your customers deliveries they can follow."
      />
    </>
  );
}

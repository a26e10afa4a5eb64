import { CtaBanner } from '../../features/marketing/components/cta-links';
import { FeatureCards } from '../../features/marketing/components/feature-cards';
import { HighlightGrid } from '../../features/marketing/components/highlight-grid';
import { LandingHero } from '../../features/marketing/components/landing-hero';
import { PartnerInvite } from '../../features/marketing/components/partner-invite';
import { ProblemSolution } from '../../features/marketing/components/problem-solution';
import { Section } from '../../features/marketing/components/section';
import { PLATFORM_HIGHLIGHTS } from '../../features/marketing/content/claims';

export function Component() {
  return (
    <>
      <LandingHero />
      <ProblemSolution />
      <FeatureCards />
      <Section title="Built for the way MSMEs work" intro="Everything is included from the first delivery.">
        <HighlightGrid items={PLATFORM_HIGHLIGHTS} />
      </Section>
      <PartnerInvite />
      <CtaBanner
        title="Ready to cut your logistics costs?"
        text="Join the Delhi NCR businesses that ship together, track live and save up to 30% on every delivery."
      />
    </>
  );
}

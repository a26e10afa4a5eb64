import { CtaBanner } from '../../features/marketing/components/cta-links';
import { PageHero } from '../../features/marketing/components/section';
import { StepList } from '../../features/marketing/components/step-list';

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="How it works"
        title="From booking to doorstep in five steps"
        lead="Schedule a delivery in minutes. LogiSaathi plans the route, finds a shared truck and keeps you and your customer informed until it arrives."
      />
      <div className="bg-slate-50 px-4 py-14 sm:py-20">
        <StepList />
      </div>
      <CtaBanner
        title="Schedule your first delivery today"
        text="Sign up with your company details and see the route, the price and the weather risk before you book."
      />
    </>
  );
}

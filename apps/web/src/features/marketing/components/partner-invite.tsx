import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Icon } from '../../../components/ui/icon';
import { PARTNER_POINTS } from '../content/partners';
import { HighlightGrid } from './highlight-grid';
import { Section } from './section';

/** The supply side's way in (issue 14): 'Drive with LogiSaathi' leading to the partner sign-up. */
export function PartnerInvite() {
  return (
    <Section
      title="Drive with LogiSaathi"
      intro="Own a truck or run a fleet in Delhi NCR? Carry LogiSaathi's bookings and get paid for every trip."
      className="bg-slate-50"
    >
      <HighlightGrid items={PARTNER_POINTS} />
      <div className="mt-10 text-center">
        <Link
          to={paths.partnerSignUp}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-indigo-700 px-6 py-3 text-base font-semibold text-white hover:bg-indigo-800"
        >
          Become a truck partner
          <Icon name="arrow" className="h-5 w-5" />
        </Link>
      </div>
    </Section>
  );
}

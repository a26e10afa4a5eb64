import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { MemberRole } from '@logisaathi/domain';
import { QuickActions } from '@/features/deliveries/components/quick-actions';
import { StatCards } from '@/features/deliveries/components/stat-cards';
import { makeUser } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { pageAction } from './permissions';
import { useSession } from './session';

/** Says the role once the session has read it (the first render is before GET /api/auth/me answers). */
function SignedInAs() {
  const { user } = useSession();
  return user ? <p>signed in as {user.memberRole}</p> : null;
}

function renderDashboardParts(memberRole: MemberRole) {
  return renderWithProviders(
    <>
      <SignedInAs />
      <StatCards total={5} active={2} completed={2} paymentsInr={1_000} payableCount={1} />
      <QuickActions />
    </>,
    { user: makeUser({ memberRole }) },
  );
}

const signedIn = (role: MemberRole) => screen.findByText(`signed in as ${role}`);

describe('screens follow the member role (issue 37)', () => {
  it('a dispatcher sees no payments and may book; an accountant sees payments and may not book', async () => {
    const dispatcher = renderDashboardParts('dispatcher');
    await signedIn('dispatcher');
    await screen.findByRole('link', { name: /Add New Delivery/ });
    expect(screen.queryByRole('heading', { name: 'Total Payments' })).toBeNull();
    dispatcher.unmount();

    renderDashboardParts('accountant');
    await signedIn('accountant');
    await screen.findByRole('heading', { name: 'Total Payments' });
    expect(screen.queryByRole('link', { name: /Add New Delivery/ })).toBeNull();
  });

  it('a viewer gets no quick actions to book', async () => {
    renderDashboardParts('viewer');
    await signedIn('viewer');
    await screen.findByRole('link', { name: /Find Shared Trucks/ });
    expect(screen.queryByRole('link', { name: /Add New Delivery/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Total Payments' })).toBeNull();
  });

  it('names the action each page needs, from the one permissions table', () => {
    expect(pageAction('/billing')).toBe('billing.read');
    expect(pageAction('/add-delivery')).toBe('deliveries.book');
    expect(pageAction('/team/history')).toBe('team.history');
    expect(pageAction('/partner/jobs/0c4b8d1e-1111-4a1b-8c1d-000000000001')).toBe('jobs.read');
    expect(pageAction('/partner/earnings')).toBe('earnings.read');
    expect(pageAction('/partner/vehicles')).toBe('fleet.manage');
    expect(pageAction('/alerts')).toBe('alerts.read');
    expect(pageAction('/privacy')).toBeNull();
  });
});

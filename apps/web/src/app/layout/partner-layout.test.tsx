import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PartnerProfile } from '@logisaathi/domain';
import { makeUser } from '@/test/factories';
import { page, renderRoutes } from '@/test/render';
import { PartnerLayout } from './partner-layout';

const profile: PartnerProfile = {
  kind: 'owner_driver',
  businessName: 'Sharma Transport',
  settings: {
    homeArea: 'Okhla Phase II, Delhi',
    homeLocation: null,
    workingHours: { start: '09:00', end: '19:00' },
  },
  vehicleCount: 1,
  driverCount: 1,
  onlineVehicleCount: 0,
  rating: { average: null, count: 0 },
};

function renderLayout() {
  return renderRoutes(
    [{ path: '/partner', element: <PartnerLayout />, children: [{ index: true, element: page('Offers') }] }],
    {
      route: '/partner',
      user: makeUser({ role: 'partner', name: 'Ravi Kumar' }),
      api: { 'GET /api/partners/me': { body: { success: true, data: { partner: profile } } } },
    },
  );
}

describe('PartnerLayout', () => {
  it('switches the partner app to Hindi from its own header', async () => {
    const user = userEvent.setup();
    renderLayout();
    const tabs = await screen.findByRole('navigation', { name: 'Partner' });
    expect(await within(tabs).findByRole('link', { name: 'Licence' })).toBeInTheDocument();

    const languages = screen.getByRole('group', { name: 'Language' });
    await user.click(within(languages).getByRole('button', { name: 'हिंदी' }));

    const hindiTabs = await screen.findByRole('navigation', { name: 'पार्टनर' });
    expect(
      within(hindiTabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['ऑफ़र', 'मेरे काम', 'गाड़ियाँ', 'लाइसेंस', 'कमाई']);
    // jsdom drops the space before the screen-reader-only part of the name; a browser keeps it.
    expect(screen.getByRole('link', { name: /^खाता ?\(Ravi Kumar\)$/ })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
  });
});

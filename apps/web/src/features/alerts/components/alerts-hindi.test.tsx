import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAlert, makeUser } from '@/test/factories';
import { inHindi } from '@/test/hindi';
import { renderWithProviders } from '@/test/render';
import { AlertsScreen } from './alerts-screen';

const PASSWORD_CHANGED = makeAlert({
  id: 'alt_pw',
  type: 'info',
  title: 'Password Changed',
  message: 'Your password was changed and your other devices were signed out.',
  priority: 'high',
  status: 'active',
  time: '2025-03-12T09:30:00.000Z',
});

function renderAlerts(alerts = [PASSWORD_CHANGED]) {
  return renderWithProviders(<AlertsScreen />, {
    user: makeUser(),
    api: { 'GET /api/alerts': { body: { success: true, data: { alerts } } } },
  });
}

describe('alert counts in English', () => {
  it('reads "0 alerts" and "1 alert"', async () => {
    const user = userEvent.setup();
    renderAlerts();
    await screen.findByRole('button', { name: /^Unread\s*Password Changed/ });
    expect(screen.getByText('1 alert')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search alerts' }), 'truck');
    expect(screen.getByText('0 alerts')).toBeInTheDocument();
  });
});

describe('alerts in Hindi', () => {
  it('reads "0 अलर्ट" and shows the empty state in Hindi when there are none', async () => {
    await inHindi();
    const { server } = renderAlerts([]);
    await expect.poll(() => server.callsTo('GET /api/alerts').length).toBe(1);

    expect(await screen.findByText('कोई अलर्ट नहीं मिला')).toBeInTheDocument();
    expect(screen.getByText('0 अलर्ट')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^सभी अलर्ट/ })).toHaveTextContent('सभी अलर्ट (0)');
    expect(screen.getByRole('button', { name: 'फ़िल्टर हटाएँ' })).toBeInTheDocument();
  });

  it('shows an alert, its tabs, summary and details in Hindi', async () => {
    await inHindi();
    const user = userEvent.setup();
    renderAlerts();

    const toggle = await screen.findByRole('button', { name: /^बिना पढ़ा\s*पासवर्ड बदल गया/ });
    expect(screen.getByRole('heading', { name: 'अलर्ट और सूचनाएँ' })).toBeInTheDocument();
    expect(screen.getByText('1 अलर्ट')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^ज़्यादा ज़रूरी/ })).toHaveTextContent('ज़्यादा ज़रूरी (1)');
    expect(within(toggle).getByText('ज़्यादा')).toBeInTheDocument();
    expect(within(toggle).getByText('चालू')).toBeInTheDocument();
    expect(within(toggle).getByText(/12 मार्च 2025/)).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'अलर्ट का सारांश' });
    expect(within(summary).getByText('चालू अलर्ट').nextElementSibling).toHaveTextContent('1');

    await user.click(toggle);
    expect(
      screen.getByText('आपका पासवर्ड बदल गया है और आपके दूसरे डिवाइस साइन आउट कर दिए गए हैं।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पासवर्ड बदल गया के विकल्प' })).toBeInTheDocument();
  });

  it('finds an alert by its Hindi title', async () => {
    await inHindi();
    const user = userEvent.setup();
    renderAlerts();
    await screen.findByRole('button', { name: /^बिना पढ़ा\s*पासवर्ड बदल गया/ });

    await user.type(screen.getByRole('searchbox', { name: 'अलर्ट खोजें' }), 'पासवर्ड');
    expect(screen.getByText('1 अलर्ट')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'अलर्ट खोजें' }), ' ट्रक');
    expect(screen.getByText('0 अलर्ट')).toBeInTheDocument();
  });
});

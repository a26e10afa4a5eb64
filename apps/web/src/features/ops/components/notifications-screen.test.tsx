import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '@/test/factories';
import { inHindi } from '@/test/hindi';
import { renderWithProviders } from '@/test/render';
import { NotificationsScreen } from './notifications-screen';

const DEAD = {
  id: '6f1c7f5e-3d7e-4a55-9f7a-3b8e7e0c2a11',
  event: 'offer',
  channel: 'sms',
  recipient: '+919812345678',
  language: 'hi',
  state: 'dead',
  attempts: 5,
  nextAttemptAt: '2026-11-28T10:00:00.000Z',
  lastError: 'Provider answered 503',
  sentAt: null,
  createdAt: '2026-11-28T09:00:00.000Z',
};

const outbox = (messages: unknown[]) => ({
  body: { success: true, data: { counts: { dead: messages.length, sent: 12 }, messages } },
});

describe('NotificationsScreen', () => {
  it('lists dead letters with their counts and sends one again, as README once said to do with curl', async () => {
    let dead = [DEAD];
    const { server } = renderWithProviders(<NotificationsScreen />, {
      user: makeUser({ role: 'operator' }),
      api: {
        'GET /api/ops/notifications': () => outbox(dead),
        'POST /api/ops/notifications/:id/retry': () => {
          dead = [];
          return { body: { success: true, message: 'Message queued again' } };
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getByText('Last error: Provider answered 503')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Messages by state' })).toHaveTextContent('Sent: 12');
    expect(server.callsTo('GET /api/ops/notifications')[0]?.query).toEqual({ state: 'dead' });
    await userEvent.click(within(list).getByRole('button', { name: /^Send again/ }));
    expect(server.callsTo('POST /api/ops/notifications/:id/retry')[0]?.params).toEqual({ id: DEAD.id });
    expect(await screen.findByText('No messages in this state.')).toBeInTheDocument();
  });

  it('reads what the local fake channels recorded, in Hindi too', async () => {
    await inHindi();
    renderWithProviders(<NotificationsScreen />, {
      user: makeUser({ role: 'operator' }),
      api: {
        'GET /api/ops/notifications': outbox([]),
        'GET /api/ops/notifications/fake-messages': {
          body: {
            success: true,
            data: {
              messages: [
                {
                  messageId: 'm-1',
                  channel: 'sms',
                  recipient: '+919812345678',
                  body: { text: 'नया काम: ओखला से बवाना' },
                  sends: 1,
                  firstSentAt: '2026-11-28T09:00:00.000Z',
                },
              ],
            },
          },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'सूचनाएँ' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'दर्ज संदेश दिखाएँ' }));
    const fakes = await screen.findByRole('list', { name: 'लोकल नकली चैनलों में दर्ज संदेश' });
    expect(fakes).toHaveTextContent('नया काम: ओखला से बवाना');
  });
});

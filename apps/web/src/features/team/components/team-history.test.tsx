import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '@/test/factories';
import { inHindi } from '@/test/hindi';
import { renderWithProviders } from '@/test/render';
import { TeamHistory } from './team-history';

const MEMBERS = [
  { userId: '0c4b8d1e-1111-4a1b-8c1d-000000000001', name: 'Asha Verma', role: 'owner', isOwner: true },
  { userId: '0c4b8d1e-1111-4a1b-8c1d-000000000002', name: 'Anita Rao', role: 'accountant', isOwner: false },
].map((m) => ({ ...m, email: 'x@example.in', phone: '9811122233', joinedAt: '2026-11-01T05:00:00.000Z' }));

const ENTRIES = [
  {
    id: 'a1',
    action: 'invoice.utr',
    subject: 'LS/26-27/000012',
    actorName: 'Anita Rao',
    actorUserId: MEMBERS[1]!.userId,
    at: '2026-11-20T06:30:00.000Z',
  },
  {
    id: 'a2',
    action: 'delivery.booked',
    subject: 'LS8K2M4P',
    actorName: 'Deepak Singh',
    actorUserId: null,
    at: '2026-11-19T04:00:00.000Z',
  },
];

function renderHistory() {
  return renderWithProviders(<TeamHistory />, {
    user: makeUser(),
    api: {
      'GET /api/team': { body: { success: true, data: { members: MEMBERS, invitations: [] } } },
      'GET /api/team/history': (req) => ({
        body: {
          success: true,
          data: {
            actions: ENTRIES.filter(
              (e) =>
                (!req.query.member || e.actorUserId === req.query.member) &&
                (!req.query.action || e.action === req.query.action),
            ),
          },
        },
      }),
    },
  });
}

describe('TeamHistory', () => {
  it('lists who did what, and narrows it to one member and to one kind of action', async () => {
    const { server } = renderHistory();
    const list = await screen.findByRole('list', { name: 'Who did what' });
    expect(
      within(list)
        .getAllByTestId('history-entry')
        .map((li) => li.firstChild?.textContent),
    ).toEqual([
      'Anita Rao · Entered a UTR · LS/26-27/000012',
      // A member who has left keeps the name they had.
      'Deepak Singh · Booked a delivery · LS8K2M4P',
    ]);

    await userEvent.selectOptions(screen.getByLabelText('Member'), 'Anita Rao');
    await screen.findByText('Anita Rao · Entered a UTR · LS/26-27/000012');
    expect(screen.queryByText(/Deepak Singh/)).toBeNull();
    expect(server.callsTo('GET /api/team/history').at(-1)?.query).toEqual({ member: MEMBERS[1]!.userId });

    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Booked a delivery');
    await screen.findByText('Nothing recorded yet for this choice.');
    expect(server.callsTo('GET /api/team/history').at(-1)?.query).toEqual({
      member: MEMBERS[1]!.userId,
      action: 'delivery.booked',
    });
  });

  it('reads in Hindi', async () => {
    await inHindi();
    renderHistory();
    await screen.findByRole('heading', { level: 1, name: 'किसने क्या किया' });
    await screen.findByText('Anita Rao · UTR दर्ज किया · LS/26-27/000012');
    expect(screen.getByLabelText('सदस्य')).toBeInTheDocument();
    expect(screen.getByLabelText('काम')).toBeInTheDocument();
  });
});

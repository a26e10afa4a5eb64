/*
 * The operators' exceptions screen (issue 33): one queue of every kind, filtered by kind and by open or resolved;
 * an answer needs an outcome, a message to the business and, when a partner carried the delivery, one to the
 * partner; resolved exceptions show their answer; in English and Hindi.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpsException } from '@logisaathi/domain';
import { makeUser } from '@/test/factories';
import { inHindi } from '@/test/hindi';
import { renderWithProviders } from '@/test/render';
import type { FakeRequest } from '@/test/fake-server';
import { ExceptionsScreen } from './exceptions-screen';

const LIST = 'GET /api/ops/exceptions';
const RESOLVE = 'POST /api/ops/exceptions/:id/resolve';

const base: Omit<OpsException, 'id' | 'kind'> = {
  deliveryRowId: '6a1f0c1e-0000-4000-8000-000000000001',
  deliveryId: 'LS-20260312-0001',
  deliveryStatus: 'Scheduled',
  company: 'Gupta Traders',
  partner: { id: 'p-1', name: 'Yadav Roadways' },
  raisedAt: '2026-03-12T10:00:00.000Z',
  urgent: false,
  reason: null,
  description: null,
  distanceFromDropM: null,
  positionFlag: null,
  pickupDate: '2026-03-12',
  timeSlot: '12-15',
  hasInvoice: false,
  resolution: null,
};
const late: OpsException = {
  ...base,
  id: 'late-pickup.6a1f0c1e-0000-4000-8000-000000000001',
  kind: 'late-pickup',
  urgent: true,
};
const dispute: OpsException = {
  ...base,
  id: 'dispute.6a1f0c1e-0000-4000-8000-0000000000d1',
  kind: 'dispute',
  deliveryId: 'LS-20260312-0002',
  deliveryStatus: 'Delivered',
  reason: 'damaged',
  description: 'Two cartons arrived crushed.',
  hasInvoice: true,
};
const far: OpsException = {
  ...base,
  id: 'proof-far.6a1f0c1e-0000-4000-8000-000000000003',
  kind: 'proof-far',
  deliveryId: 'LS-20260312-0003',
  deliveryStatus: 'Delivered',
  partner: null,
  distanceFromDropM: 3200,
  positionFlag: 'far_from_drop',
  resolution: {
    outcome: 'no-action',
    shipperMessage: 'The receiver met the driver at the market gate.',
    partnerMessage: null,
    resolvedAt: '2026-03-12T12:00:00.000Z',
    resolvedBy: 'ops@example.in',
    creditNoteNumber: null,
  },
};

const listing = (req: FakeRequest) => {
  const all = req.query.status === 'resolved' ? [far] : [late, dispute];
  return {
    body: {
      success: true,
      data: { exceptions: all.filter((e) => !req.query.kind || e.kind === req.query.kind) },
    },
  };
};

describe('the exceptions screen', () => {
  it('lists open exceptions, filters by kind, and answers one with messages to both sides', async () => {
    const { server } = renderWithProviders(<ExceptionsScreen />, {
      user: makeUser({ role: 'operator' }),
      api: {
        [LIST]: listing,
        [RESOLVE]: (req: FakeRequest) => ({
          body: {
            success: true,
            data: {
              exception: {
                ...dispute,
                resolution: {
                  ...(req.body as { outcome: 'refund'; shipperMessage: string; partnerMessage: string }),
                  resolvedAt: '2026-03-12T11:00:00.000Z',
                  resolvedBy: 'ops@example.in',
                  creditNoteNumber: 'CN/25-26/000001',
                },
              },
            },
          },
        }),
      },
    });
    const list = await screen.findByRole('list', { name: 'Exceptions' });
    const items = await within(list).findAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual([
      'Late pickup LS-20260312-0001',
      'Dispute LS-20260312-0002',
    ]);
    expect(within(items[0]!).getByText('Urgent')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Damaged goods: Two cartons arrived crushed.');

    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Dispute');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(server.callsTo(LIST).at(-1)?.query).toEqual({ status: 'open', kind: 'dispute' });

    const item = within(list).getByRole('listitem', { name: 'Dispute LS-20260312-0002' });
    await userEvent.click(within(item).getByText('Answer'));
    const form = within(item).getByRole('form', { name: 'Answer the exception on LS-20260312-0002' });
    await userEvent.click(within(form).getByRole('button', { name: 'Resolve' }));
    expect(within(form).getByLabelText('Outcome')).toHaveAccessibleDescription('Choose an outcome');
    expect(
      within(form).getByLabelText('Message to the truck partner (Yadav Roadways)'),
    ).toHaveAccessibleDescription('Write a message to the truck partner (at least 3 characters)');
    expect(server.callsTo(RESOLVE)).toEqual([]);

    await userEvent.selectOptions(within(form).getByLabelText('Outcome'), 'Refunded by credit note');
    await userEvent.type(
      within(form).getByLabelText('Message to the business (Gupta Traders)'),
      'We have refunded the trip.',
    );
    await userEvent.type(
      within(form).getByLabelText('Message to the truck partner (Yadav Roadways)'),
      'Keep wet cartons off the floor.',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(server.callsTo(RESOLVE)).toHaveLength(1));
    expect(server.callsTo(RESOLVE).map((c) => [c.path, c.body])).toEqual([
      [
        `/api/ops/exceptions/${encodeURIComponent(dispute.id)}/resolve`,
        {
          outcome: 'refund',
          shipperMessage: 'We have refunded the trip.',
          partnerMessage: 'Keep wet cartons off the floor.',
        },
      ],
    ]);
  });

  it('shows resolved exceptions with their answer, in Hindi', async () => {
    await inHindi();
    renderWithProviders(<ExceptionsScreen />, {
      user: makeUser({ role: 'operator' }),
      api: { [LIST]: listing },
    });
    await screen.findAllByRole('listitem');
    await userEvent.selectOptions(screen.getByLabelText('दिखाएँ'), 'सुलझे हुए');
    const item = await screen.findByRole('listitem', { name: 'डिलीवरी का सबूत ड्रॉप से दूर LS-20260312-0003' });
    expect(item).toHaveTextContent('सबूत ड्रॉप से 3.2 किमी दूर लिया गया।');
    expect(within(item).getByTestId('resolution')).toHaveTextContent(
      'कारोबार को: The receiver met the driver at the market gate.',
    );
    expect(within(item).getByTestId('resolution')).toHaveTextContent('कोई कार्रवाई ज़रूरी नहीं: ops@example.in');
    expect(within(item).queryByText('जवाब दें')).not.toBeInTheDocument();
  });
});

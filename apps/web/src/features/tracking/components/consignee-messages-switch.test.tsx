/*
 * The shipper's switch for one delivery's consignee messages (issue 34): it reads the delivery's state, saves a
 * change with PUT, and says whether the message already went; in English and Hindi.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '@/test/factories';
import { inHindi } from '@/test/hindi';
import { renderWithProviders } from '@/test/render';
import type { FakeRequest } from '@/test/fake-server';
import { ConsigneeMessagesSwitch } from './consignee-messages-switch';

const ROUTE = 'GET /api/notifications/deliveries/:id/consignee-messages';
const SAVE = 'PUT /api/notifications/deliveries/:id/consignee-messages';

describe('the consignee messages switch of a delivery', () => {
  it('switches the consignee messages off for this delivery', async () => {
    const { server } = renderWithProviders(<ConsigneeMessagesSwitch deliveryRowId="row-1" />, {
      user: makeUser(),
      api: {
        [ROUTE]: { body: { success: true, data: { enabled: true, sent: false } } },
        [SAVE]: (req: FakeRequest) => ({
          body: { success: true, data: { enabled: (req.body as { enabled: boolean }).enabled, sent: false } },
        }),
      },
    });
    const box = await screen.findByRole('checkbox', {
      name: 'Send the consignee the tracking link and delivery code by SMS or WhatsApp',
    });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(
      'They go once a truck is assigned. The consignee can stop them through the link in the message.',
    );
    await userEvent.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    expect(server.callsTo(SAVE).map((c) => [c.path, c.body])).toEqual([
      ['/api/notifications/deliveries/row-1/consignee-messages', { enabled: false }],
    ]);
    expect(box).toHaveAccessibleDescription('The consignee gets no messages about this delivery.');
  });

  it('says in Hindi that the message already went', async () => {
    await inHindi();
    renderWithProviders(<ConsigneeMessagesSwitch deliveryRowId="row-1" />, {
      user: makeUser(),
      api: { [ROUTE]: { body: { success: true, data: { enabled: true, sent: true } } } },
    });
    const box = await screen.findByRole('checkbox', {
      name: 'माल लेने वाले को ट्रैकिंग लिंक और डिलीवरी कोड SMS या WhatsApp से भेजें',
    });
    expect(box).toHaveAccessibleDescription('माल लेने वाले को भेजा जा चुका है।');
  });
});

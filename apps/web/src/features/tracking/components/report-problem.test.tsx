/*
 * 'Report a problem' on a delivery (issue 33): the form checks its fields with the domain's schema before
 * sending, sends the reason and description, then shows the open dispute instead of the button; LogiSaathi's
 * answers show under it; in English and Hindi.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '@/test/factories';
import { inHindi } from '@/test/hindi';
import { renderWithProviders } from '@/test/render';
import type { FakeRequest } from '@/test/fake-server';
import { ReportProblem } from './report-problem';

const READ = 'GET /api/deliveries/:id/problems';
const RAISE = 'POST /api/deliveries/:id/disputes';
const none = { body: { success: true, data: { dispute: null, answers: [] } } };

describe('Report a problem on a delivery', () => {
  it('checks the form, sends the reason and description, then shows the open dispute', async () => {
    const { server } = renderWithProviders(<ReportProblem deliveryRowId="row-1" />, {
      user: makeUser(),
      api: {
        [READ]: none,
        [RAISE]: (req: FakeRequest) => ({
          status: 201,
          body: {
            success: true,
            data: {
              dispute: {
                id: 'd-1',
                ...(req.body as { reason: string; description: string }),
                createdAt: '2026-03-12T06:30:00.000Z',
                status: 'open',
              },
              answers: [],
            },
          },
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Report a problem' }));
    const form = screen.getByRole('form', { name: 'Report a problem with this delivery' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send to LogiSaathi' }));
    expect(within(form).getByLabelText('What went wrong?')).toHaveAccessibleDescription(
      'Choose what went wrong',
    );
    expect(within(form).getByLabelText('Describe the problem')).toHaveAccessibleDescription(
      'Describe the problem (at least 10 characters)',
    );
    expect(server.callsTo(RAISE)).toEqual([]);

    await userEvent.selectOptions(within(form).getByLabelText('What went wrong?'), 'Damaged goods');
    await userEvent.type(within(form).getByLabelText('Describe the problem'), 'Two cartons arrived crushed.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send to LogiSaathi' }));

    expect(
      await screen.findByText('Problem reported. LogiSaathi operations will look into it and reply here.'),
    ).toBeInTheDocument();
    expect(server.callsTo(RAISE).map((c) => [c.path, c.body])).toEqual([
      ['/api/deliveries/row-1/disputes', { reason: 'damaged', description: 'Two cartons arrived crushed.' }],
    ]);
    const status = screen.getByTestId('dispute-status');
    expect(status).toHaveTextContent('Damaged goods');
    expect(status).toHaveTextContent('Open: LogiSaathi is looking into it');
    // One open dispute at a time: the button is gone until LogiSaathi answers.
    expect(screen.queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
  });

  it('shows the resolved dispute and the answer in Hindi, and offers to report another problem', async () => {
    await inHindi();
    renderWithProviders(<ReportProblem deliveryRowId="row-1" />, {
      user: makeUser(),
      api: {
        [READ]: {
          body: {
            success: true,
            data: {
              dispute: {
                id: 'd-1',
                reason: 'missing_items',
                description: 'One box short.',
                createdAt: '2026-03-12T06:30:00.000Z',
                status: 'resolved',
              },
              answers: [
                {
                  kind: 'dispute',
                  outcome: 'refund',
                  message: 'हमने आपके इनवॉइस पर क्रेडिट नोट जारी किया है।',
                  at: '2026-03-12T09:00:00.000Z',
                },
              ],
            },
          },
        },
      },
    });
    const status = await screen.findByTestId('dispute-status');
    expect(status).toHaveTextContent('सामान कम पहुँचा');
    expect(status).toHaveTextContent('सुलझ गई');
    const answers = screen.getByRole('list', { name: 'LogiSaathi के जवाब' });
    expect(answers).toHaveTextContent('शिकायत · क्रेडिट नोट से पैसे वापस');
    expect(answers).toHaveTextContent('हमने आपके इनवॉइस पर क्रेडिट नोट जारी किया है।');
    expect(screen.getByRole('button', { name: 'समस्या बताएँ' })).toBeInTheDocument();
  });
});

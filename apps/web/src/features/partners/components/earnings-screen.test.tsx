import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { istWeekStart, addDaysToIsoDate } from '@logisaathi/domain';
import { makeUser } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { EarningsScreen } from './earnings-screen';

describe('EarningsScreen', () => {
  it("shows the week's totals and the partner's account: paid out and still owed", async () => {
    const weekStart = istWeekStart(new Date());
    renderWithProviders(<EarningsScreen />, {
      user: makeUser({ role: 'partner' }),
      api: {
        'GET /api/partners/earnings': {
          body: {
            success: true,
            data: {
              statement: {
                weekStart,
                weekEnd: addDaysToIsoDate(weekStart, 6),
                trips: [],
                totals: { trips: 0, farePaise: 0, commissionPaise: 0, netPaise: 0 },
              },
              ledger: {
                earnedPaise: 450_000,
                paidOutPaise: 300_000,
                owedPaise: 150_000,
                weekPaidOutPaise: 0,
                payouts: [],
              },
            },
          },
        },
      },
    });
    expect(await screen.findByTestId('paid-out')).toHaveTextContent('₹3,000.00');
    expect(screen.getByTestId('owed')).toHaveTextContent('₹1,500.00');
  });
});

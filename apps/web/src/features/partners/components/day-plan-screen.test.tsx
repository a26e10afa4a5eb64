import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DAY_PLAN_MESSAGES, type DayPlan, type DayPlanStop } from '@logisaathi/domain';
import { makeUser } from '@/test/factories';
import type { FakeRoutes } from '@/test/fake-server';
import { renderWithProviders } from '@/test/render';
import { DayPlanScreen } from './day-plan-screen';

const partner = makeUser({ role: 'partner' });
const NOW = new Date('2026-11-25T04:30:00.000Z'); // 10:00 IST

function stop(
  jobId: string,
  kind: 'pickup' | 'drop',
  at: string,
  over: Partial<DayPlanStop> = {},
): DayPlanStop {
  return {
    jobId,
    deliveryId: `LS${jobId.toUpperCase()}`,
    kind,
    area: kind === 'pickup' ? 'Okhla Phase II, Delhi' : 'Bawana Industrial Area, Delhi',
    address: kind === 'pickup' ? 'Plot 12, Okhla' : 'Sector 3, Bawana',
    lat: 28.53,
    lon: 77.27,
    arriveAt: at,
    startAt: at,
    leaveAt: at,
    loadKgAfter: kind === 'pickup' ? 12 : 0,
    slot: '12-15',
    pickedUp: false,
    pinned: false,
    ...over,
  };
}

function makePlan(date: string): DayPlan {
  return {
    date,
    plannedAt: NOW.toISOString(),
    totalKm: 74.2,
    routes: [
      {
        vehicleId: 'veh_a',
        registrationDisplay: 'HR 26 AB 1234',
        bodyType: 'Tata 407',
        payloadKg: 2500,
        driverName: 'Ramesh Kumar',
        km: 74.2,
        stops: [
          stop('j1', 'pickup', `${date}T06:30:00.000Z`),
          stop('j2', 'pickup', `${date}T06:45:00.000Z`),
          stop('j1', 'drop', `${date}T08:10:00.000Z`),
          stop('j2', 'drop', `${date}T08:25:00.000Z`),
        ],
      },
      {
        vehicleId: 'veh_b',
        registrationDisplay: 'HR 26 CD 5678',
        bodyType: 'Mini Truck',
        payloadKg: 750,
        driverName: null,
        km: 0,
        stops: [],
      },
    ],
    unplanned: [],
  };
}

function renderScreen(api: FakeRoutes = {}) {
  return renderWithProviders(<DayPlanScreen now={NOW} />, {
    user: partner,
    api: {
      'GET /api/partners/day-plan': (req) => ({
        body: { success: true, data: { plan: makePlan(req.query.date!) } },
      }),
      'GET /api/partners/jobs': { body: { success: true, data: { active: [], finished: [], pooled: [] } } },
      ...api,
    },
  });
}

describe('DayPlanScreen', () => {
  it("shows today's route per vehicle with its stops in order, times and km", async () => {
    const { server } = renderScreen();
    const stops = within(
      await screen.findByRole('list', { name: 'Stops of HR 26 AB 1234 in order' }),
    ).getAllByRole('listitem');
    expect(stops.map((s) => s.querySelector('p')!.textContent)).toEqual([
      '1. Pickup: Okhla Phase II, Delhi',
      '2. Pickup: Okhla Phase II, Delhi',
      '3. Drop: Bawana Industrial Area, Delhi',
      '4. Drop: Bawana Industrial Area, Delhi',
    ]);
    expect(stops[0]).toHaveTextContent('12:00 pm');
    expect(screen.getByText('4 stops · 74.2 km')).toBeInTheDocument();
    expect(screen.getByText('No stops this day.')).toBeInTheDocument();
    expect(server.callsTo('GET /api/partners/day-plan')[0]?.query).toEqual({ date: '2026-11-25' });
  });

  it('asks for another day from the labelled date picker', async () => {
    const { server } = renderScreen();
    const day = await screen.findByLabelText('Day');
    // jsdom's date input takes no typed keys: the picker's change is what the browser reports.
    fireEvent.change(day, { target: { value: '2026-11-26' } });
    await screen.findByText(/26 Nov 2026/);
    expect(server.callsTo('GET /api/partners/day-plan').map((c) => c.query.date)).toContain('2026-11-26');
  });

  it('moves a job to another vehicle by keyboard, and shows the refusal message', async () => {
    let refuse = false;
    const { server } = renderScreen({
      'POST /api/partners/day-plan/moves': () =>
        refuse
          ? { status: 409, body: { success: false, message: DAY_PLAN_MESSAGES.cannotCarry, errors: [] } }
          : { body: { success: true, data: { plan: makePlan('2026-11-25') } } },
    });
    const select = await screen.findByLabelText('Move LSJ1 to vehicle');
    select.focus();
    await userEvent.selectOptions(select, 'veh_b');
    await userEvent.tab();
    expect(screen.getAllByRole('button', { name: 'Move' })[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect
      .poll(() => server.callsTo('POST /api/partners/day-plan/moves')[0]?.body)
      .toEqual({
        jobId: 'j1',
        vehicleId: 'veh_b',
      });
    refuse = true;
    await userEvent.click(screen.getAllByRole('button', { name: 'Move' })[1]!);
    expect(await screen.findByRole('alert')).toHaveTextContent(DAY_PLAN_MESSAGES.cannotCarry);
  });
});

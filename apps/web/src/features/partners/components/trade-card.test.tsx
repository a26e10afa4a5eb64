import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRADE_MESSAGES, type Trade, type TradeJob } from '@logisaathi/domain';
import { advance, useFakeClock } from '@/test/clock';
import { makeUser } from '@/test/factories';
import { deferred, type FakeReply, type FakeRoutes } from '@/test/fake-server';
import { inHindi } from '@/test/hindi';
import { renderWithProviders } from '@/test/render';
import { useJobs } from '../api/get-jobs';
import { tradesQueryKey } from '../api/get-trades';
import { usePartnerStream } from '../hooks/use-partner-stream';
import { TradeCard } from './trade-card';
import { TradesList } from './trades-list';

const NOW = new Date('2026-11-25T06:30:00.000Z'); // 12:00 IST
const partner = makeUser({ role: 'partner' });

function makeJob(overrides: Partial<TradeJob> = {}): TradeJob {
  return {
    deliveryId: 'DEL-7K2P9Q',
    pickupArea: 'Okhla Phase II, Delhi',
    dropArea: 'Bawana Industrial Area, Delhi',
    pickupDate: '2026-11-25',
    slot: '12-15',
    plannedPickupAt: '2026-11-25T08:10:00.000Z', // 1:40 pm IST
    weightKg: 450,
    netPaise: 91_800,
    ...overrides,
  };
}

function makeTrade(overrides: Partial<Trade> = {}): Trade {
  return {
    id: 'trd_1',
    vehicle: { id: 'veh_1', registrationDisplay: 'DL 1L AB 1234', bodyType: 'Tata 407' },
    otherBodyType: 'Mini Truck',
    gives: [makeJob()],
    takes: [
      makeJob({
        deliveryId: 'DEL-3M8R1T',
        pickupArea: 'Naraina Industrial Area, Delhi',
        dropArea: 'Mundka, Delhi',
        slot: '15-18',
        plannedPickupAt: '2026-11-25T10:00:00.000Z', // 3:30 pm IST
        weightKg: 1200,
        netPaise: 1_45_000,
      }),
    ],
    emptyKm: { before: 42.5, after: 18 },
    accepted: false,
    expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

function renderCard(trade: Trade, props: Partial<Parameters<typeof TradeCard>[0]> = {}) {
  const all = {
    trade,
    onAccept: vi.fn(),
    onDecline: vi.fn(),
    onExpire: vi.fn(),
    onDismiss: vi.fn(),
    busyAnswer: null,
    error: null,
    closedMessage: null,
    ...props,
  };
  render(<TradeCard {...all} />);
  return all;
}

const cardFor = (registration: string) => screen.findByRole('article', { name: `Trade for ${registration}` });

describe('TradeCard', () => {
  it('shows what the truck hands over and takes, its empty km before and after, and the time left', () => {
    useFakeClock(NOW);
    renderCard(makeTrade({ expiresAt: new Date(NOW.getTime() + 5 * 60_000).toISOString() }));
    const card = screen.getByRole('article', { name: 'Trade for DL 1L AB 1234' });

    const gives = within(card).getByRole('list', { name: 'You hand over' });
    expect(gives).toHaveTextContent('Okhla Phase II, Delhi → to Bawana Industrial Area, Delhi');
    expect(gives).toHaveTextContent('25 Nov 2026, 12 PM - 3 PM · pickup at 1:40 pm');
    expect(gives).toHaveTextContent('DEL-7K2P9Q · 450 kg · you earn ₹918.00');
    const takes = within(card).getByRole('list', { name: 'You take' });
    expect(takes).toHaveTextContent('Naraina Industrial Area, Delhi → to Mundka, Delhi');
    expect(takes).toHaveTextContent('25 Nov 2026, 3 PM - 6 PM · pickup at 3:30 pm');
    expect(takes).toHaveTextContent('DEL-3M8R1T · 1,200 kg · you earn ₹1,450.00');

    expect(within(card).getByTestId('trade-empty-km')).toHaveTextContent(
      '42.5 km → to 18 km24.5 km fewer empty km',
    );
    expect(card).toHaveTextContent('Tata 407');
    expect(card).toHaveTextContent('Mini truck (Tata Ace)');
    expect(within(card).getByText('5:00')).toHaveAccessibleName('5 minutes 0 seconds left');
  });

  it('hides the earnings from a member who may not see them, and the answers from one who may not give them', () => {
    renderCard(makeTrade(), { showEarning: false, canAnswer: false });
    const card = screen.getByRole('article', { name: 'Trade for DL 1L AB 1234' });
    expect(card).toHaveTextContent('DEL-7K2P9Q · 450 kg');
    expect(card).not.toHaveTextContent('₹');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('is answered from the keyboard with real, named buttons', async () => {
    const user = userEvent.setup();
    const props = renderCard(makeTrade());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Accept' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(props.onAccept).toHaveBeenCalledOnce();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Decline' })).toHaveFocus();
    await user.keyboard(' ');
    expect(props.onDecline).toHaveBeenCalledOnce();
  });

  it('reports the expiry once the time is up', async () => {
    useFakeClock(NOW);
    const props = renderCard(makeTrade({ expiresAt: new Date(NOW.getTime() + 2_000).toISOString() }));
    await advance(1_000);
    expect(props.onExpire).not.toHaveBeenCalled();
    await advance(1_000);
    expect(props.onExpire).toHaveBeenCalledOnce();
  });

  it('is shown in Hindi', async () => {
    useFakeClock(NOW);
    await inHindi();
    renderCard(makeTrade({ accepted: true }));
    const card = screen.getByRole('article', { name: 'DL 1L AB 1234 की अदला-बदली' });
    expect(within(card).getByRole('list', { name: 'आप देंगे' })).toHaveTextContent('25 नव॰ 2026');
    expect(within(card).getByRole('list', { name: 'आप लेंगे' })).toHaveTextContent('आपकी कमाई ₹1,450.00');
    expect(card).toHaveTextContent('मिनी ट्रक (Tata Ace)');
    expect(within(card).getByTestId('trade-empty-km')).toHaveTextContent('24.5 km कम खाली चलेगा');
    expect(within(card).getByRole('status')).toHaveTextContent(
      'आपने स्वीकार कर लिया, दूसरे ट्रक मालिक के जवाब का इंतज़ार है',
    );
    expect(within(card).queryByRole('button', { name: 'स्वीकार करें' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'मना करें' })).toBeInTheDocument();
  });
});

function StreamHost() {
  usePartnerStream(true);
  return null;
}

/** Counts the re-reads of the partner's jobs, as the jobs screen would do them. */
function JobsProbe() {
  useJobs();
  return null;
}

const JOBS_ROUTE: FakeRoutes = {
  'GET /api/partners/jobs': { body: { success: true, data: { jobs: [], finished: [], trips: [] } } },
};

/** The list as the home screen shows it, with the jobs query open; `isStreamed` adds the partner stream. */
function renderList(trades: Trade[], api: FakeRoutes = {}, isStreamed = false) {
  const routes = { 'GET /api/partners/trades': { body: { success: true, data: { trades } } }, ...JOBS_ROUTE };
  return renderWithProviders(
    <>
      {isStreamed && <StreamHost />}
      <TradesList />
      <JobsProbe />
    </>,
    { user: partner, api: { ...routes, ...api } },
  );
}

const answer = (status: 'waiting' | 'done' | 'declined', message: string) => ({
  body: { success: true, message, data: { status } },
});

/** One open trade on the list; the partner taps `button` and the server answers with `reply`. */
async function tapOnTrade(button: 'Accept' | 'Decline', reply: FakeReply) {
  const user = userEvent.setup();
  const route = `POST /api/partners/trades/:id/${button.toLowerCase()}`;
  const result = renderList([makeTrade()], { [route]: reply });
  const card = await cardFor('DL 1L AB 1234');
  await user.click(await within(card).findByRole('button', { name: button }));
  return { ...result, user, card };
}

describe('TradesList', () => {
  it('shows nothing at all when no trade is open', async () => {
    const { container, queryClient } = renderList([]);
    await vi.waitFor(() => expect(queryClient.getQueryState(tradesQueryKey)?.status).toBe('success'));
    expect(container).toBeEmptyDOMElement();
  });

  it('accepts, then says it waits for the other truck owner', async () => {
    const { server, card } = await tapOnTrade('Accept', answer('waiting', TRADE_MESSAGES.accepted));
    const status = within(card).getByRole('status');
    await vi.waitFor(() => expect(status).toHaveTextContent('Accepted, waiting for the other truck owner'));
    expect(status).toHaveFocus();
    expect(server.callsTo('POST /api/partners/trades/:id/accept')).toMatchObject([
      { params: { id: 'trd_1' }, body: undefined },
    ]);
    expect(within(card).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  it('removes a trade carried out and re-reads the jobs that moved', async () => {
    const { server, card } = await tapOnTrade('Accept', answer('done', TRADE_MESSAGES.done));
    await vi.waitFor(() => expect(card).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent(TRADE_MESSAGES.done);
    await vi.waitFor(() => expect(server.callsTo('GET /api/partners/jobs')).toHaveLength(2));
  });

  it("says so on the card when a truck's day changed, and lets the partner dismiss it", async () => {
    const { user, card } = await tapOnTrade('Accept', {
      status: 409,
      body: { success: false, message: TRADE_MESSAGES.changed },
    });
    expect(await within(card).findByRole('alert')).toHaveTextContent(TRADE_MESSAGES.changed);
    expect(within(card).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
    expect(card).not.toBeInTheDocument();
  });

  it('declines and removes the card', async () => {
    const { server, card } = await tapOnTrade('Decline', answer('declined', TRADE_MESSAGES.declined));
    await vi.waitFor(() => expect(card).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent(TRADE_MESSAGES.declined);
    expect(server.callsTo('POST /api/partners/trades/:id/decline')).toHaveLength(1);
    expect(server.callsTo('POST /api/partners/trades/:id/accept')).toHaveLength(0);
  });
});

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

describe('TradesList on the partner stream', () => {
  it('adds a new trade, updates one accepted elsewhere, drops one carried out and re-reads the jobs', async () => {
    const connect = deferred<void>();
    const reread = deferred<void>();
    const done = makeTrade();
    const open = makeTrade({
      id: 'trd_2',
      vehicle: { id: 'veh_2', registrationDisplay: 'DL 1M CD 5678', bodyType: 'Tata 709' },
    });
    const added = makeTrade({
      id: 'trd_3',
      vehicle: { id: 'veh_3', registrationDisplay: 'DL 1N EF 9012', bodyType: 'Pickup' },
    });
    let reads = 0;
    let streams = 0;
    const { server, queryClient } = renderList(
      [],
      {
        'GET /api/partners/trades': async () => {
          const read = ++reads;
          // The re-read on connecting is held until the test has seen what the events themselves did.
          if (read > 1) await reread.promise;
          const trades = read > 1 ? [{ ...open, accepted: true }, added] : [done, open];
          return { body: { success: true, data: { trades } } };
        },
        'GET /api/partners/stream': async () => {
          // The second connection (after this one ends) is refused, which ends the attempts.
          if (++streams > 1) return { status: 404, body: { success: false } };
          await connect.promise;
          return {
            text:
              sse('snapshot', { offers: [] }) +
              sse('trade', added) +
              sse('trade', { ...open, accepted: true }) +
              sse('trade-closed', { tradeId: done.id, status: 'done' }),
          };
        },
      },
      true,
    );
    const doneCard = await cardFor('DL 1L AB 1234');
    const openCard = await cardFor('DL 1M CD 5678');
    connect.resolve();

    expect(await cardFor('DL 1N EF 9012')).toBeInTheDocument();
    await vi.waitFor(() => expect(doneCard).not.toBeInTheDocument());
    expect(within(openCard).getByRole('status')).toHaveTextContent(
      'Accepted, waiting for the other truck owner',
    );
    await vi.waitFor(() => expect(server.callsTo('GET /api/partners/jobs')).toHaveLength(2));
    expect(server.callsTo('GET /api/partners/trades')).toHaveLength(2);

    reread.resolve();
    await vi.waitFor(() => expect(queryClient.getQueryState(tradesQueryKey)?.fetchStatus).toBe('idle'));
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});

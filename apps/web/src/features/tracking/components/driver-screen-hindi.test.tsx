/* The driver's page in Hindi (issue 17): the job, its stops, the step buttons and the delivery-code form. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DriverJob } from '@logisaathi/domain';
import { inHindi } from '@/test/hindi';
import { renderWithProviders } from '@/test/render';
import { DriverScreen } from './driver-screen';

const end = (address: string) => ({
  address,
  contactPerson: 'Ravi',
  contactPhone: '9811122233',
  instructions: '',
  coordinates: { lat: 28.53, lon: 77.27 },
});

function job(overrides: Partial<DriverJob> = {}): DriverJob {
  return {
    deliveryId: 'LS7K2P9Q',
    status: 'Out for Delivery',
    nextStatuses: ['Delivered', 'Failed'],
    isFinished: false,
    driver: { name: 'Suresh Kumar', vehicleNumber: 'DL 1L AB 1234' },
    pickup: end('Plot 12, Okhla Industrial Area Phase 2'),
    drop: end('Sector 3, Bawana Industrial Area'),
    package: { type: 'Fragile Items', name: null, weightKg: 12, specialInstructions: 'Keep upright' },
    schedule: { deliveryDate: '2025-03-05', timeSlot: '12-15' },
    positionIntervalS: 20,
    ...overrides,
  };
}

const renderJob = (view: DriverJob) =>
  renderWithProviders(<DriverScreen token="tok-1" />, {
    api: { 'GET /api/driver/:token': { body: { success: true, data: { job: view } } } },
  });

describe('the driver page in Hindi', () => {
  it('shows the job, its stops and the next steps in Hindi', async () => {
    await inHindi();
    const user = userEvent.setup();
    renderJob(job());

    expect(await screen.findByRole('heading', { name: 'काम LS7K2P9Q', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('LogiSaathi ड्राइवर · Suresh Kumar · DL 1L AB 1234')).toBeInTheDocument();
    expect(screen.getByTestId('tracking-status')).toHaveTextContent('डिलीवरी के लिए निकली');
    expect(screen.getByRole('heading', { name: 'पिकअप' })).toBeInTheDocument();
    expect(screen.getAllByText('संपर्क: Ravi')).toHaveLength(2);
    expect(screen.getByText('नाज़ुक सामान, 12 किलो')).toBeInTheDocument();
    expect(screen.getByText('2025-03-05, दोपहर 12 - 3 बजे को डिलीवर करें')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'डिलीवरी नहीं हुई मार्क करें' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'डिलीवर हो गई मार्क करें' }));
    expect(screen.getByRole('textbox', { name: 'डिलीवरी कोड' })).toBeInTheDocument();
    expect(screen.getByText('माल लेने वाले से 4 अंकों का कोड पूछें।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'डिलीवरी पक्की करें' })).toBeInTheDocument();
  });

  it('thanks the driver in Hindi when the job is finished', async () => {
    await inHindi();
    renderJob(job({ status: 'Delivered', nextStatuses: [], isFinished: true }));
    expect(await screen.findByRole('heading', { name: 'काम पूरा हुआ' })).toBeInTheDocument();
    expect(screen.getByText('इस काम की स्थिति: डिलीवर हो गई। धन्यवाद!')).toBeInTheDocument();
  });
});

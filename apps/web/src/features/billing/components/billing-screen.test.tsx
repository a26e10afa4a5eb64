import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { BillingDocuments } from '@logisaathi/domain';
import { makeUser } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { BillingScreen } from './billing-screen';
import { DeliveryDocuments } from './delivery-documents';

const documents: BillingDocuments = {
  invoices: [
    {
      id: 'inv-1',
      number: 'LS/26-27/000042',
      date: '2026-11-26',
      deliveryRowId: 'row-1',
      deliveryId: 'LS7K2P9Q',
      placeOfSupply: 'Delhi (07)',
      reverseCharge: true,
      rateBp: 500,
      rateLabel: '5%',
      taxablePaise: 123_400,
      taxPaise: 6_170,
      chargedTaxPaise: 0,
      totalPaise: 123_400,
      pdfUrl: '/api/billing/invoices/inv-1/pdf',
      payment: { state: 'part-paid', duePaise: 13_400, awaitingPaise: 0 },
    },
  ],
  creditNotes: [
    {
      id: 'cn-1',
      number: 'CN/26-27/000001',
      date: '2026-11-27',
      invoiceNumber: 'LS/26-27/000042',
      deliveryId: 'LS7K2P9Q',
      reason: 'Refund',
      taxablePaise: 10_000,
      chargedTaxPaise: 0,
      totalPaise: 10_000,
      pdfUrl: '/api/billing/credit-notes/cn-1/pdf',
    },
  ],
  payments: [
    {
      id: 'pay-1',
      invoiceId: 'inv-1',
      invoiceNumber: 'LS/26-27/000042',
      method: 'upi-manual',
      status: 'confirmed',
      amountPaise: 100_000,
      utr: '412345678901',
      gatewayPaymentId: null,
      createdAt: '2026-11-27T06:00:00.000Z',
      confirmedAt: '2026-11-27T09:00:00.000Z',
      rejectReason: null,
      receiptNumber: 'RC/26-27/000001',
      receiptUrl: '/api/billing/payments/pay-1/receipt/pdf',
    },
  ],
  totals: {
    invoicedPaise: 123_400,
    creditedPaise: 10_000,
    netPaise: 113_400,
    paidPaise: 100_000,
    awaitingPaise: 0,
    duePaise: 13_400,
    overpaidPaise: 0,
  },
};

describe('BillingScreen', () => {
  it('lists the invoices and credit notes with their totals and a download for each', async () => {
    renderWithProviders(<BillingScreen />, {
      user: makeUser(),
      api: { 'GET /api/billing/documents': { body: { success: true, data: documents } } },
    });
    expect(await screen.findByText('LS/26-27/000042')).toBeInTheDocument();
    expect(screen.getByTestId('total-invoiced')).toHaveTextContent('₹1,234.00');
    expect(screen.getByTestId('total-credited')).toHaveTextContent('₹100.00');
    expect(screen.getByTestId('total-net')).toHaveTextContent('₹1,134.00');
    const invoice = screen.getByTestId('invoice-item');
    expect(within(invoice).getByText(/payable by you under reverse charge/)).toBeInTheDocument();
    expect(
      within(invoice).getByRole('button', { name: 'Download invoice LS/26-27/000042 (PDF)' }),
    ).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download credit note CN/26-27/000001 (PDF)' })).toBeEnabled();
  });

  it('counts what was paid in excess in the totals', async () => {
    renderWithProviders(<BillingScreen />, {
      user: makeUser(),
      api: {
        'GET /api/billing/documents': {
          body: {
            success: true,
            data: {
              ...documents,
              totals: { ...documents.totals, paidPaise: 150_000, duePaise: 0, overpaidPaise: 36_600 },
            },
          },
        },
      },
    });
    expect(await screen.findByTestId('total-overpaid')).toHaveTextContent('₹366.00');
    expect(screen.getByText('Paid in excess')).toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    renderWithProviders(<BillingScreen />, {
      user: makeUser(),
      api: {
        'GET /api/billing/documents': {
          body: {
            success: true,
            data: {
              invoices: [],
              creditNotes: [],
              payments: [],
              totals: {
                invoicedPaise: 0,
                creditedPaise: 0,
                netPaise: 0,
                paidPaise: 0,
                awaitingPaise: 0,
                duePaise: 0,
                overpaidPaise: 0,
              },
            },
          },
        },
      },
    });
    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();
    expect(screen.getByText('No credit notes.')).toBeInTheDocument();
  });
});

describe('DeliveryDocuments', () => {
  it('offers the consignment note once assigned and the invoice once delivered', async () => {
    renderWithProviders(<DeliveryDocuments deliveryRowId="row-1" />, {
      user: makeUser(),
      api: {
        'GET /api/billing/deliveries/:id': {
          body: {
            success: true,
            data: {
              invoice: documents.invoices[0],
              consignmentNote: {
                id: 'lr-1',
                number: 'LR/26-27/000007',
                date: '2026-11-25',
                pdfUrl: '/api/billing/deliveries/row-1/consignment-note/pdf',
              },
            },
          },
        },
      },
    });
    expect(
      await screen.findByRole('button', { name: 'Consignment note LR/26-27/000007 (PDF)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tax invoice LS/26-27/000042 (PDF)' })).toBeInTheDocument();
    // The invoice can be paid from the delivery too.
    expect(screen.getByRole('button', { name: 'Payment' })).toHaveAttribute('aria-expanded', 'false');
  });
});

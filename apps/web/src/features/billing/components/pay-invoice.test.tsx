import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BillingDocuments, InvoicePayment } from '@logisaathi/domain';
import { makeUser } from '@/test/factories';
import { inHindi } from '@/test/hindi';
import { renderWithProviders } from '@/test/render';
import { BillingScreen } from './billing-screen';

const invoice = {
  id: 'inv-9',
  number: 'LS/26-27/000009',
  date: '2026-11-26',
  deliveryRowId: 'row-9',
  deliveryId: 'LS9Q2W3E',
  placeOfSupply: 'Delhi (07)',
  reverseCharge: true,
  rateBp: 500,
  rateLabel: '5%',
  taxablePaise: 250_000,
  taxPaise: 12_500,
  chargedTaxPaise: 0,
  totalPaise: 250_000,
  pdfUrl: '/api/billing/invoices/inv-9/pdf',
};

const documents: BillingDocuments = {
  invoices: [{ ...invoice, payment: { state: 'unpaid', duePaise: 250_000, awaitingPaise: 0 } }],
  creditNotes: [],
  payments: [],
  totals: {
    invoicedPaise: 250_000,
    creditedPaise: 0,
    netPaise: 250_000,
    paidPaise: 0,
    awaitingPaise: 0,
    duePaise: 250_000,
    overpaidPaise: 0,
  },
};

const link =
  'upi://pay?pa=logisaathi%40okaxis&pn=LogiSaathi%20Logistics&am=2500.00&cu=INR&tn=LogiSaathi%20invoice%20LS%2F26-27%2F000009&tr=LS%2F26-27%2F000009';

const unpaid: InvoicePayment = {
  invoice,
  balance: {
    netPaise: 250_000,
    paidPaise: 0,
    awaitingPaise: 0,
    duePaise: 250_000,
    payablePaise: 250_000,
    overpaidPaise: 0,
    state: 'unpaid',
  },
  upi: {
    link,
    qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1v1H0z"/></svg>',
    vpa: 'logisaathi@okaxis',
    payeeName: 'LogiSaathi Logistics',
    amountPaise: 250_000,
  },
  gateway: false,
  payments: [],
};

const awaiting: InvoicePayment = {
  ...unpaid,
  balance: { ...unpaid.balance, awaitingPaise: 250_000, payablePaise: 0 },
  upi: null,
  payments: [
    {
      id: 'pay-9',
      invoiceId: 'inv-9',
      invoiceNumber: invoice.number,
      method: 'upi-manual',
      status: 'awaiting-confirmation',
      amountPaise: 250_000,
      utr: '412345678901',
      gatewayPaymentId: null,
      createdAt: '2026-11-27T06:00:00.000Z',
      confirmedAt: null,
      rejectReason: null,
      receiptNumber: null,
      receiptUrl: null,
    },
  ],
};

describe('Paying an invoice on /billing', () => {
  it('shows the UPI QR and link for what is due and takes the UTR, then shows it awaiting confirmation', async () => {
    let current = unpaid;
    const { server } = renderWithProviders(<BillingScreen />, {
      user: makeUser(),
      api: {
        'GET /api/billing/documents': { body: { success: true, data: documents } },
        'GET /api/billing/invoices/:id/payment': () => ({ body: { success: true, data: current } }),
        'POST /api/billing/invoices/:id/payments': () => {
          current = awaiting;
          return { status: 201, body: { success: true, data: { payment: awaiting.payments[0] } } };
        },
      },
    });
    const user = userEvent.setup();
    const item = await screen.findByTestId('invoice-item');
    expect(within(item).getByTestId('invoice-payment-state')).toHaveTextContent('Unpaid');
    await user.click(within(item).getByRole('button', { name: 'Pay' }));

    const panel = await screen.findByTestId('pay-invoice');
    expect(within(panel).getByTestId('pay-due')).toHaveTextContent('₹2,500.00');
    expect(
      within(panel).getByRole('img', { name: 'UPI QR code to pay ₹2,500.00 for invoice LS/26-27/000009' }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Open in a UPI app' })).toHaveAttribute('href', link);

    // A wrong UTR is caught before anything is sent.
    const utr = within(panel).getByLabelText('UPI reference (UTR)');
    await user.type(utr, '12345');
    await user.click(within(panel).getByRole('button', { name: 'Submit UTR' }));
    expect(
      await within(panel).findByText('Enter the 12-digit UPI reference (UTR) shown in your payment app'),
    ).toBeInTheDocument();
    expect(server.callsTo('POST /api/billing/invoices/:id/payments')).toHaveLength(0);

    await user.clear(utr);
    await user.type(utr, '4123 4567 8901');
    await user.click(within(panel).getByRole('button', { name: 'Submit UTR' }));
    expect(await screen.findByText(/awaiting confirmation: we match the UTR/)).toBeInTheDocument();
    const [call] = server.callsTo('POST /api/billing/invoices/:id/payments');
    expect(call?.body).toEqual({ utr: '412345678901' });
    const payment = await screen.findByTestId('payment-item');
    expect(payment).toHaveTextContent('Awaiting confirmation');
    expect(payment).toHaveTextContent('UTR 412345678901');
  });

  it('lists payments with their receipts and the paid and due totals', async () => {
    renderWithProviders(<BillingScreen />, {
      user: makeUser(),
      api: {
        'GET /api/billing/documents': {
          body: {
            success: true,
            data: {
              ...documents,
              payments: [
                {
                  ...awaiting.payments[0],
                  status: 'confirmed',
                  receiptNumber: 'RC/26-27/000003',
                  receiptUrl: '/api/billing/payments/pay-9/receipt/pdf',
                },
              ],
              totals: { ...documents.totals, paidPaise: 250_000, duePaise: 0 },
            },
          },
        },
      },
    });
    expect(await screen.findByTestId('total-paid')).toHaveTextContent('₹2,500.00');
    expect(screen.getByTestId('total-due')).toHaveTextContent('₹0.00');
    expect(screen.getByTestId('payment-item')).toHaveTextContent('Confirmed');
    expect(screen.getByRole('button', { name: 'Download receipt RC/26-27/000003 (PDF)' })).toBeEnabled();
  });

  it('reads in Hindi', async () => {
    await inHindi();
    renderWithProviders(<BillingScreen />, {
      user: makeUser(),
      api: {
        'GET /api/billing/documents': { body: { success: true, data: documents } },
        'GET /api/billing/invoices/:id/payment': { body: { success: true, data: unpaid } },
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'बिलिंग' })).toBeInTheDocument();
    const item = await screen.findByTestId('invoice-item');
    expect(within(item).getByText('दिल्ली (07)')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'भुगतान करें' }));
    expect(await screen.findByLabelText('UPI रेफ़रेंस (UTR)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'UTR जमा करें' })).toBeInTheDocument();
  });
});

describe('Monthly statement on /billing', () => {
  it('shows the month with its running balance and offers the CSV, PDF and GST files', async () => {
    renderWithProviders(<BillingScreen />, {
      user: makeUser(),
      api: {
        'GET /api/billing/documents': { body: { success: true, data: documents } },
        'GET /api/billing/statements/:month': (req) => ({
          body: {
            success: true,
            data: {
              statement: {
                month: req.params.month,
                business: { name: 'Kamla Traders', gstin: null },
                openingBalancePaise: 50_000,
                lines: [
                  {
                    date: '2026-11-05',
                    kind: 'invoice',
                    number: 'LS/26-27/000010',
                    reference: 'LS1',
                    debitPaise: 80_000,
                    creditPaise: 0,
                    balancePaise: 130_000,
                  },
                ],
                totals: { invoicedPaise: 80_000, creditedPaise: 0, paidPaise: 0 },
                closingBalancePaise: 130_000,
              },
            },
          },
        }),
      },
    });
    const panel = await screen.findByTestId('statement-panel');
    expect(within(panel).getByLabelText<HTMLInputElement>('Month').value).toMatch(/^\d{4}-\d{2}$/);
    expect(await within(panel).findByTestId('statement-opening')).toHaveTextContent('₹500.00');
    expect(within(panel).getByTestId('statement-closing')).toHaveTextContent('₹1,300.00');
    expect(within(panel).getByText('LS/26-27/000010')).toBeInTheDocument();
    for (const name of ['Statement (CSV)', 'Statement (PDF)', 'Invoices for GST returns (CSV)']) {
      expect(within(panel).getByRole('button', { name })).toBeEnabled();
    }
  });
});

/*
 * The operators' verification queue (issue 33): an operator who approves one document and opens the next before
 * the approval lands keeps the next one open, with its own decision buttons.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewDocument } from '@logisaathi/domain';
import { makeUser } from '@/test/factories';
import { deferred, type FakeReply } from '@/test/fake-server';
import { renderWithProviders } from '@/test/render';
import { VerificationScreen } from './verification-screen';

const LIST = 'GET /api/ops/documents';
const APPROVE = 'POST /api/ops/documents/:id/approve';
const FILE = 'GET /api/ops/documents/:id/file';

const document = (id: string, kind: ReviewDocument['kind']): ReviewDocument => ({
  id,
  kind,
  expiresOn: '2027-03-31',
  status: 'valid',
  fileName: `${kind}.pdf`,
  mimeType: 'application/pdf',
  sizeBytes: 2048,
  sha256: 'a'.repeat(64),
  uploadedAt: '2026-11-20T10:00:00.000Z',
  reviewStatus: 'pending',
  reviewReason: null,
  downloadUrl: `/api/ops/documents/${id}/file`,
  partnerId: 'p-1',
  partnerName: 'Suresh Kumar',
  partnerEmail: 'suresh@example.in',
  vehicleId: 'v-1',
  registrationDisplay: 'HR 55 AC 4045',
  driverId: null,
  driverName: null,
  licenceNumber: null,
  reviewedAt: null,
  fileUrl: `/api/ops/documents/${id}/file`,
});
const rc = document('doc-rc', 'rc');
const puc = document('doc-puc', 'puc');

describe('the verification queue', () => {
  it('keeps the document the operator opened while an earlier approval was still on its way', async () => {
    const approval = deferred<FakeReply>();
    let approved = false;
    const { server } = renderWithProviders(<VerificationScreen />, {
      user: makeUser({ role: 'operator' }),
      api: {
        [LIST]: () => ({
          body: { success: true, data: { documents: approved ? [puc] : [rc, puc] } },
        }),
        [APPROVE]: async () => {
          const reply = await approval.promise;
          approved = true;
          return reply;
        },
        [FILE]: { status: 404, body: { success: false, message: 'Not found' } },
      },
    });
    const review = () => screen.getByRole('region', { name: 'Document under review' });

    await userEvent.click(await screen.findByRole('button', { name: /^Registration certificate \(RC\)/ }));
    await userEvent.click(within(review()).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(server.callsTo(APPROVE)).toHaveLength(1));

    // The operator moves on before the server answers.
    await userEvent.click(screen.getByRole('button', { name: /^Pollution certificate \(PUC\)/ }));
    expect(within(review()).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Pollution certificate (PUC) · HR 55 AC 4045',
    );
    approval.resolve({
      body: { success: true, data: { document: { ...rc, reviewStatus: 'approved' } } },
    });

    // The approved RC leaves the queue; the PUC stays open, ready for its own decision.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Registration certificate \(RC\)/ })).toBeNull(),
    );
    expect(within(review()).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Pollution certificate (PUC) · HR 55 AC 4045',
    );
    expect(within(review()).getByRole('button', { name: 'Approve' })).toBeEnabled();
  });
});

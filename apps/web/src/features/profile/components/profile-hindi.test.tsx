import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyDocument, ProfileDto } from '@logisaathi/domain';
import { makeUser } from '@/test/factories';
import { inHindi } from '@/test/hindi';
import { renderWithProviders } from '@/test/render';
import { AccountStatistics } from './account-statistics';
import { BasicInformation } from './basic-information';
import { CompanyDocuments } from './company-documents';
import { SecuritySettings } from './security-settings';
import { YourData } from './your-data';

const PROFILE: ProfileDto = {
  name: 'Asha Verma',
  email: 'asha@vermatextiles.in',
  businessName: 'Verma Textiles',
  gstin: null,
  pan: null,
  billingAddress: null,
};
const GST_CERTIFICATE: CompanyDocument = {
  id: 'doc_1',
  kind: 'gstCertificate',
  label: 'GST Certificate',
  fileName: 'gst.pdf',
  contentType: 'application/pdf',
  sizeBytes: 2048,
  uploadedAt: '2025-03-12T09:30:00.000Z',
};

function renderProfile() {
  return renderWithProviders(
    <>
      <BasicInformation profile={PROFILE} />
      <SecuritySettings />
      <AccountStatistics
        stats={{
          memberSince: '2025-03-12T09:30:00.000Z',
          totalDeliveries: 0,
          documents: 1,
          lastLogin: null,
        }}
      />
      <CompanyDocuments />
      <YourData />
    </>,
    {
      route: '/profile',
      user: makeUser(),
      api: {
        'GET /api/users/documents': {
          body: {
            success: true,
            data: {
              documents: [GST_CERTIFICATE],
              storage: { usedBytes: 1_572_864, limitBytes: 104_857_600, perOwnerDocuments: 20 },
            },
          },
        },
      },
    },
  );
}

describe('profile in Hindi', () => {
  it('shows every section, statistic and document slot in Hindi, dates with Hindi month names', async () => {
    await inHindi();
    renderProfile();

    for (const heading of ['बुनियादी जानकारी', 'सुरक्षा सेटिंग्स', 'खाते के आँकड़े', 'कंपनी के दस्तावेज़', 'आपका डेटा'])
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByLabelText('ई-मेल')).toHaveValue('asha@vermatextiles.in');
    expect(await screen.findByText('इस्तेमाल हुई स्टोरेज: 100.0 MB में से 1.5 MB')).toBeInTheDocument();
    expect(screen.getByText('ई-मेल पता बदला नहीं जा सकता')).toBeInTheDocument();
    expect(screen.getByTestId('stat-member-since')).toHaveTextContent('12 मार्च 2025');
    expect(screen.getByTestId('stat-total-deliveries')).toHaveTextContent('0');
    expect(screen.getByTestId('stat-last-login')).toHaveTextContent('उपलब्ध नहीं');
    const gst = await screen.findByRole('group', { name: 'GST सर्टिफ़िकेट' });
    expect(await within(gst).findByText(/12 मार्च 2025, 3:00 pm को अपलोड हुआ/)).toBeInTheDocument();
    expect(within(gst).getByRole('button', { name: 'GST सर्टिफ़िकेट डाउनलोड करें' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'कंपनी का PAN' })).toHaveTextContent('अभी अपलोड नहीं हुआ');
    expect(screen.getByRole('button', { name: 'मेरा डेटा डाउनलोड करें' })).toBeInTheDocument();
    expect(screen.getByText(/कानून के मुताबिक रखा जाता है/)).toBeInTheDocument();
  });

  it('checks a password change in Hindi', async () => {
    await inHindi();
    const user = userEvent.setup();
    renderProfile();

    await user.click(screen.getByRole('button', { name: 'पासवर्ड बदलें' }));
    const form = screen.getByRole('form', { name: 'पासवर्ड बदलें' });
    expect(within(form).getByText('कम से कम 6 अक्षर')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'पासवर्ड अपडेट करें' }));

    expect(within(form).getByLabelText('मौजूदा पासवर्ड')).toHaveAccessibleDescription('मौजूदा पासवर्ड ज़रूरी है');
    expect(within(form).getByLabelText('नया पासवर्ड')).toHaveAccessibleDescription('पासवर्ड ज़रूरी है');
  });
});

/*
 * The add-delivery wizard in Hindi (issue 17): every step's validation messages (the domain's English messages,
 * shown in Hindi), the step titles, and the review step with the server's quote.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  istDateString,
  MS_PER_DAY,
  QUOTE_MESSAGES,
  STORAGE_KEYS,
  type Quote,
  DELHI,
  quoteTax,
} from '@logisaathi/domain';
import { makeUser } from '@/test/factories';
import { inHindi } from '@/test/hindi';
import { page, renderWithProviders } from '@/test/render';
import { AddDeliveryWizard } from './add-delivery-wizard';

const tomorrow = istDateString(new Date(Date.now() + MS_PER_DAY));
const yesterday = istDateString(new Date(Date.now() - MS_PER_DAY));

function saveWizard(step: number, form: Record<string, unknown> = {}) {
  localStorage.setItem(STORAGE_KEYS.addDeliveryStep, String(step));
  localStorage.setItem(STORAGE_KEYS.addDeliveryForm, JSON.stringify(form));
}

const STEP_1_FORM = {
  pickupAddress: 'Okhla Industrial Area Phase 2, New Delhi',
  deliveryAddress: 'Sector 63, Noida, Uttar Pradesh',
  customerName: 'Ravi Traders',
  customerPhone: '9811122233',
};

function renderWizard(api = {}) {
  return renderWithProviders(<AddDeliveryWizard />, {
    user: makeUser(),
    path: '/add-delivery',
    route: '/add-delivery',
    routes: [{ path: '/dashboard', element: page('Dashboard') }],
    api: { 'GET /ai/industrial-hubs': { body: {} }, 'GET /ai/search': { body: [] }, ...api },
  });
}

describe('the add-delivery wizard in Hindi', () => {
  it('step 1 names its fields and says what is wrong in Hindi', async () => {
    await inHindi();
    const user = userEvent.setup();
    renderWizard();

    expect(await screen.findByRole('heading', { name: 'नई डिलीवरी जोड़ें', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'पिकअप और डिलीवरी', level: 2 })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'प्रगति' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(
      ['1. पिकअप और डिलीवरी', '2. पैकेज की जानकारी', '3. शेड्यूल', '4. AI जाँच और रिव्यू'].map((title, index) =>
        index === 0 ? `अभी: ${title}` : title,
      ),
    );

    await user.type(screen.getByRole('combobox', { name: 'पिकअप का पता' }), 'Okhla');
    await user.type(screen.getByRole('textbox', { name: 'ग्राहक का नाम' }), 'R');
    await user.type(screen.getByRole('textbox', { name: 'ग्राहक का फ़ोन' }), '98111');
    await user.tab();

    expect(screen.getByRole('combobox', { name: 'पिकअप का पता' })).toHaveAccessibleDescription(
      'कम से कम 10 अक्षर होने चाहिए',
    );
    expect(screen.getByRole('textbox', { name: 'ग्राहक का नाम' })).toHaveAccessibleDescription(
      'नाम बहुत छोटा है',
    );
    expect(screen.getByRole('textbox', { name: 'ग्राहक का फ़ोन' })).toHaveAccessibleDescription(
      '10 अंकों का मोबाइल नंबर डालें',
    );
    expect(screen.getByRole('button', { name: 'अगला स्टेप' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'पीछे' })).toBeDisabled();
  });

  it('step 2 asks for the package type, the weight and the name of an Other package in Hindi', async () => {
    await inHindi();
    const user = userEvent.setup();
    saveWizard(2, STEP_1_FORM);
    renderWizard();

    expect(await screen.findByRole('heading', { name: 'पैकेज की जानकारी', level: 2 })).toBeInTheDocument();
    const type = screen.getByRole('combobox', { name: 'पैकेज का प्रकार' });
    await user.click(type);
    await user.tab();
    expect(type).toHaveAccessibleDescription('कृपया पैकेज का प्रकार चुनें');

    const weight = screen.getByRole('spinbutton', { name: 'वज़न (किलो)' });
    await user.click(weight);
    await user.tab();
    expect(weight).toHaveAccessibleDescription('वज़न ज़रूरी है');
    await user.type(weight, '0.01');
    await user.tab();
    expect(weight).toHaveAccessibleDescription('वज़न कम से कम 0.1 किलो होना चाहिए');
    await user.clear(weight);
    await user.type(weight, '60000');
    expect(weight).toHaveAccessibleDescription('वज़न ज़्यादा से ज़्यादा 50000 किलो हो सकता है');

    await user.selectOptions(type, 'अन्य');
    const name = screen.getByRole('textbox', { name: 'पैकेज का नाम' });
    await user.click(name);
    await user.tab();
    expect(name).toHaveAccessibleDescription('पैकेज का प्रकार "अन्य" हो तो पैकेज का नाम ज़रूरी है');

    await user.click(screen.getByRole('button', { name: '+ नाज़ुक' }));
    expect(screen.getByRole('textbox', { name: 'खास निर्देश (ज़रूरी नहीं)' })).toHaveValue('नाज़ुक');
  });

  it('step 3 asks for a date and a slot in Hindi, and refuses a past date', async () => {
    await inHindi();
    const user = userEvent.setup();
    saveWizard(3, { ...STEP_1_FORM, packageType: 'Electronics', weight: '12' });
    renderWizard();

    expect(await screen.findByRole('heading', { name: 'शेड्यूल', level: 2 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'AI से रूट और मौसम की जाँच करें' }));

    const date = screen.getByLabelText('डिलीवरी की तारीख');
    expect(date).toHaveAccessibleDescription('डिलीवरी की तारीख ज़रूरी है');
    expect(screen.getByRole('combobox', { name: 'पसंद का टाइम स्लॉट' })).toHaveAccessibleDescription(
      'कृपया टाइम स्लॉट चुनें',
    );

    await user.type(date, yesterday);
    expect(date).toHaveAccessibleDescription('डिलीवरी की तारीख बीते दिन की नहीं हो सकती');

    await user.clear(date);
    await user.type(date, tomorrow);
    const slot = screen.getByRole('combobox', { name: 'पसंद का टाइम स्लॉट' });
    expect(
      within(slot)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'टाइम स्लॉट चुनें',
      'सुबह 9 - दोपहर 12 बजे',
      'दोपहर 12 - 3 बजे',
      'दोपहर 3 - शाम 6 बजे',
      'शाम 6 - रात 9 बजे',
    ]);
  });

  it('the review step shows the delivery, the price and a changed price in Hindi', async () => {
    await inHindi();
    const user = userEvent.setup();
    saveWizard(4, {
      ...STEP_1_FORM,
      packageType: 'Electronics',
      weight: '12',
      deliveryDate: tomorrow,
      deliveryTime: '12-15',
    });
    const first = makeQuote('11111111-1111-4111-8111-111111111111', 427, 299);
    const fresh = makeQuote('22222222-2222-4222-8222-222222222222', 431, 302);
    renderWizard({
      'POST /api/quotes': { status: 201, body: { success: true, data: { quote: first } } },
      'POST /api/deliveries': {
        status: 409,
        body: { success: false, message: QUOTE_MESSAGES.expired, errors: [], quote: fresh },
      },
    });

    expect(await screen.findByRole('heading', { name: 'AI जाँच और रिव्यू', level: 2 })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'डिलीवरी की जानकारी' });
    expect(details).toHaveTextContent('पिकअपOkhla Industrial Area Phase 2, New Delhi');
    expect(details).toHaveTextContent('ग्राहकRavi Traders · +91 9811122233');
    expect(details).toHaveTextContent('पैकेजइलेक्ट्रॉनिक्स · 12 किलो');
    expect(details).toHaveTextContent(`शेड्यूल${tomorrow}, दोपहर 12 - 3 बजे`);

    const price = screen.getByRole('region', { name: 'आपका किराया' });
    expect(await within(price).findByTestId('quote-charged')).toHaveTextContent('₹427');
    expect(within(price).getByTestId('quote-validity')).toHaveTextContent(
      /^अगर आप .+ IST तक डिलीवरी बना लेते हैं तो आप ₹427 देंगे; उसके बाद किराया फिर से जाँचा जाएगा।$/,
    );
    expect(price).toHaveTextContent('बेस किराया₹150');
    expect(price).toHaveTextContent('पूलिंग किराया (30% छूट)₹299');
    expect(screen.getByRole('button', { name: 'डैशबोर्ड पर वापस' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'नई डिलीवरी शेड्यूल करें' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'डिलीवरी बनाएँ' }));
    const notice = await screen.findByText('आपके किराये का कोटेशन पुराना हो गया है। कृपया नया किराया देखकर मंज़ूर करें।');
    expect(notice.closest('[role="alert"]')).toHaveTextContent('नया किराया: ₹431');
    expect(screen.getByRole('button', { name: 'नया किराया मंज़ूर करें' })).toBeEnabled();
  });
});

function makeQuote(id: string, regularCost: number, pooledCost: number): Quote {
  const now = Date.now();
  const place = (address: string) => ({ address, placeName: address, coordinates: { lat: 28.5, lon: 77.3 } });
  return {
    id,
    pickup: place(STEP_1_FORM.pickupAddress),
    delivery: place(STEP_1_FORM.deliveryAddress),
    weightKg: 12,
    deliveryDate: tomorrow,
    deliveryTime: '12-15',
    distanceKm: 20.1,
    durationMin: 48,
    price: {
      baseCost: 150,
      distanceCost: regularCost - 185,
      weightCost: 35,
      specialHandlingCost: 0,
      regularCost,
      pooledCost,
      savings: regularCost - pooledCost,
      currency: 'INR',
    },
    // A shipper without a GSTIN: exempt, so the amount payable is the price.
    tax: quoteTax(regularCost, pooledCost, {
      model: 'rcm-5',
      supplierStateCode: '07',
      recipientGstin: null,
      handoverState: DELHI,
      istDate: tomorrow,
    }),
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + 15 * 60_000).toISOString(),
  };
}

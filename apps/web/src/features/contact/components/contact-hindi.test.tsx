import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inHindi } from '@/test/hindi';
import { renderWithProviders } from '@/test/render';
import { ContactCards } from './contact-cards';
import { ContactFaq } from './contact-faq';
import { ContactForm } from './contact-form';

describe('contact page in Hindi', () => {
  it('checks the form in Hindi and lists the subjects, hours and questions in Hindi', async () => {
    await inHindi();
    const user = userEvent.setup();
    const { server } = renderWithProviders(
      <>
        <ContactForm />
        <ContactCards />
        <ContactFaq />
      </>,
      { route: '/contact' },
    );

    const form = screen.getByRole('form', { name: 'संपर्क फ़ॉर्म' });
    await user.click(within(form).getByRole('button', { name: 'संदेश भेजें' }));

    // The form's validation arrives with its first use (lazyResolver): the messages follow a moment after.
    await waitFor(() =>
      expect(within(form).getByLabelText('पूरा नाम')).toHaveAccessibleDescription('नाम ज़रूरी है'),
    );
    expect(within(form).getByLabelText('ई-मेल')).toHaveAccessibleDescription('ई-मेल ज़रूरी है');
    expect(within(form).getByLabelText('विषय')).toHaveAccessibleDescription('कृपया विषय चुनें');
    expect(within(form).getByLabelText('संदेश')).toHaveAccessibleDescription('संदेश ज़रूरी है');
    expect(within(form).getByRole('option', { name: 'डेमो के लिए अनुरोध' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/contact')).toHaveLength(0);

    expect(screen.getByRole('heading', { name: 'काम के घंटे' })).toBeInTheDocument();
    expect(screen.getByText('रविवार').nextElementSibling).toHaveTextContent('बंद');
    expect(screen.getByRole('heading', { name: 'आप मेरे संदेश का जवाब कितनी जल्दी देंगे?' })).toBeInTheDocument();
  });
});

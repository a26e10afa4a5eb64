import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '@/test/factories';
import { inHindi } from '@/test/hindi';
import { renderWithProviders } from '@/test/render';
import { ChatWidget } from './chat-widget';

const HINDI_QUOTE = 'ओखला से बवाना (27.3 किमी), 15 किलो: ₹423। शेयर्ड ट्रक में ₹296।';

describe('ChatWidget in Hindi', () => {
  it('speaks Hindi in its own texts and shows a Devanagari question and its answer', async () => {
    await inHindi();
    const user = userEvent.setup();
    const { server } = renderWithProviders(<ChatWidget />, {
      user: makeUser(),
      api: {
        'POST /api/chat': {
          body: { success: true, data: { reply: HINDI_QUOTE, intent: 'quote', language: 'hi' } },
        },
      },
    });

    await user.click(screen.getByRole('button', { name: 'LogiSaathi असिस्टेंट खोलें' }));
    const panel = screen.getByRole('dialog', { name: 'LogiSaathi' });
    expect(panel).toHaveAccessibleDescription('आपका लॉजिस्टिक्स असिस्टेंट · हिंदी, English, Hinglish');
    const log = within(panel).getByRole('log', { name: 'बातचीत' });
    expect(log).toHaveTextContent(/नमस्ते! मैं LogiSaathi असिस्टेंट हूँ।/);
    const box = within(panel).getByRole('textbox', { name: 'संदेश' });
    expect(box).toHaveAttribute('placeholder', 'हिंदी, English या Hinglish में पूछें…');
    expect(within(panel).getByRole('button', { name: 'भेजें' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'असिस्टेंट बंद करें' })).toBeInTheDocument();

    await user.type(box, 'ओखला से बवाना 15 किलो का कितना लगेगा');
    await user.click(within(panel).getByRole('button', { name: 'भेजें' }));

    const reply = await within(log).findByText(HINDI_QUOTE);
    expect(reply.closest('li')).toHaveAttribute('lang', 'hi');
    expect(within(log).getByText('ओखला से बवाना 15 किलो का कितना लगेगा').closest('li')).toHaveAttribute(
      'lang',
      'hi',
    );
    expect(server.callsTo('POST /api/chat')[0]?.body).toEqual({
      message: 'ओखला से बवाना 15 किलो का कितना लगेगा',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@logisaathi/domain';
import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  it('is a labelled group offering each language in its own script, English chosen by default', () => {
    render(<LanguageSwitch />);
    const group = screen.getByRole('group', { name: 'Language' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'हिंदी' })).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement.lang).toBe('en');
  });

  it('switches the page to Hindi, remembers the choice in this browser and sets <html lang>', async () => {
    render(<LanguageSwitch />);
    await userEvent.click(screen.getByRole('button', { name: 'हिंदी' }));
    // The first switch fetches the Hindi catalogs (a module import, slow on a busy machine).
    await screen.findByRole('group', { name: 'भाषा' }, { timeout: 4000 });
    expect(screen.getByRole('button', { name: 'हिंदी' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('hi');

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument());
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
  });
});

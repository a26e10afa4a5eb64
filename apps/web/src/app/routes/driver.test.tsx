import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/test/render';
import { Component as DriverPage } from './driver';

describe('the driver page', () => {
  it('offers the language switch to a driver who opened the link signed out', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/driver/:token', element: <DriverPage /> }], { route: '/driver/abc123' });

    const languages = screen.getByRole('group', { name: 'Language' });
    expect(within(languages).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(languages).getByRole('button', { name: 'हिंदी' }));

    expect(await screen.findByRole('group', { name: 'भाषा' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'भाषा' })).getByRole('button', { name: 'हिंदी' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('hi');
  });
});

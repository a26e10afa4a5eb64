import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Digipin } from './digipin';

describe('Digipin', () => {
  it('shows the DIGIPIN of a point and copies it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    render(<Digipin point={{ lat: 28.622788, lon: 77.213033 }} label="Pickup DIGIPIN" />);
    expect(screen.getByTestId('digipin')).toHaveTextContent('39J-49L-L8T4');
    await user.click(screen.getByRole('button', { name: 'Copy Pickup DIGIPIN 39J-49L-L8T4' }));
    expect(writeText).toHaveBeenCalledWith('39J-49L-L8T4');
    expect(await screen.findByText('Pickup DIGIPIN copied')).toBeInTheDocument();
  });

  it('shows nothing for a point outside India', () => {
    const { container } = render(<Digipin point={{ lat: 51.5, lon: -0.12 }} />);
    expect(container).toBeEmptyDOMElement();
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnalysisOverlay } from './analysis-overlay';

function Page({ isOpen }: { isOpen: boolean }) {
  return (
    <>
      <button type="button">Previous</button>
      <AnalysisOverlay isOpen={isOpen} />
    </>
  );
}

describe('AnalysisOverlay', () => {
  it('holds keyboard focus while the analysis runs and cannot be dismissed', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Page isOpen />);
    const overlay = screen.getByRole('dialog', { name: 'AI Analysis in Progress' });
    for (const line of [
      'Analyzing Weather Conditions...',
      'Optimizing Route...',
      'Checking Traffic Patterns...',
    ])
      expect(overlay).toHaveTextContent(line);
    expect(overlay).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(overlay).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'AI Analysis in Progress' })).toBeInTheDocument();

    rerender(<Page isOpen={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { SplashScreen } from './splash-screen';

const getEntriesByName = performance.getEntriesByName;

describe('SplashScreen', () => {
  afterEach(() => {
    performance.getEntriesByName = getEntriesByName;
    vi.restoreAllMocks();
    vi.resetModules();
    document.getElementById('boot-splash')?.remove();
  });

  it('shows the tagline, the connecting message and the four stages', () => {
    render(<SplashScreen />);

    const splash = screen.getByRole('status', { name: 'Starting LogiSaathi' });
    expect(within(splash).getByText('AI-Driven Logistics Revolution')).toBeInTheDocument();
    expect(within(splash).getByText(/Connecting you to LogiSaathi/)).toBeInTheDocument();
    const stages = within(splash)
      .getAllByRole('listitem', { hidden: true })
      .map((li) => li.textContent);
    expect(stages).toEqual(['Initializing', 'Loading Routes', 'Optimizing', 'Ready']);
  });

  it('runs the progress bar for 3 s after a 1.5 s delay', () => {
    render(<SplashScreen />);
    expect(screen.getByTestId('splash-progress')).toHaveStyle({
      animationName: 'splash-progress',
      animationDuration: '3000ms',
      animationDelay: '1500ms',
      animationFillMode: 'both',
    });
  });

  it('continues the first-paint splash from index.html and then removes it', async () => {
    const boot = document.createElement('div');
    boot.id = 'boot-splash';
    document.body.append(boot);
    // The static splash was painted 600 ms ago.
    vi.spyOn(performance, 'now').mockReturnValue(1_000);
    performance.getEntriesByName = () => [{ startTime: 400 } as PerformanceEntry];
    // A fresh module, so the first-paint time is read for this page and not remembered from another test.
    const { SplashScreen: FreshSplash } = await import('./splash-screen');

    render(<FreshSplash />);
    expect(screen.getByTestId('splash-progress')).toHaveStyle({
      animationDelay: '900ms',
      animationDuration: '3000ms',
    });
    expect(document.getElementById('boot-splash')).toBeNull();
  });
});

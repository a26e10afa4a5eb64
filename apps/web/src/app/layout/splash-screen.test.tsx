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

  it("without the first-paint copy, starts its bar where that copy's bar already was", async () => {
    // The static splash was painted 600 ms ago and has since been removed (a later wait, after the start-up).
    vi.spyOn(performance, 'now').mockReturnValue(1_000);
    performance.getEntriesByName = () => [{ startTime: 400 } as PerformanceEntry];
    const boot = document.createElement('div');
    boot.id = 'boot-splash';
    document.body.append(boot);
    // A fresh module, so the first-paint time is read for this page and not remembered from another test.
    const { removeBootSplash } = await import('./boot-splash');
    const { SplashScreen: FreshSplash } = await import('./splash-screen');
    removeBootSplash();

    render(<FreshSplash />);
    expect(screen.getByTestId('splash-progress')).toHaveStyle({
      animationDelay: '900ms',
      animationDuration: '3000ms',
    });
  });

  it('keeps the first-paint copy on screen instead of painting a second one, through a hand-over, and removes it after', async () => {
    const boot = document.createElement('div');
    boot.id = 'boot-splash';
    document.body.append(boot);
    const { SplashScreen: FreshSplash } = await import('./splash-screen');
    const Page = () => <h1>Page</h1>;

    // The language's Suspense fallback hands over to the layout's splash in one render: the copy stays.
    const view = render(<FreshSplash key="fallback" />);
    expect(view.container).toBeEmptyDOMElement();
    view.rerender(<FreshSplash key="layout" />);
    await Promise.resolve();
    expect(document.getElementById('boot-splash')).not.toBeNull();
    expect(screen.queryByRole('status')).toBeNull();

    // The page takes the splash's place: the copy goes.
    view.rerender(<Page />);
    await Promise.resolve();
    expect(document.getElementById('boot-splash')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
  });
});

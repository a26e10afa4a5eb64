import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { inHindi } from '@/test/hindi';
import { renderWithProviders } from '@/test/render';
import { CtaBanner } from './cta-links';
import { FeatureCards } from './feature-cards';
import { LandingHero } from './landing-hero';
import { PartnerInvite } from './partner-invite';
import { PrivacyNotice } from './privacy-notice';
import { ProblemSolution } from './problem-solution';

/** A run of lower-case Latin words: an English sentence left in a Hindi page (names and codes are not). */
const ENGLISH_PROSE = /\b[a-z]{3,}\s+[a-z]{2,}\b/;

describe('the landing page in Hindi', () => {
  it('has its hero, figures, comparison, features and calls to action in Hindi', async () => {
    await inHindi();
    renderWithProviders(
      <>
        <LandingHero />
        <ProblemSolution />
        <FeatureCards />
        <PartnerInvite />
        <CtaBanner title="—" text="—" />
      </>,
    );

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'दिल्ली NCR के छोटे कारोबारों के लिए समझदार और सस्ती डिलीवरी',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'शुरू करें' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: /^LogiSaathi की सुविधाओं के बारे में\s*और जानें$/ })).toHaveAttribute(
      'href',
      '/features',
    );
    expect(screen.getByText('खर्च में कमी').nextElementSibling).toHaveTextContent('30% तक');
    expect(screen.getByRole('heading', { name: 'पुराना लॉजिस्टिक्स बनाम LogiSaathi' })).toBeInTheDocument();
    expect(screen.getByText(/कमाई का 40% डीज़ल पर जाता है/)).toBeInTheDocument();
    const routeCard = screen.getByRole('link', { name: 'AI रूट ऑप्टिमाइज़ेशन के बारे में और जानें' });
    expect(routeCard).toHaveAttribute('href', '/features#ai-route-optimization');
    expect(screen.getByRole('link', { name: 'ट्रक पार्टनर बनें' })).toHaveAttribute('href', '/signup/partner');
    expect(
      within(screen.getByRole('region', { name: 'शुरू करें' })).getByRole('link', {
        name: 'अपना मुफ़्त ट्रायल शुरू करें',
      }),
    ).toHaveAttribute('href', '/signup');
    expect(document.body.textContent).not.toMatch(ENGLISH_PROSE);
  });

  it('keeps the English landing page word for word', () => {
    renderWithProviders(<LandingHero />);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: "Smarter, cheaper deliveries for Delhi NCR's small businesses",
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('cost reduction').nextElementSibling).toHaveTextContent('Up to 30%');
    expect(screen.getByRole('link', { name: /^Learn More\s*about LogiSaathi's features$/ })).toHaveAttribute(
      'href',
      '/features',
    );
  });
});

describe('the privacy notice in Hindi', () => {
  it('says what is kept and for how long in Hindi, with the facts filled in', async () => {
    await inHindi();
    renderWithProviders(<PrivacyNotice />);

    expect(screen.getByRole('heading', { level: 1, name: 'प्राइवेसी पॉलिसी' })).toBeInTheDocument();
    expect(screen.getByText(/साइन-इन सेशन 30 दिन बाद खत्म हो जाता है/)).toBeInTheDocument();
    expect(screen.getByText(/संदेश मिलने के दिन से 12 महीने/)).toBeInTheDocument();
    expect(screen.getByText('language').closest('div')).toHaveTextContent(/चुनी गई भाषा/);
    expect(screen.getAllByRole('link', { name: /@/ }).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(ENGLISH_PROSE);
  });
});

import { screen } from '@testing-library/react';
import { renderAt } from '@/testing/render-with-providers';
import { CookiePolicyPage } from './CookiePolicyPage';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { TermsPage } from './TermsPage';

describe('legal pages', () => {
  it.each([
    ['Terms of Service', <TermsPage key="t" />],
    ['Privacy Policy', <PrivacyPolicyPage key="p" />],
    ['Cookie Policy', <CookiePolicyPage key="c" />],
  ])('%s shows its title and the effective date 12/15/2024', (title, page) => {
    renderAt(page, '/page', { user: null });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Effective date: 12/15/2024')).toBeInTheDocument();
  });

  it('terms require age 18 or parental consent', () => {
    renderAt(<TermsPage />, '/terms', { user: null });
    expect(screen.getByText(/at least 18 years old, or have the consent of a parent/)).toBeInTheDocument();
  });

  it('privacy says the services are not for children under 13', () => {
    renderAt(<PrivacyPolicyPage />, '/privacy-policy', { user: null });
    expect(screen.getByText(/not for children under 13/)).toBeInTheDocument();
  });

  it('the cookie policy names the token cookie only', () => {
    renderAt(<CookiePolicyPage />, '/cookie-policy');
    expect(screen.getAllByText('token').length).toBeGreaterThan(0);
    expect(screen.getByText(/no\s+analytics, advertising or third-party cookies/)).toBeInTheDocument();
  });
});

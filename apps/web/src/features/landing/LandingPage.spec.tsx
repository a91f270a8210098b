import { Notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FRESH_SESSION, renderAt } from '@/testing/render-with-providers';
import { LandingPage } from './LandingPage';

function renderLanding() {
  const { router } = renderAt(
    <>
      <Notifications />
      <LandingPage />
    </>,
    '/',
    FRESH_SESSION,
  );
  return router;
}

describe('LandingPage', () => {
  it('shows the marketing claims, the four cards and the links of spec "Landing"', () => {
    renderLanding();
    for (const claim of ['50K+', '1K+', '95%', '24/7', '100+'])
      expect(screen.getByText(claim)).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'AI Chatbox',
      'Past Papers',
      'Exam Grader',
      'Quiz Generator',
    ]);
    for (const card of cards)
      expect(within(card).getByRole('button', { name: /Get Started Free/ })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Sign up|Create/ })[0]).toHaveAttribute('href', '/register');
    expect(screen.getAllByRole('link', { name: /Log in|already have/ })[0]).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('stays on the page, logs and shows a short message when the guest session can not start', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const router = renderLanding();
    const card = screen.getAllByRole('article')[1];
    await userEvent.click(within(card).getByRole('button', { name: /Get Started Free/ }));
    expect(await screen.findByText('Could not start a guest session')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
    logged.mockRestore();
  });
});

import { DEFAULT_LIKED_TOOLS, DEFAULT_RECENT_TOOLS } from '@eps/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFetch, type RecordedCall } from '@/testing/fake-fetch';
import { GUEST_USER, renderAt, TEST_USER } from '@/testing/render-with-providers';
import { TopBar } from './TopBar';
import { initials } from './UserMenu';

function setup(user = TEST_USER, newFeatureSeen = false) {
  const calls: RecordedCall[] = installFetch(({ method, url, body }) => {
    if (url === '/api/logout') return { status: 200, body: { message: 'Logged out' } };
    const prefs = { recent: DEFAULT_RECENT_TOOLS, liked: DEFAULT_LIKED_TOOLS, newFeatureSeen };
    return { status: 200, body: method === 'PUT' ? { ...prefs, ...(body as object) } : prefs };
  });
  const utils = renderAt(<TopBar />, '/home', { user });
  return { ...utils, calls };
}

async function openUserMenu(name: string) {
  fireEvent.click(screen.getByRole('button', { name: `User menu for ${name}` }));
  await screen.findByRole('menuitem', { name: 'Logout' });
}

describe('TopBar', () => {
  it('links the brand to / and has the five navigation links', () => {
    setup();
    expect(screen.getByRole('link', { name: /Exam Prep Studio/ })).toHaveAttribute('href', '/');
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    const links = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/home'],
      ['Chatbox', '/chatbox'],
      ['Past Papers', '/past-papers'],
      ['Exam Grader', '/exam-grader'],
      ['Quiz Generator', '/quiz-generator'],
    ]);
  });

  it('offers Profile, Change Password and Logout to an account holder', async () => {
    setup();
    await openUserMenu('Ada Lovelace');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile?tab=personal',
    );
    expect(screen.getByRole('menuitem', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/profile?tab=password',
    );
  });

  it('hides Profile and Change Password from guests', async () => {
    setup(GUEST_USER);
    await openUserMenu('Guest');
    expect(screen.queryByRole('menuitem', { name: 'Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Change Password' })).not.toBeInTheDocument();
  });

  it('asks before logging out; Cancel keeps the session', async () => {
    const { calls } = setup();
    await openUserMenu('Ada Lovelace');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Are you sure you want to log out?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByText('Are you sure you want to log out?')).not.toBeInTheDocument(),
    );
    expect(calls.some((c) => c.url === '/api/logout')).toBe(false);
  });

  it('logs out on Confirm (GET /api/logout), clears the session and goes to /login', async () => {
    const { calls, store } = setup();
    await openUserMenu('Ada Lovelace');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/login');
    expect(calls.find((c) => c.url === '/api/logout')?.method).toBe('GET');
    expect(store.getState().session.isAuthenticated).toBe(false);
  });

  it('shows the new-feature dot until the sidebar is first opened, then marks it seen', async () => {
    const { calls } = setup();
    const button = await screen.findByRole('button', { name: 'More Functions', description: 'New feature' });
    fireEvent.click(button);
    await screen.findByText('13 tools available');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ newFeatureSeen: true }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'More Functions' })).not.toHaveAttribute('aria-describedby'),
    );
  });

  it('does not show the dot once the feature was seen', async () => {
    const { calls } = setup(TEST_USER, true);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: 'More Functions' }));
    await screen.findByText('13 tools available');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Ada King Lovelace')).toBe('AL');
    expect(initials('plato')).toBe('P');
    expect(initials('  ')).toBe('?');
  });
});

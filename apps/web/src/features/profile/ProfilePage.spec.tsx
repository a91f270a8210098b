import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PASSWORD_RULE_TEXT } from '@eps/contracts';
import { installFetch, type FetchHandler } from '@/testing/fake-fetch';
import { GUEST_USER, renderAt, TEST_USER } from '@/testing/render-with-providers';
import { avatarFileError } from './avatar-rules';
import { ProfilePage } from './ProfilePage';
import { validatePasswordChange } from './PasswordTab';

function renderProfile(
  url: string,
  handler: FetchHandler = () => ({ status: 200, body: { user: TEST_USER } }),
  user = TEST_USER,
) {
  const calls = installFetch(handler);
  const utils = renderAt(<ProfilePage />, '/profile', { user });
  void utils.router.navigate(url);
  return { ...utils, calls };
}

describe('ProfilePage', () => {
  it('tells guests they have no profile and links to /register', () => {
    renderProfile('/profile', undefined, GUEST_USER);
    expect(screen.getByText(/Guests have no profile/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it('opens the tab named in ?tab= and keeps the query in step', async () => {
    const { router } = renderProfile('/profile?tab=password');
    expect(await screen.findByRole('tab', { name: 'Password', selected: true })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Personal' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=personal'));
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  });

  it('saves the full name and updates the session user', async () => {
    const { calls, store } = renderProfile('/profile?tab=personal', ({ body }) => ({
      status: 200,
      body: { user: { ...TEST_USER, ...(body as object) } },
    }));
    fireEvent.change(await screen.findByLabelText(/Full name/), { target: { value: 'Ada King' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(store.getState().session.user?.fullName).toBe('Ada King'));
    expect(calls[0]).toEqual({ method: 'PATCH', url: '/api/profile', body: { fullName: 'Ada King' } });
  });

  it("says 'Passwords do not match' before calling the server", async () => {
    const { calls } = renderProfile('/profile?tab=password');
    fireEvent.change(await screen.findByLabelText(/Current password/), { target: { value: 'old-pass1' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'newpass12' } });
    fireEvent.change(screen.getByLabelText(/Confirm new password/), { target: { value: 'newpass13' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's error when the current password is wrong", async () => {
    const { calls } = renderProfile('/profile?tab=password', () => ({
      status: 400,
      body: { error: 'Current password is incorrect', code: 'PROFILE_WRONG_PASSWORD' },
    }));
    fireEvent.change(await screen.findByLabelText(/Current password/), { target: { value: 'old-pass1' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'newpass12' } });
    fireEvent.change(screen.getByLabelText(/Confirm new password/), { target: { value: 'newpass12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      method: 'POST',
      url: '/api/profile/password',
      body: { oldPassword: 'old-pass1', newPassword: 'newpass12' },
    });
  });
});

describe('validatePasswordChange', () => {
  it('applies the one password rule and the match check', () => {
    expect(validatePasswordChange('x', 'short1', 'short1')).toEqual({ newPassword: PASSWORD_RULE_TEXT });
    expect(validatePasswordChange('', 'longenough1', 'longenough2')).toEqual({
      oldPassword: 'Current password is required.',
      confirm: 'Passwords do not match',
    });
    expect(validatePasswordChange('x', 'longenough1', 'longenough1')).toEqual({});
  });
});

describe('avatarFileError', () => {
  it('accepts png, jpeg and webp up to 1 MB', () => {
    expect(avatarFileError({ type: 'image/png', size: 1024 * 1024 })).toBeNull();
    expect(avatarFileError({ type: 'image/webp', size: 10 })).toBeNull();
    expect(avatarFileError({ type: 'image/gif', size: 10 })).toMatch(/PNG, JPEG or WebP/);
    expect(avatarFileError({ type: 'image/jpeg', size: 1024 * 1024 + 1 })).toMatch(/1 MB/);
  });
});

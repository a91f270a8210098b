import { PASSWORD_RULE_TEXT } from '@eps/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegisterPage } from './RegisterPage';
import { checkRegistration } from './lib/register-validation';
import { FRESH_SESSION, renderAt } from '@/testing/render-with-providers';

function setup() {
  const user = userEvent.setup();
  renderAt(<RegisterPage />, '/register', FRESH_SESSION);
  // the visible label carries an aria-hidden ' *' for required fields
  const field = (label: string) =>
    screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input' });
  return {
    user,
    field,
    async fill({
      password = 'abcd1234',
      confirm,
      agree = true,
    }: { password?: string; confirm?: string; agree?: boolean } = {}) {
      await user.type(field('Email'), 'ann@school.org');
      await user.type(field('Password'), password);
      await user.type(field('Confirm Password'), confirm ?? password);
      await user.type(field('Full Name'), 'Ann Example');
      if (agree) await user.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
    },
    submit: () => user.click(screen.getByRole('button', { name: 'Create Account' })),
  };
}

async function popup() {
  return screen.findByRole('dialog');
}

describe('RegisterPage popups (spec section 8 "Register popups")', () => {
  it("'Passwords do not match' is an 'Error!'", async () => {
    const { fill, submit } = setup();
    await fill({ password: 'abcd1234', confirm: 'abcd12345' });
    await submit();
    const dialog = await popup();
    expect(within(dialog).getByText('Error!')).toBeInTheDocument();
    expect(within(dialog).getByText('Passwords do not match')).toBeInTheDocument();
  });

  it("unticked terms give a 'Notice' with a warning icon", async () => {
    const { fill, submit } = setup();
    await fill({ agree: false });
    await submit();
    const dialog = await popup();
    expect(within(dialog).getByText('Notice')).toBeInTheDocument();
    expect(within(dialog).getByText('Please agree to the terms and conditions')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Warning' })).toBeInTheDocument();
  });

  it("a teacher without an access code gets a 'Notice'", async () => {
    const { user, fill, submit, field } = setup();
    expect(screen.queryByLabelText(/^Access Code/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'I am a teacher' }));
    expect(field('Access Code')).toBeInTheDocument();
    await fill();
    await submit();
    const dialog = await popup();
    expect(within(dialog).getByText('Notice')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter your teacher access code')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the one password rule as placeholder and hint, and a strength meter that never blocks', async () => {
    const { user, field } = setup();
    expect(field('Password')).toHaveAttribute('placeholder', PASSWORD_RULE_TEXT);
    expect(screen.getByText(PASSWORD_RULE_TEXT)).toBeInTheDocument();
    await user.type(field('Password'), 'abcdefgh');
    expect(screen.getByTestId('password-strength')).toHaveAttribute('data-strength', 'weak');
    await user.type(field('Password'), '1');
    expect(screen.getByTestId('password-strength')).toHaveAttribute('data-strength', 'medium');
    await user.type(field('Password'), '!xyz');
    expect(screen.getByTestId('password-strength')).toHaveAttribute('data-strength', 'strong');
  });

  it("a request without a server answer gives 'Error!' with the fallback text", async () => {
    const { fill, submit } = setup();
    await fill();
    await submit();
    const dialog = await popup();
    expect(within(dialog).getByText('Error!')).toBeInTheDocument();
    expect(within(dialog).getByText('An error occured. Please try again later.')).toBeInTheDocument();
  });

  it('marks required fields inline before any popup', async () => {
    const { submit } = setup();
    await submit();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('checkRegistration', () => {
  const base = {
    role: 'student' as const,
    email: 'ann@school.org',
    password: 'abcd1234',
    confirmPassword: 'abcd1234',
    fullName: 'Ann',
    accessCode: '',
    agreed: true,
  };
  it('passes a complete student form', () => expect(checkRegistration(base)).toEqual({ ok: true }));
  it('checks mismatch before terms and access code', () => {
    expect(
      checkRegistration({ ...base, role: 'teacher', agreed: false, confirmPassword: 'x' }),
    ).toMatchObject({
      title: 'Error!',
      message: 'Passwords do not match',
    });
  });
  it('rejects a password that breaks the rule', () => {
    expect(checkRegistration({ ...base, password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toMatchObject({
      kind: 'fields',
      errors: { password: PASSWORD_RULE_TEXT },
    });
  });
  it('accepts a teacher with a code', () => {
    expect(checkRegistration({ ...base, role: 'teacher', accessCode: 'TEACH-1' })).toEqual({ ok: true });
  });
});

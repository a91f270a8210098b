import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginCarousel } from './components/LoginCarousel';
import { LoginPage } from './LoginPage';
import { guestErrorMessage, loginErrorMessage, validateLogin } from './lib/login-validation';
import { FRESH_SESSION, renderAt } from '@/testing/render-with-providers';
import { TEASERS } from './lib/teasers';

describe('validateLogin (spec section 5 "Login")', () => {
  it.each([
    [{ email: '', password: '', agreed: true }, 'Email and password are required'],
    [{ email: 'a@b.co', password: '', agreed: true }, 'Email and password are required'],
    [{ email: '   ', password: 'x', agreed: true }, 'Email and password are required'],
    [{ email: 'not-an-email', password: 'secret1', agreed: true }, 'Invalid Email or password'],
    [{ email: 'a@b', password: 'secret1', agreed: true }, 'Invalid Email or password'],
    [
      { email: 'a@b.co', password: 'secret1', agreed: false },
      'Please read and check the relevant agreement.',
    ],
  ])('%o → %s', (values, message) => {
    const result = validateLogin(values);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe(message);
  });

  it('passes a complete form', () => {
    expect(validateLogin({ email: 'ann@school.org', password: 'x', agreed: true })).toEqual({ ok: true });
  });
});

describe('login failure messages (spec section 8)', () => {
  it('401 is the generic wrong-credentials message', () => {
    expect(loginErrorMessage({ status: 401, data: { error: 'whatever', code: 'X' } })).toBe(
      'Invalid email or password',
    );
  });
  it('429 shows the server message', () => {
    expect(
      loginErrorMessage({
        status: 429,
        data: { error: 'Too many attempts. Try again in a minute.', code: 'RATE' },
      }),
    ).toBe('Too many attempts. Try again in a minute.');
  });
  it('no response is an exception', () => {
    expect(loginErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'An error occurred during login',
    );
    expect(loginErrorMessage({ status: 500, data: 'oops' })).toBe('An error occurred during login');
    expect(loginErrorMessage(undefined)).toBe('An error occurred during login');
  });
  it('guest failures', () => {
    expect(guestErrorMessage({ status: 503, data: { error: 'down', code: 'X' } })).toBe('Guest login failed');
    expect(guestErrorMessage({ status: 'FETCH_ERROR', error: 'offline' })).toBe(
      'An error occurred during guest login',
    );
  });
});

describe('LoginPage', () => {
  function setup() {
    const user = userEvent.setup();
    renderAt(<LoginPage />, '/login', FRESH_SESSION);
    return {
      user,
      email: screen.getByLabelText('Email'),
      password: screen.getByLabelText('Password', { selector: 'input' }),
      terms: screen.getByRole('checkbox', { name: /Terms of Service/ }),
      submit: screen.getByRole('button', { name: 'Login' }),
    };
  }

  it('shows every control of the spec', () => {
    setup();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up now' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Guest Access / Try it now!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('requires email and password', async () => {
    const { user, submit } = setup();
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Email and password are required');
  });

  it('rejects a malformed email', async () => {
    const { user, email, password, submit } = setup();
    await user.type(email, 'ann.school.org');
    await user.type(password, 'secret123');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Email or password');
  });

  it('shows the terms bubble until the box is ticked', async () => {
    const { user, email, password, terms, submit } = setup();
    await user.type(email, 'ann@school.org');
    await user.type(password, 'secret123');
    await user.click(submit);
    expect(await screen.findByText('Please read and check the relevant agreement.')).toBeInTheDocument();
    await user.click(terms);
    await waitFor(() =>
      expect(screen.queryByText('Please read and check the relevant agreement.')).not.toBeInTheDocument(),
    );
  });

  it('reports a login without a server answer as an exception', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, email, password, terms, submit } = setup();
    await user.type(email, 'ann@school.org');
    await user.type(password, 'secret123');
    await user.click(terms);
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred during login');
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  });

  it('reports a guest login without a server answer and stays on the page', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Guest Access / Try it now!' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred during guest login');
    expect(spy).toHaveBeenCalled();
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
    spy.mockRestore();
  });

  it("says 'Password is required' when the password is cleared", async () => {
    const { user, password } = setup();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    await user.type(password, 'abc');
    await user.clear(password);
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(password, 'x');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });
});

describe('LoginCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('rotates the six teasers every 8 s, types after 1 s, pauses on hover and picks by dot', () => {
    renderAt(<LoginCarousel />, '/', FRESH_SESSION);
    const heading = () => screen.getByRole('heading', { level: 2 });
    expect(heading()).toHaveTextContent(TEASERS[0].title);
    expect(TEASERS.map((t) => t.title)).toEqual([
      'Course Helper',
      'Plot Generator',
      'Chatbox',
      'Calculator',
      'Exam Grader',
      'Question Search',
    ]);

    const terminal = () =>
      document.querySelector('[aria-hidden="true"] > div')?.parentElement?.textContent ?? '';
    act(() => jest.advanceTimersByTime(900));
    expect(terminal()).toBe('');
    act(() => jest.advanceTimersByTime(400));
    expect(terminal().length).toBeGreaterThan(0);

    act(() => jest.advanceTimersByTime(8000 - 1300));
    expect(heading()).toHaveTextContent(TEASERS[1].title);

    const region = screen.getByRole('region', { name: /What you can do/ });
    fireEvent.mouseEnter(region);
    act(() => jest.advanceTimersByTime(20000));
    expect(heading()).toHaveTextContent(TEASERS[1].title);
    fireEvent.mouseLeave(region);
    act(() => jest.advanceTimersByTime(8000));
    expect(heading()).toHaveTextContent(TEASERS[2].title);

    fireEvent.click(screen.getByRole('button', { name: 'Show Question Search' }));
    expect(heading()).toHaveTextContent('Question Search');
    expect(screen.getByRole('button', { name: 'Show Question Search' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    act(() => jest.advanceTimersByTime(8000));
    expect(heading()).toHaveTextContent(TEASERS[0].title);
  });
});

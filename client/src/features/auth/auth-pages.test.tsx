import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@odance/contract/errors';
import { currentPath, makeConfig, makeUser } from '../../shared/test/test-utils';
import { apiError, renderApp, scriptedRest } from './auth-test-helpers';

afterEach(() => sessionStorage.clear());

// Typing into several fields takes a while on a busy machine running every test file at once.
vi.setConfig({ testTimeout: 20_000 });

/** Someone who has a profile: sign-in does not invite them to create a first one. */
const WITH_PROFILE = { id: 'p1', type: 'dancer', avatar: null };

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
/** The page itself, without the top bar (which has its own Sign in link). */
const page = () => within(screen.getByRole('main'));

describe('sign in', () => {
  it('posts its forms: a browser sending one by itself never puts the password in the address', async () => {
    renderApp('/auth/sign-in', { rest: scriptedRest({}).rest });
    await heading('Sign in');
    expect(screen.getByRole('form', { name: 'Sign in' })).toHaveAttribute('method', 'post');
    renderApp('/auth/sign-up', { rest: scriptedRest({}).rest });
    await heading('Sign up');
    expect(screen.getByRole('form', { name: 'Sign up' })).toHaveAttribute('method', 'post');
  });

  it('shows what is missing before calling the server', async () => {
    const { rest, calls } = scriptedRest({});
    renderApp('/auth/sign-in', { rest });
    await heading('Sign in');
    // The first submit comes before the form's rules have loaded (they load on its first focus): it waits for them.
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('signs in, writes the user and goes to ?returnTo=', { timeout: 30_000 }, async () => {
    const user = makeUser({ firstName: 'Grace', lastName: 'Hopper' });
    const { rest, callsTo } = scriptedRest({ 'POST /auth/signin': () => user });
    const { router } = renderApp('/auth/sign-in?returnTo=%2Fdashboard%2Fsecurity', { rest });
    await heading('Sign in');
    await userEvent.type(screen.getByLabelText('Email'), ' grace@example.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard/security'));
    // The Security page's lazy chunk is transformed on first use: slow on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Security' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(callsTo('POST /auth/signin')[0]!.body).toEqual({ email: 'grace@example.com', password: 'Secret123!' });
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });

  it('a first sign-in (no profile yet) lands on the invitation to create one', async () => {
    const { rest } = scriptedRest({ 'POST /auth/signin': () => makeUser({ mainProfile: null }) });
    const { router } = renderApp('/auth/sign-in', { rest });
    await heading('Sign in');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard/manage-profiles'));
  });

  it('goes home after sign-in when there is no (or an unsafe) returnTo', async () => {
    const { rest } = scriptedRest({ 'POST /auth/signin': () => makeUser({ mainProfile: WITH_PROFILE }) });
    const { router } = renderApp('/auth/sign-in?returnTo=https%3A%2F%2Fevil.example', { rest });
    await heading('Sign in');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });

  it('shows wrong credentials above the button', async () => {
    const { rest } = scriptedRest({
      'POST /auth/signin': () => {
        throw apiError(ErrorCode.AUTH_INVALID_CREDENTIALS, 401, {}, 'Email or password is incorrect.');
      },
    });
    renderApp('/auth/sign-in', { rest });
    await heading('Sign in');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong123!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email or password is incorrect.')).toBeInTheDocument();
  });

  it('asks to confirm the email and resends the link to the typed address', async () => {
    const { rest, callsTo } = scriptedRest({
      'POST /auth/signin': () => {
        throw apiError(ErrorCode.AUTH_EMAIL_NOT_CONFIRMED, 403);
      },
      'POST /auth/email/resend': () => ({ ok: true }),
    });
    renderApp('/auth/sign-in', { rest });
    await heading('Sign in');
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Confirm your email')).toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'Send a new link' }));
    expect(await within(notice).findByText(/A new confirmation link is on its way to/)).toBeInTheDocument();
    expect(callsTo('POST /auth/email/resend')[0]!.body).toEqual({ email: 'new@example.com' });
  });

  it('says a resend within a minute was already sent', async () => {
    const { rest } = scriptedRest({
      'POST /auth/signin': () => {
        throw apiError(ErrorCode.AUTH_EMAIL_NOT_CONFIRMED, 403);
      },
      'POST /auth/email/resend': () => {
        throw apiError(ErrorCode.AUTH_CONFIRMATION_TOKEN_ALREADY_SENT, 429, {}, 'A confirmation email was sent a moment ago.');
      },
    });
    renderApp('/auth/sign-in', { rest });
    await heading('Sign in');
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('A confirmation email was sent a moment ago.')).toBeInTheDocument();
  });

  it('explains an account under verification', async () => {
    const { rest } = scriptedRest({
      'POST /auth/signin': () => {
        throw apiError(ErrorCode.AUTH_ACCOUNT_NOT_ACTIVE, 403, {}, 'Your account is under verification. You will get an email once it is approved.');
      },
    });
    renderApp('/auth/sign-in', { rest });
    await heading('Sign in');
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Account under verification')).toBeInTheDocument();
    expect(screen.getByText(/You will get an email once it is approved/)).toBeInTheDocument();
  });

  it('hides Google when the server has it not configured', async () => {
    renderApp('/auth/sign-in');
    await heading('Sign in');
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('with Google configured, leaves for its address and remembers returnTo for the way back', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { rest } = scriptedRest({ 'GET /auth/sso/google/url': () => ({ url: 'https://accounts.example/auth?x=1' }) });
    renderApp('/auth/sign-in?returnTo=%2Fdashboard%2Fsecurity', { rest, config: makeConfig({ googleSignIn: true }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example/auth?x=1'));
    expect(sessionStorage.getItem('odance.googleReturnTo')).toBe('/dashboard/security');
  });

  it('sends a signed-in user away from the sign-in page', async () => {
    const { router } = renderApp('/auth/sign-in', { user: makeUser() });
    await heading('Explore the dance community');
    expect(currentPath(router)).toBe('/');
  });
});

describe('sign up', () => {
  const fill = async (values: Partial<Record<'Email' | 'First name' | 'Last name' | 'Password' | 'Confirm password', string>>) => {
    for (const [label, value] of Object.entries(values)) await userEvent.type(screen.getByLabelText(label), value);
  };

  it('checks the fields as the server would', async () => {
    const { rest, calls } = scriptedRest({});
    renderApp('/auth/sign-up', { rest });
    await heading('Sign up');
    await fill({ 'First name': 'x'.repeat(33), Password: 'short', 'Confirm password': 'other' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('First name must be at most 32 characters.')).toBeInTheDocument();
    expect(screen.getByText('Last name is required.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('ticks the password rules off while typing', async () => {
    renderApp('/auth/sign-up');
    await heading('Sign up');
    const rules = screen.getByRole('list', { name: 'The password needs' });
    expect(within(rules).getByText('A digit')).toHaveTextContent('(missing)');
    expect(within(rules).getByText(/A symbol or space/)).toHaveTextContent('(missing)');
    await userEvent.type(screen.getByLabelText('Password'), 'abc1');
    expect(within(rules).getByText('A digit')).toHaveTextContent('(done)');
    expect(within(rules).getByText('An uppercase letter')).toHaveTextContent('(missing)');
    expect(within(rules).getByText(/A symbol or space/)).toHaveTextContent('(missing)');
    // Any character but a letter or digit is special, a space too (docs/product.md#rules).
    await userEvent.type(screen.getByLabelText('Password'), ' x');
    expect(within(rules).getByText(/A symbol or space/)).toHaveTextContent('(done)');
  });

  it('accepts a passphrase with spaces and hyphens', async () => {
    const { rest, callsTo } = scriptedRest({ 'POST /auth/signup': () => ({ email: 'ada@example.com' }) });
    renderApp('/auth/sign-up', { rest });
    await heading('Sign up');
    const passphrase = 'Correct horse-battery 9';
    await fill({ Email: 'ada@example.com', 'First name': 'Ada', 'Last name': 'Lovelace', Password: passphrase, 'Confirm password': passphrase });
    const rules = screen.getByRole('list', { name: 'The password needs' });
    for (const item of within(rules).getAllByRole('listitem')) expect(item).toHaveTextContent('(done)');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await heading('Check your mailbox');
    expect(callsTo('POST /auth/signup')[0]!.body).toMatchObject({ password: passphrase });
  });

  it('shows a taken email next to the email field', async () => {
    const { rest } = scriptedRest({
      'POST /auth/signup': () => {
        throw apiError(ErrorCode.AUTH_EMAIL_ALREADY_IN_USE, 409, {}, 'This email is already in use.');
      },
    });
    renderApp('/auth/sign-up', { rest });
    await heading('Sign up');
    await fill({ Email: 'ada@example.com', 'First name': 'Ada', 'Last name': 'Lovelace', Password: 'Secret123!', 'Confirm password': 'Secret123!' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('This email is already in use.')).toBeInTheDocument();
  });

  it('puts a server validation failure next to its field', async () => {
    const { rest } = scriptedRest({
      'POST /auth/signup': () => {
        throw apiError(ErrorCode.VALIDATION_FAILED, 400, { field: 'lastName', reason: 'tooLong' });
      },
    });
    renderApp('/auth/sign-up', { rest });
    await heading('Sign up');
    await fill({ Email: 'ada@example.com', 'First name': 'Ada', 'Last name': 'Lovelace', Password: 'Secret123!', 'Confirm password': 'Secret123!' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Last name must be at most 64 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends trimmed names and tells to check the mailbox', async () => {
    const { rest, callsTo } = scriptedRest({ 'POST /auth/signup': () => ({ email: 'ada@example.com' }) });
    renderApp('/auth/sign-up', { rest });
    await heading('Sign up');
    await fill({ Email: 'Ada@Example.com', 'First name': ' Ada ', 'Last name': 'Lovelace', Password: 'Secret123!', 'Confirm password': 'Secret123!' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await heading('Check your mailbox');
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(callsTo('POST /auth/signup')[0]!.body).toEqual({ email: 'Ada@Example.com', firstName: 'Ada', lastName: 'Lovelace', password: 'Secret123!' });
  });
});

describe('forgot password', () => {
  it('tells to check the mailbox, whatever the address', async () => {
    const { rest, callsTo } = scriptedRest({ 'POST /auth/password/reset': () => ({ ok: true }) });
    renderApp('/auth/forgot-password', { rest });
    await heading('Forgot password');
    await userEvent.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await heading('Check your mailbox');
    expect(screen.getByText(/If an account uses/)).toBeInTheDocument();
    expect(callsTo('POST /auth/password/reset')[0]!.body).toEqual({ email: 'nobody@example.com' });
  });

  it('says when a link was sent a moment ago', async () => {
    const { rest } = scriptedRest({
      'POST /auth/password/reset': () => {
        throw apiError(ErrorCode.AUTH_RESET_TOKEN_ALREADY_SENT, 429, {}, 'A password reset email was sent a moment ago.');
      },
    });
    renderApp('/auth/forgot-password', { rest });
    await heading('Forgot password');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('A password reset email was sent a moment ago.')).toBeInTheDocument();
  });
});

describe('set a new password', () => {
  it('sets the password with the token of the link, then offers sign-in', async () => {
    const { rest, callsTo } = scriptedRest({ 'POST /auth/password/reset/set': () => ({ ok: true }) });
    renderApp('/auth/password-reset?token=tok-1', { rest });
    await heading('Set a new password');
    await userEvent.type(screen.getByLabelText('New password'), 'Newpass123!');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Newpass123!');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await heading('Password changed');
    expect(page().getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/sign-in');
    expect(callsTo('POST /auth/password/reset/set')[0]!.body).toEqual({ token: 'tok-1', password: 'Newpass123!' });
  });

  it('checks that both passwords match', async () => {
    const { rest, calls } = scriptedRest({});
    renderApp('/auth/password-reset?token=tok-1', { rest });
    await heading('Set a new password');
    await userEvent.type(screen.getByLabelText('New password'), 'Newpass123!');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Newpass123?');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('offers a new link when the token is used or expired', async () => {
    const { rest } = scriptedRest({
      'POST /auth/password/reset/set': () => {
        throw apiError(ErrorCode.AUTH_INVALID_PASSWORD_RESET_TOKEN, 400, {}, 'This password reset link is invalid or has expired.');
      },
    });
    renderApp('/auth/password-reset?token=old', { rest });
    await heading('Set a new password');
    await userEvent.type(screen.getByLabelText('New password'), 'Newpass123!');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Newpass123!');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('This password reset link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it('without a token, sends to the forgot-password page', async () => {
    renderApp('/auth/password-reset');
    await heading('Set a new password');
    expect(screen.getByText('This link is incomplete')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});

describe('email confirmation', () => {
  it('confirms once, even under StrictMode, and offers sign-in', async () => {
    const { rest, callsTo } = scriptedRest({ 'POST /auth/email/confirm': () => ({ email: 'ada@example.com', active: true }) });
    renderApp('/auth/email-confirmation?token=tok-1', { rest, strict: true });
    await heading('Email confirmed');
    expect(page().getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(callsTo('POST /auth/email/confirm')).toEqual([{ method: 'POST', path: '/auth/email/confirm', body: { token: 'tok-1' } }]);
  });

  it('a link opened again says the address is confirmed already and offers sign-in, not an error', async () => {
    const { rest } = scriptedRest({ 'POST /auth/email/confirm': () => ({ email: 'ada@example.com', active: true, alreadyConfirmed: true }) });
    renderApp('/auth/email-confirmation?token=tok-1', { rest });
    await heading('Already confirmed');
    expect(screen.getByText(/was confirmed already/)).toBeInTheDocument();
    expect(page().getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('We could not confirm your email')).not.toBeInTheDocument();
  });

  it('says an inactive account awaits approval', async () => {
    const { rest } = scriptedRest({ 'POST /auth/email/confirm': () => ({ email: 'ada@example.com', active: false }) });
    renderApp('/auth/email-confirmation?token=tok-1', { rest });
    await heading('Email confirmed');
    expect(screen.getByText('Account under verification')).toBeInTheDocument();
    expect(page().queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('shows a refused token and resends to the typed address', async () => {
    const { rest, callsTo } = scriptedRest({
      'POST /auth/email/confirm': () => {
        throw apiError(ErrorCode.AUTH_INVALID_EMAIL_CONFIRMATION_TOKEN, 400, {}, 'This confirmation link is invalid or has expired.');
      },
      'POST /auth/email/resend': () => ({ ok: true }),
    });
    renderApp('/auth/email-confirmation?token=old', { rest });
    await heading('Email confirmation');
    expect(await screen.findByText('This confirmation link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(/A new confirmation link is on its way to/)).toBeInTheDocument();
    expect(callsTo('POST /auth/email/resend')[0]!.body).toEqual({ email: 'ada@example.com' });
  });

  it('without a token, explains and offers a new link without calling the server', async () => {
    const { rest, calls } = scriptedRest({});
    renderApp('/auth/email-confirmation', { rest });
    await heading('Email confirmation');
    expect(screen.getByText(/This confirmation link is incomplete/)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('Google sign-in callback', () => {
  it('posts code and state exactly once under StrictMode, signs in and returns to the remembered page', async () => {
    sessionStorage.setItem('odance.googleReturnTo', '/dashboard/security');
    const { rest, callsTo } = scriptedRest({ 'POST /auth/sso/google/callback': () => makeUser({ authMethod: 'google' }) });
    const { router } = renderApp('/auth/sso/google?code=c-1&state=s-1', { rest, strict: true });
    await heading('Security');
    expect(currentPath(router)).toBe('/dashboard/security');
    expect(callsTo('POST /auth/sso/google/callback')).toEqual([{ method: 'POST', path: '/auth/sso/google/callback', body: { code: 'c-1', state: 's-1' } }]);
    expect(sessionStorage.getItem('odance.googleReturnTo')).toBeNull();
  });

  it('goes home when nothing was remembered', async () => {
    const { rest } = scriptedRest({ 'POST /auth/sso/google/callback': () => makeUser({ authMethod: 'google', mainProfile: WITH_PROFILE }) });
    const { router } = renderApp('/auth/sso/google?code=c-1&state=s-1', { rest });
    await heading('Explore the dance community');
    expect(currentPath(router)).toBe('/');
  });

  it('handles a refusal at Google without calling the server', async () => {
    const { rest, calls } = scriptedRest({});
    renderApp('/auth/sso/google?error=access_denied', { rest, strict: true });
    await heading('Google sign-in cancelled');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows the server refusal', async () => {
    const { rest } = scriptedRest({
      'POST /auth/sso/google/callback': () => {
        throw apiError(ErrorCode.AUTH_ACCOUNT_REGISTERED_WITH_EMAIL, 409, {}, 'This email is registered with a password.');
      },
    });
    renderApp('/auth/sso/google?code=c-1&state=s-1', { rest });
    await heading('Google sign-in failed');
    expect(screen.getByText('This email is registered with a password.')).toBeInTheDocument();
  });
});

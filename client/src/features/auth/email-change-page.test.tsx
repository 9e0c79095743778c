import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@odance/contract/errors';
import { makeUser } from '../../shared/test/test-utils';
import { apiError, renderApp, scriptedGraphQL, scriptedRest } from './auth-test-helpers';

vi.setConfig({ testTimeout: 20_000 });

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('the email change links', () => {
  it('confirms the new address once, signed in too (not a guest-only page), then asks who is signed in again', async () => {
    const { rest, callsTo } = scriptedRest({ 'POST /auth/email/change/confirm': () => ({ email: 'new@example.com' }) });
    const { link, calls } = scriptedGraphQL({ CurrentUser: () => ({ data: { me: { ...makeUser({ email: 'new@example.com' }), __typename: 'User' } } }) });
    renderApp('/auth/email-change?token=tok-1', { rest, link, user: makeUser(), strict: true });
    await heading('Email changed');
    expect(screen.getByText('new@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account information' })).toHaveAttribute('href', '/dashboard/account-information');
    expect(callsTo('POST /auth/email/change/confirm')).toEqual([{ method: 'POST', path: '/auth/email/change/confirm', body: { token: 'tok-1' } }]);
    await vi.waitFor(() => expect(calls.some((call) => call.operationName === 'CurrentUser')).toBe(true));
  });

  it('undoes the change from the old address and leads to a new password', async () => {
    const { rest, callsTo } = scriptedRest({ 'POST /auth/email/change/undo': () => ({ email: 'old@example.com' }) });
    renderApp('/auth/email-change/undo?token=tok-2', { rest });
    await heading('Email change undone');
    expect(screen.getByText('old@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute('href', '/auth/forgot-password');
    expect(callsTo('POST /auth/email/change/undo')[0]!.body).toEqual({ token: 'tok-2' });
  });

  it("says why a used or expired link does nothing, and a link without its token calls nobody", async () => {
    const { rest } = scriptedRest({
      'POST /auth/email/change/confirm': () => {
        throw apiError(ErrorCode.AUTH_INVALID_EMAIL_CONFIRMATION_TOKEN, 400, {}, 'This confirmation link is invalid or has expired.');
      },
    });
    renderApp('/auth/email-change?token=used', { rest });
    expect(await screen.findByText('This confirmation link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your new email' })).toBeInTheDocument();

    const empty = scriptedRest({});
    renderApp('/auth/email-change/undo', { rest: empty.rest });
    expect(await screen.findByText('This link is incomplete. Open the link from the mail again.')).toBeInTheDocument();
    expect(empty.calls).toEqual([]);
  });
});

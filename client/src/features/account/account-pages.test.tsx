import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@odance/contract/errors';
import { currentPath, makeUser } from '../../shared/test/test-utils';
import { graphQLError, renderApp, scriptedGraphQL } from '../auth/auth-test-helpers';

// Typing into several fields takes a while on a busy machine running every test file at once.
vi.setConfig({ testTimeout: 20_000 });

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('account information', () => {
  it('shows the email and sign-in method', async () => {
    renderApp('/dashboard/account-information', { user: makeUser({ authMethod: 'google' }) });
    await heading('Account information');
    const details = screen.getByRole('region', { name: 'Sign-in details' });
    expect(within(details).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(details).getByText('Google')).toBeInTheDocument();
  });

  it('saves the names and the top bar shows them at once', async () => {
    const { link, calls } = scriptedGraphQL({
      UpdateAccount: (variables) => ({
        data: { updateAccount: { __typename: 'User', id: 'u1', mailOnTransferReceived: true, ...(variables.input as object) } },
      }),
    });
    renderApp('/dashboard/account-information', { user: makeUser(), link });
    await heading('Account information');
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent(/^AL/);

    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.type(screen.getByLabelText('First name'), ' Grace ');
    await userEvent.clear(screen.getByLabelText('Last name'));
    await userEvent.type(screen.getByLabelText('Last name'), 'Hopper');
    await userEvent.click(save);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent(/^GH/));
    expect(calls.find((call) => call.operationName === 'UpdateAccount')?.variables).toEqual({ input: { firstName: 'Grace', lastName: 'Hopper' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled());
  });

  it('turns the received-transfer mail off and on, saved at once', async () => {
    const { link, calls } = scriptedGraphQL({
      UpdateAccount: (variables) => ({ data: { updateAccount: { __typename: 'User', id: 'u1', ...(variables.input as object) } } }),
    });
    renderApp('/dashboard/account-information', { user: makeUser(), link });
    await heading('Account information');
    const mails = screen.getByRole('region', { name: 'Mails' });
    const toggle = within(mails).getByRole('switch', { name: /Mail me when I receive oDance/ });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(within(mails).getByRole('switch', { name: /Mail me when I receive oDance/ })).not.toBeChecked());
    expect(calls.find((call) => call.operationName === 'UpdateAccount')?.variables).toEqual({
      input: { firstName: 'Ada', lastName: 'Lovelace', mailOnTransferReceived: false },
    });
  });

  it('checks the names as the server would, and shows its answer next to the field', async () => {
    const { link } = scriptedGraphQL({ UpdateAccount: () => graphQLError(ErrorCode.VALIDATION_FAILED, 400, { field: 'lastName', reason: 'required' }) });
    renderApp('/dashboard/account-information', { user: makeUser(), link });
    await heading('Account information');
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.type(screen.getByLabelText('First name'), 'x'.repeat(33));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('First name must be at most 32 characters.')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.type(screen.getByLabelText('First name'), 'Grace');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Last name is required.')).toBeInTheDocument();
  });

  it('asks to change the email with the password, and says where the link went', async () => {
    const { link, calls } = scriptedGraphQL({
      RequestEmailChange: (variables) => {
        const input = variables.input as { newEmail: string; password: string };
        if (input.newEmail === 'taken@example.com') return graphQLError(ErrorCode.AUTH_EMAIL_ALREADY_IN_USE, 409, {}, 'This email is already in use.');
        if (input.password !== 'Secret123!') return graphQLError(ErrorCode.ACCOUNT_INVALID_CURRENT_PASSWORD, 400, {}, 'The current password is incorrect.');
        return { data: { requestEmailChange: input.newEmail } };
      },
    });
    renderApp('/dashboard/account-information', { user: makeUser(), link });
    await heading('Account information');
    const section = screen.getByRole('region', { name: 'Change email' });
    const send = within(section).getByRole('button', { name: 'Send confirmation link' });
    await userEvent.type(within(section).getByLabelText('New email'), 'not-an-email');
    await userEvent.click(send);
    expect(await within(section).findByText('Enter a valid email address, other than the one you use now.')).toBeInTheDocument();
    expect(within(section).getByText('Current password is required.')).toBeInTheDocument();

    await userEvent.clear(within(section).getByLabelText('New email'));
    await userEvent.type(within(section).getByLabelText('New email'), 'taken@example.com');
    await userEvent.type(within(section).getByLabelText('Current password'), 'Secret123!');
    await userEvent.click(send);
    expect(await within(section).findByText('This email is already in use.')).toBeInTheDocument();

    await userEvent.clear(within(section).getByLabelText('New email'));
    await userEvent.type(within(section).getByLabelText('New email'), 'ada.new@example.com');
    await userEvent.click(send);
    expect(await within(section).findByText('ada.new@example.com')).toBeInTheDocument();
    expect(within(section).getByText('Check the new mailbox')).toBeInTheDocument();
    expect(calls.filter((call) => call.operationName === 'RequestEmailChange').at(-1)?.variables).toEqual({
      input: { newEmail: 'ada.new@example.com', password: 'Secret123!' },
    });
    // Nothing changed yet: the page still shows the address in use.
    expect(within(screen.getByRole('region', { name: 'Sign-in details' })).getByText('ada@example.com')).toBeInTheDocument();
  });

  it('has no email change for a Google account', async () => {
    renderApp('/dashboard/account-information', { user: makeUser({ authMethod: 'google' }) });
    await heading('Account information');
    expect(screen.queryByRole('region', { name: 'Change email' })).not.toBeInTheDocument();
  });
});

describe('security', () => {
  const fillPasswords = async (current: string, next: string, confirm = next) => {
    await userEvent.type(screen.getByLabelText('Current password'), current);
    await userEvent.type(screen.getByLabelText('New password'), next);
    await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  };

  it('changes the password and empties the form', async () => {
    const { link, calls } = scriptedGraphQL({ ChangePassword: () => ({ data: { changePassword: true } }) });
    renderApp('/dashboard/security', { user: makeUser(), link });
    await heading('Security');
    await fillPasswords('Secret123!', 'Newpass123!');
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
    expect(calls.find((call) => call.operationName === 'ChangePassword')?.variables).toEqual({
      input: { currentPassword: 'Secret123!', newPassword: 'Newpass123!' },
    });
  });

  it('checks the new password before calling the server', async () => {
    const { link, calls } = scriptedGraphQL({});
    renderApp('/dashboard/security', { user: makeUser(), link });
    await heading('Security');
    await fillPasswords('Secret123!', 'Secret123!', 'Other123!');
    expect(screen.getByText('The new password must differ from the current one.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(calls.filter((call) => call.operationName === 'ChangePassword')).toEqual([]);
  });

  it('shows a wrong current password next to its field', async () => {
    const { link } = scriptedGraphQL({
      ChangePassword: () => graphQLError(ErrorCode.ACCOUNT_INVALID_CURRENT_PASSWORD, 400, {}, 'The current password is incorrect.'),
    });
    renderApp('/dashboard/security', { user: makeUser(), link });
    await heading('Security');
    await fillPasswords('Wrong123!', 'Newpass123!');
    expect(await screen.findByText('The current password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('has no password form for a Google account', async () => {
    renderApp('/dashboard/security', { user: makeUser({ authMethod: 'google' }) });
    await heading('Security');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.getByText(/You sign in with Google/)).toBeInTheDocument();
  });

  it('deletes the account only after DELETE and the password, then goes home signed out', async () => {
    const { link, calls } = scriptedGraphQL({
      DeleteAccount: (variables) =>
        (variables.input as { password?: string }).password === 'Secret123!'
          ? { data: { deleteAccount: true } }
          : graphQLError(ErrorCode.ACCOUNT_INVALID_CURRENT_PASSWORD, 400, {}, 'The current password is incorrect.'),
    });
    const { router } = renderApp('/dashboard/security', { user: makeUser({ balance: { odance: 0 } }), link });
    await heading('Security');
    await userEvent.click(screen.getByRole('button', { name: 'Delete account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    expect(confirm).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText('Type DELETE to confirm'));
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    expect(confirm).toBeEnabled();

    await userEvent.click(confirm);
    expect(within(dialog).getByText('Password is required.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Wrong123!');
    await userEvent.click(confirm);
    expect(await within(dialog).findByText('The password is incorrect.')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Password'));
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret123!');
    await userEvent.click(confirm);
    await heading('Explore the dance community');
    expect(currentPath(router)).toBe('/');
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(calls.filter((call) => call.operationName === 'DeleteAccount').at(-1)?.variables).toEqual({ input: { password: 'Secret123!' } });
  });

  it('deletes a Google account without a password', async () => {
    const { link, calls } = scriptedGraphQL({ DeleteAccount: () => ({ data: { deleteAccount: true } }) });
    renderApp('/dashboard/security', { user: makeUser({ authMethod: 'google', balance: { odance: 0 } }), link });
    await heading('Security');
    await userEvent.click(screen.getByRole('button', { name: 'Delete account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await heading('Explore the dance community');
    expect(calls.find((call) => call.operationName === 'DeleteAccount')?.variables).toEqual({ input: {} });
  });
  it('shows the balance and offers to send it first, or to give it up explicitly', async () => {
    const { link, calls } = scriptedGraphQL({ DeleteAccount: () => ({ data: { deleteAccount: true } }) });
    renderApp('/dashboard/security', { user: makeUser({ authMethod: 'google', balance: { odance: 40 } }), link });
    await heading('Security');
    await userEvent.click(screen.getByRole('button', { name: 'Delete account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText('Your account holds 40 oDance')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Send them to someone first' })).toHaveAttribute('href', '/dashboard/odance/transfers');
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    // Typing DELETE is not enough while the account holds oDance: giving them up is its own, explicit choice.
    expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Give up my 40 oDance' }));
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await heading('Explore the dance community');
    expect(calls.find((call) => call.operationName === 'DeleteAccount')?.variables).toEqual({ input: { forfeitBalance: true } });
  });

  it('asks again when oDance arrived since the dialog opened (ACCOUNT_HAS_BALANCE)', async () => {
    const { link, calls } = scriptedGraphQL({
      DeleteAccount: (variables) =>
        (variables.input as { forfeitBalance?: boolean }).forfeitBalance
          ? { data: { deleteAccount: true } }
          : graphQLError(ErrorCode.ACCOUNT_HAS_BALANCE, 409, { balance: 5 }, 'This account still holds oDance.'),
    });
    renderApp('/dashboard/security', { user: makeUser({ authMethod: 'google', balance: { odance: 0 } }), link });
    await heading('Security');
    await userEvent.click(screen.getByRole('button', { name: 'Delete account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    await userEvent.click(confirm);
    expect(await within(dialog).findByText(/Your account now holds 5 oDance/)).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Give up my 5 oDance' }));
    await userEvent.click(confirm);
    await heading('Explore the dance community');
    expect(calls.filter((call) => call.operationName === 'DeleteAccount').map((call) => call.variables)).toEqual([
      { input: {} },
      { input: { forfeitBalance: true } },
    ]);
  });
});

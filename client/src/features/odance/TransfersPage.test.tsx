import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@odance/contract/errors';
import { makeUser } from '../../shared/test/test-utils';
import { graphQLError, meData, mockApollo, networkFailure, renderPage, stubDocumentFonts, type Handler } from '../../shared/test/apollo-test-utils';
import TransfersPage from './TransfersPage';

stubDocumentFonts();

const bea = {
  __typename: 'AccountSummary',
  id: '2b1c3d4e-0000-4000-8000-000000000002',
  firstName: 'Bea',
  lastName: 'Bolero',
  avatar: null,
};
const party = (p: { id: string; firstName: string; lastName: string }) => ({
  __typename: 'TransferParty',
  id: p.id,
  firstName: p.firstName,
  lastName: p.lastName,
});

const transferred = (variables: Record<string, unknown>) => {
  const input = variables.input as { amount: number; message: string | null };
  return {
    data: {
      transferOdance: {
        __typename: 'TransferOdancePayload',
        transfer: {
          __typename: 'Transfer',
          id: `t-${Math.random()}`,
          amount: input.amount,
          message: input.message,
          createdAt: '2025-11-22T10:00:00.000Z',
          sender: party({ id: 'u1', firstName: 'Ada', lastName: 'Lovelace' }),
          recipient: party(bea),
        },
      },
    },
  };
};

function setup(overrides: Record<string, Handler> = {}) {
  const user = makeUser({ balance: { odance: 50 } });
  const apollo = mockApollo(
    {
      SearchAccounts: () => ({ data: { searchAccounts: [bea] } }),
      MyTransfers: () => ({ data: { myTransfers: { __typename: 'MyTransfersPage', total: 0, page: 1, pageSize: 10, transfers: [] } } }),
      CurrentUser: () => meData(makeUser({ balance: { odance: 40 } })),
      TransferOdance: transferred,
      ...overrides,
    },
    user,
  );
  renderPage(<TransfersPage />, { client: apollo.client });
  return apollo;
}

async function fillForm(amount = '10', message = 'Thanks for the class') {
  const events = userEvent.setup();
  await events.type(screen.getByRole('combobox', { name: 'Recipient' }), 'bol');
  await events.click(await screen.findByRole('option', { name: 'Bea Bolero' }));
  const amountField = screen.getByRole('textbox', { name: 'Amount of oDance' });
  await events.clear(amountField);
  await events.type(amountField, amount);
  const messageField = screen.getByRole('textbox', { name: 'Message' });
  await events.clear(messageField);
  if (message) await events.type(messageField, message);
  await events.click(screen.getByRole('button', { name: 'Continue' }));
  return events;
}

const keysSent = (callsOf: ReturnType<typeof mockApollo>['callsOf']) =>
  callsOf('TransferOdance').map((call) => (call.variables.input as { idempotencyKey: string }).idempotencyKey);

// The picker waits its real 500 ms debounce and 400 ms minimum loading in each test.
describe('transfers page', { timeout: 15_000 }, () => {
  it('refuses oneself as the recipient next to the field, before the confirmation (a scanned own code, a link to=me)', async () => {
    const me = { __typename: 'AccountSummary', id: 'u1', firstName: 'Ada', lastName: 'Lovelace', avatar: null };
    const apollo = setup({ SearchAccounts: () => ({ data: { searchAccounts: [me] } }) });
    const events = userEvent.setup();
    await events.type(screen.getByRole('combobox', { name: 'Recipient' }), 'ada');
    await events.click(await screen.findByRole('option', { name: 'Ada Lovelace' }));
    await events.type(screen.getByRole('textbox', { name: 'Amount of oDance' }), '5');
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('You cannot send oDance to yourself. Choose someone else.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Confirm/ })).toBeNull();
    expect(apollo.callsOf('TransferOdance')).toHaveLength(0);
  });

  it('checks the form before the confirmation: recipient, amount within the balance, message length', async () => {
    setup();
    const events = userEvent.setup();
    await screen.findByRole('heading', { name: 'New transfer' });
    await events.type(screen.getByRole('textbox', { name: 'Amount of oDance' }), '51');
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Choose who receives the oDance.')).toBeInTheDocument();
    expect(screen.getByText('You have 50 oDance; you cannot send more than that.')).toBeInTheDocument();
    await events.click(screen.getByRole('textbox', { name: 'Message' }));
    await events.paste('x'.repeat(281));
    expect(screen.getByTestId('message-counter')).toHaveTextContent(/^281 \/ 280$/);
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Keep the message to 280 characters (it has 281).')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Confirm transfer' })).not.toBeInTheDocument();
  });

  it('confirms, sends with one key, retries a failed send with the same key, and refreshes the balance', async () => {
    const { callsOf } = setup({
      TransferOdance: (variables, call) => (call === 1 ? networkFailure() : transferred(variables)),
    });
    const events = await fillForm();

    const summary = await screen.findByRole('heading', { name: 'Confirm transfer' });
    const card = summary.closest('section')!;
    expect(within(card).getByText('Bea Bolero')).toBeInTheDocument();
    expect(within(card).getByText('10 oDance')).toBeInTheDocument();
    expect(within(card).getByText('Thanks for the class')).toBeInTheDocument();
    expect(within(card).getByText('40 oDance')).toBeInTheDocument(); // balance after
    await events.click(screen.getByRole('button', { name: 'Confirm transfer' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Service is currently unavailable.');
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Transfer sent' });

    const [first, second] = keysSent(callsOf);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(second).toBe(first);
    expect(callsOf('TransferOdance')[1]!.variables.input).toEqual({
      recipientId: bea.id,
      amount: 10,
      message: 'Thanks for the class',
      idempotencyKey: first,
    });
    expect(screen.getByText(/You sent/)).toHaveTextContent(/^You sent 10 oDance to Bea Bolero\.$/);
    // The user (the header's balance) is asked for again.
    await waitFor(() => expect(callsOf('CurrentUser').length).toBeGreaterThan(0));
    expect(await screen.findByTestId('balance-after')).toHaveTextContent(/^40 oDance$/);
  });

  it('uses a new key after a success, and when the transfer changes', async () => {
    const { callsOf } = setup({
      TransferOdance: (variables, call) => (call === 2 ? networkFailure() : transferred(variables)),
    });
    let events = await fillForm('5', '');
    await events.click(await screen.findByRole('button', { name: 'Confirm transfer' }));
    await screen.findByRole('heading', { name: 'Transfer sent' });
    await events.click(screen.getByRole('button', { name: 'Make another transfer' }));

    // The very same transfer again is a new attempt: a new key.
    events = await fillForm('5', '');
    await events.click(await screen.findByRole('button', { name: 'Confirm transfer' }));
    await screen.findByRole('alert');
    // Back to change the amount: another attempt, another key.
    await events.click(screen.getByRole('button', { name: 'Back' }));
    const amountField = await screen.findByRole('textbox', { name: 'Amount of oDance' });
    await events.clear(amountField);
    await events.type(amountField, '6');
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    await events.click(await screen.findByRole('button', { name: 'Confirm transfer' }));
    await screen.findByRole('heading', { name: 'Transfer sent' });

    const keys = keysSent(callsOf);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
  });

  it('takes a new key when the server says the key belongs to another operation', async () => {
    const { callsOf } = setup({
      TransferOdance: (variables, call) =>
        call === 1
          ? graphQLError(
              ErrorCode.ODANCE_IDEMPOTENCY_KEY_REUSED,
              'This request key was already used for a different operation. Please start again.',
              409,
            )
          : transferred(variables),
    });
    const events = await fillForm();
    await events.click(await screen.findByRole('button', { name: 'Confirm transfer' }));
    await screen.findByRole('alert');
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Transfer sent' });
    const [first, second] = keysSent(callsOf);
    expect(second).not.toBe(first);
  });

  it('brings a refused transfer back to the form with the reason next to the field', async () => {
    setup({ TransferOdance: () => graphQLError(ErrorCode.ODANCE_INSUFFICIENT_BALANCE, 'Your oDance balance is too low for this.', 409) });
    const events = await fillForm();
    await events.click(await screen.findByRole('button', { name: 'Confirm transfer' }));
    await screen.findByRole('heading', { name: 'New transfer' });
    const amountField = screen.getByRole('textbox', { name: 'Amount of oDance' });
    expect(amountField).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Your oDance balance is too low for this.')).toBeInTheDocument();
  });

  it('maps a VALIDATION_FAILED of the message to the message field', async () => {
    setup({
      TransferOdance: () => graphQLError(ErrorCode.VALIDATION_FAILED, 'Some fields are not valid.', 400, { field: 'message', reason: 'tooLong' }),
    });
    const events = await fillForm();
    await events.click(await screen.findByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByText('Keep the message to 280 characters.')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@odance/contract/errors';
import { makeUser } from '../../shared/test/test-utils';
import { graphQLError, meData, mockApollo, renderPage, stubDocumentFonts } from '../../shared/test/apollo-test-utils';
import ReceivePage from './ReceivePage';
import TransfersPage from './TransfersPage';

stubDocumentFonts();
vi.setConfig({ testTimeout: 20_000 });

const ADA = '2b1c3d4e-0000-4000-8000-000000000001';
const bea = { __typename: 'AccountSummary', id: '2b1c3d4e-0000-4000-8000-000000000002', firstName: 'Bea', lastName: 'Bolero', avatar: null };

afterEach(() => vi.unstubAllGlobals());

describe('receive by QR code', () => {
  it('the receive page draws the code of the link with the payee’s name, the amount and message asked for; no raw URL on screen', async () => {
    const user = makeUser({ id: ADA, firstName: 'Ada', lastName: 'Lovelace' });
    const apollo = mockApollo({ CurrentUser: () => meData(user) }, user);
    renderPage(<ReceivePage />, { client: apollo.client });
    expect(await screen.findByRole('heading', { level: 1, name: 'Receive oDance' })).toBeInTheDocument();
    expect(screen.getByTestId('receive-label')).toHaveTextContent('oDance: pay Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Amount of oDance'), '25');
    await userEvent.type(screen.getByLabelText('Message'), 'Salsa class');
    await waitFor(() => expect(screen.getByTestId('receive-request')).toHaveTextContent('25 oDance · Salsa class'));
    const image = await screen.findByRole('img', { name: 'QR code: oDance: pay Ada Lovelace, 25 oDance' });
    expect(image).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(document.body.textContent).not.toContain('/dashboard/odance/transfers?');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    // Downloads: the same code as PNG and as SVG (its text carries the link, name included), named after the payee.
    const png = screen.getByRole('link', { name: 'PNG' });
    expect(png).toHaveAttribute('download', 'odance-pay-ada-lovelace-25.png');
    expect(png.getAttribute('href')).toBe(image.getAttribute('src'));
    const svg = await screen.findByRole('link', { name: 'SVG' });
    await waitFor(() => expect(decodeURIComponent(svg.getAttribute('href') ?? '')).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg/));
    expect(svg).toHaveAttribute('download', 'odance-pay-ada-lovelace-25.svg');
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shares through the system sheet where the browser has one, with the link and the label', async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    const apollo = mockApollo({}, makeUser({ id: ADA, firstName: 'Ada', lastName: 'Lovelace' }));
    renderPage(<ReceivePage />, { client: apollo.client });
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'oDance: pay Ada Lovelace', url: `${window.location.origin}/dashboard/odance/transfers?to=${ADA}&name=Ada+Lovelace` });
  });

  it('a whole number only: 2.5 or −3 is an error next to the field, never rewritten, and not in the code', async () => {
    const apollo = mockApollo({}, makeUser({ id: ADA }));
    renderPage(<ReceivePage />, { client: apollo.client });
    const amount = await screen.findByLabelText('Amount of oDance');
    for (const typed of ['2.5', '-3']) {
      await userEvent.clear(amount);
      await userEvent.type(amount, typed);
      expect(amount).toHaveValue(typed);
      expect(await screen.findByText('Enter a whole number of oDance, or leave it empty.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByTestId('receive-request')).toBeNull());
    }
  });

  it('opening the link fills the transfer form: the recipient with name and avatar, amount and message; confirming stays', async () => {
    const apollo = mockApollo({ AccountSummary: () => ({ data: { accountSummary: bea } }) }, makeUser({ balance: { odance: 50 } }));
    renderPage(<TransfersPage />, { client: apollo.client, path: `/dashboard/odance/transfers?to=${bea.id}&amount=12&message=Salsa%20class` });
    expect(await screen.findByText('Pay Bea Bolero')).toBeInTheDocument();
    expect(screen.getByText(/Filled in from a payment link/)).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'New transfer' });
    expect(within(form).getByDisplayValue('Bea Bolero')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Amount of oDance/)).toHaveValue('12');
    expect(within(form).getByLabelText(/Message/)).toHaveValue('Salsa class');
    await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Confirm transfer' })).toBeInTheDocument();
  });

  it('a link whose name is not the account’s says so: the page shows whom the oDance really goes to', async () => {
    const apollo = mockApollo({ AccountSummary: () => ({ data: { accountSummary: bea } }) }, makeUser({ balance: { odance: 50 } }));
    renderPage(<TransfersPage />, { client: apollo.client, path: `/dashboard/odance/transfers?to=${bea.id}&name=Salsa%20School` });
    expect(await screen.findByText('Pay Bea Bolero')).toBeInTheDocument();
    expect(screen.getByText('The link said “Salsa School”, but this account is named Bea Bolero.')).toBeInTheDocument();
  });

  it('a link naming no active member says so, and the form is empty', async () => {
    const apollo = mockApollo({ AccountSummary: () => graphQLError(ErrorCode.ACCOUNT_NOT_FOUND, 'Account not found.', 404) }, makeUser({ balance: { odance: 50 } }));
    renderPage(<TransfersPage />, { client: apollo.client, path: `/dashboard/odance/transfers?to=${bea.id}` });
    expect(await screen.findByText('This payment link names no active member')).toBeInTheDocument();
  });

  it('scanning asks for the camera only on the button, and says clearly when it is refused', async () => {
    const getUserMedia = vi.fn(() => Promise.reject(Object.assign(new Error('denied'), { name: 'NotAllowedError' })));
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    const apollo = mockApollo({}, makeUser({ balance: { odance: 50 } }));
    renderPage(<TransfersPage />, { client: apollo.client });
    const scan = await screen.findByRole('button', { name: 'Scan a code' });
    expect(getUserMedia).not.toHaveBeenCalled();
    await userEvent.click(scan);
    expect(await screen.findByText(/Camera access was refused/)).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledTimes(1);
  });
});

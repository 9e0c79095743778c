import { isUuid } from '@odance/contract/ids';
/**
 * The link a receive QR code carries (README "Live updates" → Receive): the transfer page with the recipient, their
 * name and, optionally, an amount and a message. The transfer form and the distributor's form open prefilled from it.
 */
export const RECEIVE_PATH = '/dashboard/odance/transfers';

export interface ReceiveRequest {
  to: string;
  amount: number | null;
  message: string | null;
  /**
   * The payee's name as the code was made (`name=`), so a phone's scanner shows whom it pays before anything opens.
   * Only a hint: the transfer page shows the name of the account `to` names, looked up, and says so when they differ.
   */
  name?: string | null;
}

const NAME_MAX = 100;

export function receiveLink(origin: string, request: ReceiveRequest): string {
  const params = new URLSearchParams({ to: request.to });
  if (request.amount) params.set('amount', String(request.amount));
  if (request.message) params.set('message', request.message);
  if (request.name) params.set('name', request.name.slice(0, NAME_MAX));
  return `${origin}${RECEIVE_PATH}?${params}`;
}

/**
 * A receive request from a link's query (`?to=&amount=&message=`), or null when it names no valid account. An
 * amount that is not a whole number above zero is dropped, never rewritten: the sender types one.
 */
export function receiveRequestOf(search: URLSearchParams): ReceiveRequest | null {
  const to = search.get('to') ?? '';
  if (!isUuid(to)) return null;
  const amountText = search.get('amount') ?? '';
  const amount = /^[1-9][0-9]{0,15}$/.test(amountText) && Number.isSafeInteger(Number(amountText)) ? Number(amountText) : null;
  const message = search.get('message')?.trim() || null;
  const name = search.get('name')?.trim().slice(0, NAME_MAX) || null;
  return { to, amount, message, ...(name ? { name } : {}) };
}

/** What a scanned code says, if it is one of our receive links (any origin of this app; other codes are refused). */
export function receiveRequestFromCode(text: string, origin: string): ReceiveRequest | null {
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname !== RECEIVE_PATH) return null;
  return receiveRequestOf(url.searchParams);
}

import dayjs from 'dayjs';
import { countryName } from '@odance/contract/country-names';
import type { FoundAccount } from './use-account-search';

/**
 * The picker's second line, which tells two namesakes apart (docs/web-app.md#pickers): the main profile's type
 * and country ("Dancer · Austria"), else the month the account joined ("Joined March 2026"). Null for an
 * account known only by its name (a receive link's recipient, a filter in the address).
 */
export function namesakeHint(account: FoundAccount): string | null {
  if (account.mainProfileType) {
    const type = account.mainProfileType.charAt(0).toUpperCase() + account.mainProfileType.slice(1);
    return account.country ? `${type} · ${countryName(account.country)}` : type;
  }
  return account.joinedAt ? `Joined ${dayjs(account.joinedAt).format('MMMM YYYY')}` : null;
}

import type { DataSource } from 'typeorm';

/**
 * Whether `candidate` is one of an active app's registered redirect URIs, as the provider matches them: exactly,
 * but for a loopback URI (a native app, RFC 8252 §7.3) whose port may be any. Other modules use it to let an app
 * name where a flow ends (modules/payments: buyOdance's `returnUrl`), never a place the app did not register.
 */
export async function isRegisteredRedirectUri(dataSource: DataSource, clientId: string, candidate: string): Promise<boolean> {
  const rows: Array<{ redirect_uris: string[] }> = await dataSource.query(`SELECT redirect_uris FROM oauth_client WHERE client_id = $1 AND active`, [clientId]);
  return rows[0]?.redirect_uris.some((registered) => redirectUriMatches(registered, candidate)) ?? false;
}

export function redirectUriMatches(registered: string, candidate: string): boolean {
  if (registered === candidate) return true;
  let want: URL;
  let got: URL;
  try {
    want = new URL(registered);
    got = new URL(candidate);
  } catch {
    return false;
  }
  const loopback = want.protocol === 'http:' && (want.hostname === '127.0.0.1' || want.hostname === '[::1]');
  return loopback && got.protocol === want.protocol && got.hostname === want.hostname && got.pathname === want.pathname && got.search === want.search && !got.hash && !got.username && !got.password;
}

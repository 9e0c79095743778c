// Query values that are credentials: mailed links (`/auth/password-reset?token=…`), OAuth codes and states.
const SECRET_QUERY = /([?&](?:token|code|state)=)[^&#]*/gi;

/** A URL fit for a log line: the values of `token`, `code` and `state` become `[redacted]`. */
export function redactUrl(url: string): string {
  return url.includes('?') ? url.replace(SECRET_QUERY, '$1[redacted]') : url;
}

// Query values that are credentials: mailed links (`/auth/password-reset?token=…`), OAuth codes and states, and
// any password (a form a browser sent by itself, before the app ran: `?email=…&password=…`).
const SECRET_QUERY = /([?&](?:token|code|state|\w*password)=)[^&#]*/gi;

/** A URL fit for a log line: the values of `token`, `code`, `state` and any `…password` become `[redacted]`. */
export function redactUrl(url: string): string {
  return url.includes('?') ? url.replace(SECRET_QUERY, '$1[redacted]') : url;
}

/**
 * Diagnostic page at /error-test: it fails while rendering, on purpose, so the error screen can be checked in
 * any build (the browser tests run the production build). It reveals nothing and changes nothing.
 */
export default function ErrorTestPage(): never {
  throw new Error('This diagnostic page fails on purpose to show the error screen.');
}

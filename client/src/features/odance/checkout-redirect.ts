/** Leaving the app for the payment provider's checkout (an object, so tests can replace `go`). */
export const checkoutRedirect = {
  go(url: string): void {
    window.location.assign(url);
  },
};

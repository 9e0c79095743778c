import type { Payment } from './payment.entity.js';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Cents as dollars without floating point: 12345 → $123.45. */
export function formatUsd(cents: number): string {
  return `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f6;color:#1f2328}
.banner{background:#b42318;color:#fff;text-align:center;font-weight:700;letter-spacing:.08em;padding:.75rem}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.25rem;margin:0 0 1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.5rem}
dt{color:#59636e}dd{margin:0;text-align:right;font-variant-numeric:tabular-nums}.total{font-weight:700}
.actions{display:flex;gap:.75rem}form{flex:1}button{width:100%;padding:.75rem;border-radius:8px;border:0;font-size:1rem;cursor:pointer}
.pay{background:#0abab5;color:#fff}.decline{background:#fff;color:#b42318;border:1px solid #b42318}.note{color:#59636e;font-size:.85rem}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)} · TEST MODE · oDance</title><style>${STYLE}</style></head>
<body><div class="banner" role="alert">TEST MODE · no real card is charged</div><main>${body}</main></body></html>`;
}

/** The test checkout: what is being bought, and Pay / Decline forms that carry the anti-forgery token. */
export function checkoutPage(payment: Payment, xsrfToken: string): string {
  const action = (verb: string) => `/dev/checkout/${encodeURIComponent(payment.id)}/${verb}`;
  const token = `<input type="hidden" name="_xsrf" value="${escape(xsrfToken)}">`;
  return layout(
    'Checkout',
    `<h1>Test checkout</h1>
<dl><dt>Item</dt><dd>${payment.amount.toLocaleString('en-US')} oDance</dd>
<dt>Unit price</dt><dd>${formatUsd(payment.unitPriceCents)}</dd>
<dt class="total">Total</dt><dd class="total">${formatUsd(payment.totalCents)} ${escape(payment.currency.toUpperCase())}</dd></dl>
<div class="actions">
<form method="post" action="${action('pay')}">${token}<button class="pay" type="submit">Pay ${formatUsd(payment.totalCents)}</button></form>
<form method="post" action="${action('decline')}">${token}<button class="decline" type="submit">Decline</button></form>
</div>
<p class="note">This page stands in for Stripe Checkout while STRIPE_SECRET_KEY is not set. Pay and Decline settle the payment exactly as Stripe's webhook would.</p>`,
  );
}

/** Any other state: a short message and a way back to the app. */
export function messagePage(title: string, message: string, backUrl: string): string {
  return layout(title, `<h1>${escape(title)}</h1><p>${escape(message)}</p><p><a href="${escape(backUrl)}">Back to oDance</a></p>`);
}

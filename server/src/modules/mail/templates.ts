/** The mails the product sends: plain text and HTML, each with its one call-to-action link. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  link: string | null;
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function compose(subject: string, greeting: string, paragraphs: string[], action?: { label: string; url: string }): MailContent {
  const text = [greeting, '', ...paragraphs, ...(action ? ['', `${action.label}: ${action.url}`] : []), '', 'The oDance team'].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#222">
<p>${escape(greeting)}</p>
${paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}
${action ? `<p><a href="${escape(action.url)}" style="background:#0abab5;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escape(action.label)}</a></p><p style="font-size:12px;color:#666">${escape(action.url)}</p>` : ''}
<p>The oDance team</p></body></html>`;
  return { subject, text, html, link: action?.url ?? null };
}

// Built once: a formatter costs far more to make than to use, and a busy day's digests use it thousands of times.
const wholeNumber = new Intl.NumberFormat('en');

export const mails = {
  confirmEmail: (firstName: string, url: string) =>
    compose('Confirm your email address', `Hi ${firstName},`, ['Welcome to oDance! Please confirm your email address. The link is valid for 48 hours.'], {
      label: 'Confirm email',
      url,
    }),
  resetPassword: (firstName: string, url: string) =>
    compose('Reset your password', `Hi ${firstName},`, ['Someone asked to reset your oDance password. If it was you, set a new one; the link is valid for 1 hour. If not, ignore this mail.'], {
      label: 'Set a new password',
      url,
    }),
  accountApproved: (firstName: string, url: string) =>
    compose('Your oDance account is approved', `Hi ${firstName},`, ['Your account has been approved. You can sign in now.'], { label: 'Sign in', url }),
  transfersReceived: (firstName: string, transfers: Array<{ fromName: string; amount: number; message: string | null }>, url: string) => {
    const odance = (amount: number) => `${wholeNumber.format(amount)} oDance`;
    const total = transfers.reduce((sum, t) => sum + t.amount, 0);
    const [only] = transfers;
    const subject = only && transfers.length === 1 ? `${only.fromName} sent you ${odance(only.amount)}` : `You received ${transfers.length} transfers: ${odance(total)}`;
    const lines = transfers.map((t) => `${t.fromName} sent you ${odance(t.amount)}${t.message ? `: “${t.message}”` : '.'}`);
    return compose(subject, `Hi ${firstName},`, [...lines, 'You can turn these mails off on your Account information page.'], { label: 'See your transfers', url });
  },
  purchaseReceipt: (firstName: string, purchase: { amount: number; totalCents: number; currency: string; invoiceNumber: string }, url: string) => {
    const total = new Intl.NumberFormat('en', { style: 'currency', currency: purchase.currency.toUpperCase() }).format(purchase.totalCents / 100);
    const odance = `${wholeNumber.format(purchase.amount)} oDance`;
    return compose(`Your receipt: ${odance} for ${total}`, `Hi ${firstName},`, [`Thank you for your purchase. ${odance} are in your wallet; you paid ${total}.`, `Invoice ${purchase.invoiceNumber} is ready to view and print.`], {
      label: 'View your invoice',
      url,
    });
  },
  webhookEndpointDisabled: (firstName: string, endpointUrl: string, url: string) =>
    compose(
      'A webhook endpoint of yours was turned off',
      `Hi ${firstName},`,
      [`Deliveries to ${endpointUrl} have failed for 3 days, so oDance stopped sending to it. Events that happened meanwhile were not delivered. Once the endpoint answers again, add it anew on your Security page.`],
      { label: 'Open Security', url },
    ),
  confirmEmailChange: (firstName: string, newEmail: string, url: string) =>
    compose(
      'Confirm your new email address',
      `Hi ${firstName},`,
      [`You asked to sign in to oDance with ${newEmail} from now on. Confirm it with the link below, valid for 48 hours. Until then your old address stays in use. If you did not ask for this, ignore this mail.`],
      { label: 'Confirm new email', url },
    ),
  emailChangeRequested: (firstName: string, newEmail: string, url: string) =>
    compose(
      'Your oDance email address is being changed',
      `Hi ${firstName},`,
      [
        `Someone signed in to your account asked to change its email address to ${newEmail}. Once that address confirms it, you sign in with it instead of this one.`,
        'If this was not you, undo it with the link below (valid for 7 days, even after the change was confirmed): your address comes back and every session is signed out. Then change your password.',
      ],
      { label: 'Undo the change', url },
    ),
  passwordChanged: (firstName: string) =>
    compose('Your password was changed', `Hi ${firstName},`, ['Your oDance password was just changed and your other sessions were signed out. If this was not you, reset your password at once.']),
  newSignIn: (firstName: string, device: string, at: Date, url: string) =>
    compose('New sign-in to your oDance account', `Hi ${firstName},`, [
      `Your account was just signed in to from a browser it had not been used from before: ${device}, at ${at.toISOString().replace('T', ' ').slice(0, 16)} UTC.`,
      'If this was you, nothing to do. If not, sign that device out on your Security page and change your password.',
    ], { label: 'Review your devices', url }),
  securityChanged: (firstName: string, change: string, url: string) =>
    compose(`Security change on your oDance account: ${change}`, `Hi ${firstName},`, [
      `${change} on your oDance account just now.`,
      'If this was you, nothing to do. If not, change your password at once and review your Security page.',
    ], { label: 'Review your security settings', url }),
};

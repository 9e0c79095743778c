import { Router } from 'express';
import type { AppContainer } from '../../kernel/context.js';
import { OutboxMail } from './outbox-mail.entity.js';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `/dev/mailbox` (development and test only): the latest mails of the outbox with their links. */
export function devMailboxRouter(c: AppContainer): Router {
  const router = Router();
  router.get('/dev/mailbox', async (_req, res) => {
    const mails = await c.dataSource.manager.find(OutboxMail, { order: { createdAt: 'DESC' }, take: 100 });
    const rows = mails
      .map(
        (m) => `<tr><td>${m.createdAt.toISOString()}</td><td>${escape(m.to)}</td><td>${escape(m.subject)}</td>
<td>${m.link ? `<a href="${escape(m.link)}">${escape(m.link)}</a>` : ''}</td><td>${m.sentAt ? escape(m.transport ?? 'sent') : `pending (${m.attempts})`}</td></tr>`,
      )
      .join('\n');
    res.type('html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · oDance</title>
<style>body{font-family:sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ddd;padding:.4rem;text-align:left;font-size:14px;word-break:break-all}</style></head>
<body><main><h1>Development mailbox</h1><p>Mails the server would send (newest first).</p>
<table><thead><tr><th>Time</th><th>To</th><th>Subject</th><th>Link</th><th>Delivery</th></tr></thead><tbody>${rows}</tbody></table></main></body></html>`);
  });
  return router;
}

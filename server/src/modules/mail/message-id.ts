/**
 * The `Message-ID` of an outbox mail: made from its row id, so every attempt to send one mail carries the same id.
 * Delivery is at-least-once (mailer.ts: the SMTP send happens inside the row's transaction; a crash after the
 * server accepted the mail but before the commit sends it again on the next sweep), and a repeat is then
 * recognisable: receiving servers and mail clients collapse messages with one Message-ID.
 */
export function outboxMessageId(outboxId: string, mailFrom: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'localhost';
  return `<${outboxId}@${domain}>`;
}

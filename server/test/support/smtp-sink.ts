import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

const SIGN_IN_NOTICE = /^Subject: New sign-in to your oDance account/m;

/**
 * A real SMTP server on loopback that keeps what it receives, so tests read tokens from delivered mail.
 * "New sign-in" notices (modules/auth/complete-sign-in.ts: any test signing in from a second client gets one) are
 * kept apart in `signInNotices`, so `nextMailTo` answers the mail a test is about.
 */
export class SmtpSink {
  readonly mails: ReceivedMail[] = [];
  readonly signInNotices: ReceivedMail[] = [];
  /** Recipients this server refuses (550), as a mailbox that does not exist would be. */
  readonly refused = new Set<string>();
  private readonly waiters: Array<{ to: string; resolve: (mail: ReceivedMail) => void }> = [];
  private server: SMTPServer | undefined;
  port = 0;

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (this.refused.has(address.address.toLowerCase())) callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
        else callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const mail = { to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString('utf8') };
          if (SIGN_IN_NOTICE.test(mail.raw)) {
            this.signInNotices.push(mail);
            callback();
            return;
          }
          this.mails.push(mail);
          for (const waiter of [...this.waiters]) {
            if (mail.to.includes(waiter.to)) {
              this.waiters.splice(this.waiters.indexOf(waiter), 1);
              waiter.resolve(mail);
            }
          }
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The next mail to an address received after this call (or already received and not yet taken). */
  nextMailTo(address: string, timeoutMs = 10_000): Promise<ReceivedMail> {
    const to = address.toLowerCase();
    const index = this.mails.findIndex((mail) => mail.to.includes(to));
    if (index >= 0) return Promise.resolve(this.mails.splice(index, 1)[0]!);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        to,
        resolve: (mail) => {
          clearTimeout(timer);
          this.mails.splice(this.mails.indexOf(mail), 1);
          resolve(mail);
        },
      });
    });
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

/** The token of the first link to `path` in a mail (quoted-printable soft breaks undone). */
export function tokenFromMail(mail: ReceivedMail, path: string): string {
  const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = body.match(new RegExp(`${path.replace(/[/?]/g, (c) => `\\${c}`)}\\?token=([A-Za-z0-9_%-]+)`));
  if (!match) throw new Error(`no ${path} link in mail:\n${body.slice(0, 2000)}`);
  return decodeURIComponent(match[1]!);
}

// A real SMTP server on loopback (the smtp-server package) that keeps every message it is sent,
// so tests read the e-mail nodemailer delivered: its envelope and its decoded text.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The Subject header, decoded. */
  subject: string;
  /** The body with quoted-printable soft breaks and escapes undone. */
  text: string;
}

export interface SmtpReceiver {
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

const hexBytes = (text: string) => text.replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function decodeQuotedPrintable(raw: string): string {
  return Buffer.from(hexBytes(raw.replace(/=\r?\n/g, '')), 'latin1').toString('utf8');
}

/** A header's RFC 2047 encoded words (=?UTF-8?Q?…?=, =?UTF-8?B?…?=) as text. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : Buffer.from(hexBytes(text.replace(/_/g, ' ')), 'latin1').toString('utf8'),
    );
}

function parseMessage(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const subject = /^subject: (.*)$/im.exec(headers)?.[1] ?? '';
  return { subject: decodeHeader(subject), text: decodeQuotedPrintable(raw.slice(split + 4)) };
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        mails.push({ from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), ...parseMessage(Buffer.concat(chunks).toString('latin1')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  raw: string;
}

export interface MailCatcher {
  port: number;
  url: string;
  messages: CaughtMail[];
  /** Waits for the newest message to `to` whose subject matches. */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<CaughtMail>;
  stop(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function headerOf(block: string, name: string): string {
  const match = block.match(new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im'));
  return match?.[1] ? match[1].replace(/\r?\n[ \t]/g, ' ').trim() : '';
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

/** Finds the text/plain part of a message nodemailer wrote and decodes it. */
function plainText(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+/);
  for (const part of [raw, ...parts]) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const head = part.slice(0, split);
    if (!/content-type:\s*text\/plain/i.test(head)) continue;
    const body = part.slice(split).replace(/^\r?\n\r?\n/, '');
    const encoding = headerOf(head, 'Content-Transfer-Encoding').toLowerCase();
    if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
    if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
    return body;
  }
  return '';
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives, for API and browser tests. */
export async function startMailCatcher(port = 0): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The portal pools its SMTP connection: stopping must not wait for it to hang up.
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: decodeHeader(headerOf(head, 'Subject')),
          text: plainText(raw),
          raw,
        });
        callback();
      });
    },
  });
  const listening = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
  return {
    port: listening,
    url: `smtp://127.0.0.1:${listening}`,
    messages,
    async waitFor(to, subject, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = messages
          .filter((mail) => mail.to.includes(to.toLowerCase()) && (!subject || subject.test(mail.subject)))
          .at(-1);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`No mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

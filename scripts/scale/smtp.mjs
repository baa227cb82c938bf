// The SMTP catcher of `npm run test:scale`: a real SMTP server (smtp-server) that keeps every message
// it accepts, by recipient and subject. It can be held: while held it answers MAIL FROM with 451 (try
// again later), as a mail server does during maintenance, and the portal's outbox retries.
//
// Why hold it: SMTP has no way to make a delivery and the sender's record of it one step. A process
// killed after the server's 250 and before the outbox marks the row sent will, rightly, send it again
// once the lease runs out; that is the at-least-once window of any mail queue, not a bug. The run
// holds the catcher for a moment around the kill, so a duplicate it counts is a real one: the same
// message sent by two live instances, or queued twice.
import { SMTPServer } from 'smtp-server';

const HOST = '127.0.0.1';

/** The Subject header's value, RFC 2047 encoded-words decoded (nodemailer encodes non-ASCII ones). */
export function subjectOf(raw) {
  const head = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((header) => /^subject:/i.test(header));
  if (!line) return '';
  return line
    .replace(/^subject:\s*/i, '')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset, encoding, text) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (__, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
              'latin1',
            );
      return bytes.toString(/^utf-?8$/i.test(charset) ? 'utf8' : 'latin1');
    })
    .trim();
}

export const deliveryKey = (recipient, subject) => `${recipient.toLowerCase()}\n${subject}`;

/** Starts the catcher on `port`; answers { received, hold(), release(), refusedWhileHeld, stop() }. */
export async function startCatcher(port) {
  const received = [];
  let held = false;
  let refusedWhileHeld = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A reverse DNS lookup per connection waits for a resolver the loopback does not need.
    disableReverseLookup: true,
    // Billing notices arrive by the thousand over each instance's pooled connections.
    maxClients: 100,
    // The instances' pooled connections would otherwise hold stop() for its 30 s default.
    closeTimeout: 1000,
    onMailFrom(_address, _session, callback) {
      if (!held) return callback();
      refusedWhileHeld += 1;
      const error = new Error('Held for a moment, try again later');
      error.responseCode = 451;
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = subjectOf(raw);
        for (const rcpt of session.envelope.rcptTo)
          received.push({ key: deliveryKey(rcpt.address, subject), at: Date.now() });
        callback();
      });
    },
  });
  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, resolveListen);
  });
  return {
    received,
    hold() {
      held = true;
    },
    release() {
      held = false;
    },
    get refusedWhileHeld() {
      return refusedWhileHeld;
    },
    stop: () => new Promise((resolveStop) => server.close(resolveStop)),
  };
}

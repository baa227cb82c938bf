import nodemailer from 'nodemailer';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/** A channel either delivers a message or, with no provider configured, only keeps it in the outbox. */
export type DeliveryResult = 'sent' | 'logged';

export interface Mailer {
  send(message: EmailMessage): Promise<DeliveryResult>;
  close(): void;
}

/**
 * Real SMTP delivery through nodemailer; SMTP_URL like smtp://user:pass@host:587. The connection is
 * pooled unless the URL says `pool=false`: a billing run's notices would otherwise each open and
 * close a connection (and TLS handshake) of their own.
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  const transport = nodemailer.createTransport(url.toString());
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
      });
      return 'sent';
    },
    close: () => transport.close(),
  };
}

/** With no SMTP_URL the message stays readable in the admin message log and is not sent anywhere. */
export const outboxOnlyMailer: Mailer = {
  send: async () => 'logged',
  close: () => {},
};

export const mailerFor = (smtpUrl: string, from: string): Mailer =>
  smtpUrl ? smtpMailer(smtpUrl, from) : outboxOnlyMailer;

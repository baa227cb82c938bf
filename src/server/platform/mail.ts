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

/** Real SMTP delivery through nodemailer; SMTP_URL like smtp://user:pass@host:587. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
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

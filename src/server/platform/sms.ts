import type { DeliveryResult } from './mail';

export interface SmsMessage {
  to: string;
  text: string;
}

/** What an SMS gateway adapter implements; the outbox worker calls it and retries on a throw. */
export interface SmsSender {
  send(message: SmsMessage): Promise<DeliveryResult>;
}

/** The offline default: messages are kept in the outbox (readable by admins) and not sent. */
export const outboxOnlySms: SmsSender = { send: async () => 'logged' };

export function smsSenderFor(provider: 'log'): SmsSender {
  switch (provider) {
    case 'log':
      return outboxOnlySms;
  }
}

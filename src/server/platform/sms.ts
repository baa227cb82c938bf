import type { Env } from '../env';
import type { DeliveryResult } from './mail';
import { africasTalkingSms } from './sms-africastalking';

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

export type SmsSettings = Pick<
  Env,
  'SMS_PROVIDER' | 'AT_USERNAME' | 'AT_API_KEY' | 'AT_SENDER_ID' | 'AT_BASE_URL'
>;

/** The adapter SMS_PROVIDER names; env.ts has already refused a provider whose settings are missing. */
export function smsSenderFor(settings: SmsSettings): SmsSender {
  switch (settings.SMS_PROVIDER) {
    case 'log':
      return outboxOnlySms;
    case 'africastalking':
      return africasTalkingSms({
        username: settings.AT_USERNAME,
        apiKey: settings.AT_API_KEY,
        senderId: settings.AT_SENDER_ID,
        baseUrl: settings.AT_BASE_URL,
      });
  }
}

import { normalizePhone } from '../../contract/phone';
import type { SmsSender } from './sms';

/**
 * Africa's Talking "Send SMS" API (docs.africastalking.com/sms/sending):
 * POST {base}/version1/messaging, form-encoded username, to, message and optional from, authenticated by
 * the apiKey header. A 201 answer lists each recipient with a statusCode; 100 Processed, 101 Sent and
 * 102 Queued mean the gateway took the message. Everything else throws, so the outbox retries the
 * message and keeps the reason in last_error. Reasons never carry the API key or the phone number.
 */
export const AFRICASTALKING_PRODUCTION_URL = 'https://api.africastalking.com';
export const AFRICASTALKING_SANDBOX_URL = 'https://api.sandbox.africastalking.com';

export interface AfricasTalkingOptions {
  username: string;
  apiKey: string;
  /** Sender id or short code (the form field `from`); the account's default when empty. */
  senderId?: string;
  /** Defaults to production; AFRICASTALKING_SANDBOX_URL with the username 'sandbox'. */
  baseUrl?: string;
  /** How long to wait for the whole answer before giving up (the outbox then retries). */
  timeoutMs?: number;
}

const ACCEPTED = new Set([100, 101, 102]);

/** The documented recipient status codes, so last_error reads "403 InvalidPhoneNumber" and not just "403". */
const STATUS_NAMES: Record<number, string> = {
  100: 'Processed',
  101: 'Sent',
  102: 'Queued',
  401: 'RiskHold',
  402: 'InvalidSenderId',
  403: 'InvalidPhoneNumber',
  404: 'UnsupportedNumberType',
  405: 'InsufficientBalance',
  406: 'UserInBlacklist',
  407: 'CouldNotRoute',
  409: 'DoNotDisturbRejection',
  500: 'InternalServerError',
  501: 'GatewayError',
  502: 'RejectedByGateway',
};

interface Recipient {
  statusCode?: unknown;
  status?: unknown;
}

interface SendAnswer {
  SMSMessageData?: { Message?: unknown; Recipients?: unknown };
}

/** Gateway text for a log line: secrets and personal data removed, whitespace folded, kept short. */
function redact(text: string, secrets: string[]): string {
  let out = text;
  for (const secret of secrets) if (secret) out = out.replaceAll(secret, '[redacted]');
  return out.replace(/\s+/g, ' ').trim().slice(0, 200);
}

export function africasTalkingSms(options: AfricasTalkingOptions): SmsSender {
  const { username, apiKey, senderId, timeoutMs = 15_000 } = options;
  const base = (options.baseUrl ?? AFRICASTALKING_PRODUCTION_URL).replace(/\/+$/, '');
  const url = `${base}/version1/messaging`;

  return {
    async send(message) {
      const to = normalizePhone(message.to);
      if (!to) throw new Error("Africa's Talking: the recipient is not a phone number in international form");
      // Text from the gateway goes into logs and last_error: keep the key and the number out of it.
      const clean = (text: string) => redact(text, [apiKey, to, to.slice(1)]);

      const form = new URLSearchParams({ username, to, message: message.text });
      if (senderId) form.set('from', senderId);

      let status: number;
      let body: string;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            apiKey,
            Accept: 'application/json',
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        body = await response.text();
      } catch (error) {
        if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
          throw new Error(`Africa's Talking: no answer within ${timeoutMs} ms`);
        }
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(
          `Africa's Talking: request failed: ${clean(cause ? `${reason} (${cause})` : reason)}`,
        );
      }

      if (status < 200 || status >= 300) {
        throw new Error(`Africa's Talking: HTTP ${status}${body.trim() ? `: ${clean(body)}` : ''}`);
      }

      let answer: SendAnswer;
      try {
        answer = JSON.parse(body) as SendAnswer;
      } catch {
        throw new Error(`Africa's Talking: HTTP ${status} with an answer that is not JSON: ${clean(body)}`);
      }
      const data = answer?.SMSMessageData;
      const recipients = Array.isArray(data?.Recipients) ? (data.Recipients as Recipient[]) : [];
      const [recipient] = recipients;
      if (!recipient) {
        // e.g. {"SMSMessageData":{"Message":"InvalidSenderId","Recipients":[]}}
        const summary =
          typeof data?.Message === 'string' ? clean(data.Message) : 'no recipients in the answer';
        throw new Error(`Africa's Talking: message not accepted: ${summary}`);
      }
      const code = Number(recipient.statusCode);
      if (ACCEPTED.has(code)) return 'sent';
      const name =
        STATUS_NAMES[code] ?? (typeof recipient.status === 'string' ? clean(recipient.status) : 'unknown');
      throw new Error(`Africa's Talking: recipient status ${Number.isFinite(code) ? code : '?'} ${name}`);
    },
  };
}

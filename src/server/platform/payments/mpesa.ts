import {
  CallbackRefused,
  type CallbackReport,
  CheckoutFailed,
  type PaymentProvider,
  type PaymentReport,
  type ProviderPayment,
} from './provider';

/**
 * Safaricom Daraja "M-Pesa Express" (STK push), developer.safaricom.co.ke:
 * - OAuth: GET /oauth/v1/generate?grant_type=client_credentials, Basic auth of key:secret; the
 *   token is kept until shortly before its expires_in.
 * - STK push: POST /mpesa/stkpush/v1/processrequest; ResponseCode "0" means the prompt was sent,
 *   and the answer's CheckoutRequestID names the request in the callback and the query.
 * - Callback: Body.stkCallback with ResultCode 0 (paid) and CallbackMetadata items Amount,
 *   MpesaReceiptNumber, TransactionDate, PhoneNumber; any other ResultCode is a failure. Daraja
 *   does not sign callbacks, so the portal trusts one only once the query agrees.
 * - STK push query: POST /mpesa/stkpushquery/v1/query; ResultCode "0" paid, others failed, and
 *   error 500.001.1001 while the payer has not answered yet.
 * Reasons in errors never carry the keys, the passkey or the token.
 */

export interface MpesaOptions {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  callbackUrl: string;
  timeoutMs?: number;
  now?: () => Date;
}

/** YYYYMMDDHHmmss in Africa/Nairobi (UTC+3 all year, no daylight saving). */
export function darajaTimestamp(at: Date): string {
  return new Date(at.getTime() + 3 * 60 * 60_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** Daraja wants 2547XXXXXXXX / 2541XXXXXXXX: a Kenyan mobile number without the plus. */
export function darajaPhone(phone: string | null): string | null {
  const digits = (phone ?? '').replace(/[\s()+-]/g, '');
  if (/^0[17]\d{8}$/.test(digits)) return `254${digits.slice(1)}`;
  return /^254[17]\d{8}$/.test(digits) ? digits : null;
}

/** Whole shillings, rounded up: Daraja takes no cents, and paying a little more than owed is credit. */
export const wholeKes = (cents: number): number => Math.ceil(cents / 100);

const STILL_PROCESSING = '500.001.1001';
const TOKEN_MARGIN_MS = 60_000;

interface DarajaAnswer {
  status: number;
  json: Record<string, unknown>;
}

export function mpesaProvider(options: MpesaOptions): PaymentProvider {
  const { consumerKey, consumerSecret, shortcode, passkey, callbackUrl, timeoutMs = 20_000 } = options;
  const now = options.now ?? (() => new Date());
  const base = options.baseUrl.replace(/\/+$/, '');
  const secrets = [consumerKey, consumerSecret, passkey];
  const clean = (text: string) => {
    let out = text;
    for (const secret of secrets) if (secret) out = out.replaceAll(secret, '[redacted]');
    return out.replace(/\s+/g, ' ').trim().slice(0, 200);
  };
  let token: { value: string; until: number } | undefined;

  async function call(path: string, init: RequestInit): Promise<DarajaAnswer> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`M-Pesa: request failed: ${clean(reason)}`);
    }
    const text = await response.text();
    try {
      return { status: response.status, json: JSON.parse(text) as Record<string, unknown> };
    } catch {
      throw new Error(`M-Pesa: HTTP ${response.status} with an answer that is not JSON: ${clean(text)}`);
    }
  }

  async function accessToken(): Promise<string> {
    if (token && token.until > now().getTime()) return token.value;
    const basic = Buffer.from(`${consumerKey}:${consumerSecret}`, 'utf8').toString('base64');
    const { status, json } = await call('/oauth/v1/generate?grant_type=client_credentials', {
      method: 'GET',
      headers: { authorization: `Basic ${basic}`, accept: 'application/json' },
    });
    const value = json.access_token;
    if (status !== 200 || typeof value !== 'string' || !value) {
      throw new Error(`M-Pesa: no access token (HTTP ${status}${describe(json)})`);
    }
    const seconds = Number(json.expires_in) || 3599;
    token = { value, until: now().getTime() + seconds * 1000 - TOKEN_MARGIN_MS };
    return value;
  }

  async function post(path: string, body: Record<string, unknown>): Promise<DarajaAnswer> {
    const answer = await call(path, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(body),
    });
    // A token revoked before its time: forget it so the next call asks for a new one.
    if (answer.status === 401) token = undefined;
    return answer;
  }

  const describe = (json: Record<string, unknown>) => {
    const text = [json.errorCode, json.errorMessage ?? json.ResponseDescription]
      .filter((part) => typeof part === 'string' && part)
      .join(' ');
    return text ? `: ${clean(text)}` : '';
  };

  const credentials = () => {
    const timestamp = darajaTimestamp(now());
    const password = Buffer.from(`${shortcode}${passkey}${timestamp}`, 'utf8').toString('base64');
    return { BusinessShortCode: shortcode, Password: password, Timestamp: timestamp };
  };

  const waitingPage = (payment: ProviderPayment) =>
    `/payment/return/${encodeURIComponent(payment.reference)}`;

  return {
    name: 'mpesa',
    confirmsCallbacks: true,

    async startCheckout(payment) {
      const phone = darajaPhone(payment.payerPhone);
      if (!phone) throw new CheckoutFailed('Enter the M-Pesa phone number to pay from (07XXXXXXXX).');
      const { status, json } = await post('/mpesa/stkpush/v1/processrequest', {
        ...credentials(),
        TransactionType: 'CustomerPayBillOnline',
        Amount: wholeKes(payment.expectedCents),
        PartyA: phone,
        PartyB: shortcode,
        PhoneNumber: phone,
        CallBackURL: callbackUrl,
        // Daraja limits: AccountReference 12 characters, TransactionDesc 13.
        AccountReference: payment.invoiceNo.slice(0, 12),
        TransactionDesc: payment.description.slice(0, 13),
      });
      const requestId = json.CheckoutRequestID;
      if (status !== 200 || String(json.ResponseCode) !== '0' || typeof requestId !== 'string') {
        throw new Error(`M-Pesa: STK push refused (HTTP ${status}${describe(json)})`);
      }
      return { checkoutUrl: waitingPage(payment), providerRequestId: requestId };
    },

    checkoutUrlOf: waitingPage,

    async queryStatus(payment): Promise<PaymentReport> {
      // Never pushed (the push itself failed): there is nothing at Safaricom to ask about.
      if (!payment.providerRequestId) return { status: 'Pending' };
      const { status, json } = await post('/mpesa/stkpushquery/v1/query', {
        ...credentials(),
        CheckoutRequestID: payment.providerRequestId,
      });
      if (json.errorCode === STILL_PROCESSING) return { status: 'Pending' };
      if (status !== 200 || json.ResultCode === undefined) {
        throw new Error(`M-Pesa: status query failed (HTTP ${status}${describe(json)})`);
      }
      const reason = typeof json.ResultDesc === 'string' ? json.ResultDesc : undefined;
      if (String(json.ResultCode) !== '0') return { status: 'Failed', method: 'M-Pesa', reason };
      // The query does not carry the receipt number or the amount: the push asked for this much,
      // and the request id names the money movement until a callback brings the receipt number.
      return {
        status: 'Succeeded',
        method: 'M-Pesa',
        paidCents: wholeKes(payment.expectedCents) * 100,
        providerTxId: payment.providerRequestId,
      };
    },

    verifyCallback() {
      // Daraja signs nothing: the secret in the callback URL was checked by the route, and the
      // final status is confirmed by queryStatus before anything is posted.
    },

    parseCallback(rawBody): CallbackReport {
      let json: { Body?: { stkCallback?: Record<string, unknown> } };
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new CallbackRefused('the callback is not JSON');
      }
      const callback = json?.Body?.stkCallback;
      const requestId = callback?.CheckoutRequestID;
      if (!callback || typeof requestId !== 'string' || callback.ResultCode === undefined) {
        throw new CallbackRefused('the callback is not an STK push result');
      }
      const reason = typeof callback.ResultDesc === 'string' ? callback.ResultDesc : undefined;
      if (Number(callback.ResultCode) !== 0) {
        return { providerRequestId: requestId, status: 'Failed', method: 'M-Pesa', reason };
      }
      const items = (callback.CallbackMetadata as { Item?: unknown } | undefined)?.Item;
      const item = (name: string) =>
        Array.isArray(items)
          ? (items as { Name?: unknown; Value?: unknown }[]).find((entry) => entry.Name === name)?.Value
          : undefined;
      const amount = Number(item('Amount'));
      const receiptNo = item('MpesaReceiptNumber');
      if (!Number.isFinite(amount) || typeof receiptNo !== 'string' || !receiptNo) {
        throw new CallbackRefused('a successful STK push result without amount or receipt number');
      }
      const phone = item('PhoneNumber');
      return {
        providerRequestId: requestId,
        status: 'Succeeded',
        method: 'M-Pesa',
        providerTxId: receiptNo,
        paidCents: Math.round(amount * 100),
        ...(phone === undefined ? {} : { payerPhone: `+${String(phone)}` }),
      };
    },

    callbackAnswer() {
      return { ResultCode: 0, ResultDesc: 'Accepted' };
    },
  };
}

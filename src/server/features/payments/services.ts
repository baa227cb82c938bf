import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { sharedSecret } from '../../platform/app-secrets';
import { mpesaProvider } from '../../platform/payments/mpesa';
import type { PaymentProvider } from '../../platform/payments/provider';
import {
  SandboxGateway,
  type SandboxOutcomeStore,
  sandboxCallbackSchema,
} from '../../platform/payments/sandbox';
import { nowIso } from '../../platform/time';

export interface PaymentServices {
  provider: PaymentProvider;
  /** The sandbox gateway when PAYMENT_PROVIDER=sandbox: the checkout page completes payments on it. */
  sandbox: SandboxGateway | null;
  callbackSecret: string;
  log: FastifyBaseLogger;
  /** Callbacks being processed right after their acknowledgement; tests and shutdown wait for them. */
  inFlight: Set<Promise<unknown>>;
  /** Resolves when every callback acknowledged so far has been processed (or failed). */
  settled(): Promise<void>;
}

/** The sandbox gateway's memory, in the database so every instance shares it. */
function sandboxOutcomesIn(db: Db): SandboxOutcomeStore {
  const read = async (reference: string) => {
    const row = await db
      .selectFrom('sandbox_gateway_outcomes')
      .select('body')
      .where('reference', '=', reference)
      .executeTakeFirst();
    return row ? sandboxCallbackSchema.parse(JSON.parse(row.body)) : undefined;
  };
  return {
    get: read,
    async keep(callback) {
      await db
        .insertInto('sandbox_gateway_outcomes')
        .values({ reference: callback.reference, body: JSON.stringify(callback), created_at: nowIso() })
        .onConflict((oc) => oc.column('reference').doNothing())
        .execute();
      return (await read(callback.reference)) ?? callback;
    },
  };
}

export const callbackUrlOf = (publicUrl: string, provider: string, secret: string) =>
  `${publicUrl.replace(/\/+$/, '')}/api/payments/callback/${provider}/${secret}`;

/** Builds the services; AppContext.paymentServices makes them once per app, on first use. */
export async function createPaymentServices(
  context: Pick<AppContext, 'db' | 'env'>,
  log: FastifyBaseLogger,
): Promise<PaymentServices> {
  const { env, db } = context;
  const callbackSecret = await sharedSecret(db, 'payment-callback-secret', env.PAYMENT_CALLBACK_SECRET);
  const callbackUrl = callbackUrlOf(env.PUBLIC_URL, env.PAYMENT_PROVIDER, callbackSecret);
  let sandbox: SandboxGateway | null = null;
  let provider: PaymentProvider;
  if (env.PAYMENT_PROVIDER === 'mpesa') {
    provider = mpesaProvider({
      baseUrl: env.MPESA_BASE_URL,
      consumerKey: env.MPESA_CONSUMER_KEY,
      consumerSecret: env.MPESA_CONSUMER_SECRET,
      shortcode: env.MPESA_SHORTCODE,
      passkey: env.MPESA_PASSKEY,
      callbackUrl,
    });
  } else {
    sandbox = new SandboxGateway({
      signingSecret: await sharedSecret(db, 'sandbox-signing-secret', env.SANDBOX_SIGNING_SECRET),
      outcomes: sandboxOutcomesIn(db),
      callbackUrl,
      // A lost callback is what the reconciliation is for: note it and carry on.
      onSendError: (error) => log.warn({ err: error }, 'sandbox callback not delivered'),
    });
    provider = sandbox;
  }
  const inFlight = new Set<Promise<unknown>>();
  return {
    provider,
    sandbox,
    callbackSecret,
    log,
    inFlight,
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

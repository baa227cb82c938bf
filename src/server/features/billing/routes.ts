import type { FastifyInstance } from 'fastify';
import { billingEndpoints as declared } from '../../../contract/endpoints/billing';
import type { AppContext } from '../../context';
import { endpointServer } from '../../platform/endpoints';
import { requireSession } from '../../platform/policies';
import { balanceOf, ledgerOf } from './ledger';
import { paymentHistoryOf } from './payment-history';

/**
 * The member's own books (spec 3 §7 Billing, spec 1 dashboard tiles): GET profile/ledger, GET
 * billing/balance and GET billing/history. Signed-in users only; always the caller's own records.
 */
export function billingRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['billing']);
  const userIdOf = (request: { session: Parameters<typeof requireSession>[0] }) =>
    requireSession(request.session).user.id;

  serve(declared.ledger, 'ownAccount', (request) => ledgerOf(context.db, { userId: userIdOf(request) }));

  serve(declared.balance, 'ownAccount', (request) => balanceOf(context.db, { userId: userIdOf(request) }));

  serve(declared.history, 'ownAccount', (request) => paymentHistoryOf(context.db, userIdOf(request)));
}

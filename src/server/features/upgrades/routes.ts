import type { FastifyInstance } from 'fastify';
import { upgradeEndpoints as declared } from '../../../contract/endpoints/upgrades';
import type { AppContext } from '../../context';
import { requestActor } from '../../platform/audit';
import { endpointServer } from '../../platform/endpoints';
import { requireSession } from '../../platform/policies';
import { checklistFor } from '../checklist/public';
import { listUpgrades } from './list-upgrades';
import { submitUpgrade } from './submit-upgrade';
import { transitionUpgrade } from './transition-upgrade';
import { upgradeDocumentPdfOf } from './upgrade-documents';
import { upgradePlansOf } from './upgrade-plans';
import { upgradeQueue, upgradeReviewDetail } from './upgrade-review';

/** Category upgrades (spec 3 §2.3, §7 "Upgrade") for members, and their review for staff. */
export function upgradeRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['upgrades']);
  const sessionOf = (request: { session: Parameters<typeof requireSession>[0] }) =>
    requireSession(request.session);

  serve(declared.plans, 'ownAccount', (request) => upgradePlansOf(context.db, sessionOf(request).user.id));

  serve(declared.ownUpgrades, 'ownAccount', (request) =>
    listUpgrades(context.db, sessionOf(request).user.id),
  );

  serve(declared.checklist, 'ownAccount', (request) =>
    checklistFor(context.db, sessionOf(request).user.id, request.params.category.toUpperCase()),
  );

  serve(declared.submit, 'ownAccount', (request) => submitUpgrade(context, sessionOf(request), request.body));

  serve(declared.report, 'ownAccount', (request) =>
    upgradeDocumentPdfOf(context, sessionOf(request), 'report', request.body.code),
  );

  serve(declared.acceptanceLetter, 'ownAccount', (request) =>
    upgradeDocumentPdfOf(context, sessionOf(request), 'acceptanceLetter', request.body.code),
  );

  serve(declared.reviewQueue, 'reviewUpgrades', (request) => upgradeQueue(context.db, request.query));

  serve(declared.reviewDetail, 'reviewUpgrades', (request) =>
    upgradeReviewDetail(context.db, request.params.code),
  );

  serve(declared.transition, 'reviewUpgrades', (request) =>
    transitionUpgrade(context, requestActor(request), request.params.code, request.body),
  );
}

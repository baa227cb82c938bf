import type { FastifyInstance } from 'fastify';
import { cpdRecordMessages } from '../../../contract/cpd-records';
import { cpdRecordEndpoints as declared } from '../../../contract/endpoints/cpd-records';
import { currentYear } from '../../../contract/portal-time';
import type { AppContext } from '../../context';
import { requestActor } from '../../platform/audit';
import { endpointServer } from '../../platform/endpoints';
import { requireSession } from '../../platform/policies';
import { streamingUploads, withUpload } from '../../platform/uploads';
import {
  activeActivityTypes,
  addActivityType,
  adminActivityTypes,
  removeActivityType,
  updateActivityType,
} from './activity-types';
import { progressOf } from './cpd-progress';
import { addRequirement, listRequirements, removeRequirement, updateRequirement } from './cpd-requirements';
import {
  assertEditable,
  cpdMemberOf,
  createRecord,
  ownRecord,
  recordsOfUser,
  submitRecord,
  updateRecord,
} from './logged-records';
import { cpdEvidenceRules, removeRecord, saveEvidence } from './record-evidence';

/**
 * CPD members log themselves (issue 30, decision 0045): their records, evidence and progress; and the
 * activity types and yearly requirements staff keep. A record named by id is the caller's own or 404.
 */
export function cpdRecordRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['cpd']);
  const userIdOf = (request: { session: Parameters<typeof requireSession>[0] }) =>
    requireSession(request.session).user.id;
  const memberOf = (request: { session: Parameters<typeof requireSession>[0] }) =>
    cpdMemberOf(context.db, userIdOf(request));

  serve(declared.activityTypes, 'ownAccount', () => activeActivityTypes(context.db));

  serve(declared.records, 'ownAccount', async (request) => {
    const member = await memberOf(request);
    return recordsOfUser(context.db, member.userId, request.query.year ?? currentYear());
  });

  serve(declared.createRecord, 'ownAccount', async (request) => ({
    message: cpdRecordMessages.created,
    data: await createRecord(context.db, await memberOf(request), request.body),
  }));

  serve(declared.updateRecord, 'ownAccount', async (request) => ({
    message: cpdRecordMessages.updated,
    data: await updateRecord(context.db, userIdOf(request), request.params.id, request.body),
  }));

  serve(declared.removeRecord, 'ownAccount', async (request) => {
    await removeRecord(context, userIdOf(request), request.params.id);
    return { message: cpdRecordMessages.removed };
  });

  serve(
    declared.uploadEvidence,
    'ownAccount',
    async (request) => {
      const userId = userIdOf(request);
      // Refused before any file is stored.
      assertEditable(await ownRecord(context.db, userId, request.params.id));
      return {
        message: cpdRecordMessages.evidenceSaved,
        data: await withUpload(request, context.files, cpdEvidenceRules, (upload) =>
          saveEvidence(context, userId, request.params.id, upload),
        ),
      };
    },
    { config: streamingUploads },
  );

  serve(declared.submitRecord, 'ownAccount', async (request) => ({
    message: cpdRecordMessages.submitted,
    data: await submitRecord(context.db, userIdOf(request), request.params.id),
  }));

  serve(declared.progress, 'ownAccount', async (request) =>
    progressOf(context.db, await memberOf(request), request.query.year ?? currentYear()),
  );

  serve(declared.adminActivityTypes, 'manageCpdRules', () => adminActivityTypes(context.db));

  serve(declared.createActivityType, 'manageCpdRules', async (request) => ({
    message: cpdRecordMessages.typeSaved,
    data: await addActivityType(context.db, request.body, requestActor(request)),
  }));

  serve(declared.updateActivityType, 'manageCpdRules', async (request) => ({
    message: cpdRecordMessages.typeSaved,
    data: await updateActivityType(context.db, request.params.id, request.body, requestActor(request)),
  }));

  serve(declared.removeActivityType, 'manageCpdRules', async (request) => {
    await removeActivityType(context.db, request.params.id, requestActor(request));
    return { message: cpdRecordMessages.typeRemoved };
  });

  serve(declared.requirements, 'manageCpdRules', (request) =>
    listRequirements(context.db, request.query.year),
  );

  serve(declared.createRequirement, 'manageCpdRules', async (request) => ({
    message: cpdRecordMessages.requirementSaved,
    data: await addRequirement(context.db, request.body, requestActor(request)),
  }));

  serve(declared.updateRequirement, 'manageCpdRules', async (request) => ({
    message: cpdRecordMessages.requirementSaved,
    data: await updateRequirement(context.db, request.params.id, request.body, requestActor(request)),
  }));

  serve(declared.removeRequirement, 'manageCpdRules', async (request) => {
    await removeRequirement(context.db, request.params.id, requestActor(request));
    return { message: cpdRecordMessages.requirementRemoved };
  });
}

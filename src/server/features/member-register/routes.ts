import type { FastifyInstance } from 'fastify';
import { bulkMessageMessages } from '../../../contract/bulk-messages';
import { memberRegisterEndpoints as declared } from '../../../contract/endpoints/member-register';
import { REGISTER_IMPORT_MAX_BYTES, registerMessages } from '../../../contract/member-register';
import type { AppContext } from '../../context';
import { auditActor, requestActor } from '../../platform/audit';
import { endpointServer } from '../../platform/endpoints';
import { serveListCsv } from '../../platform/list-query';
import { bufferedForm } from '../../platform/multipart';
import { requireSession } from '../../platform/policies';
import { sendBulkMessage } from '../notifications/public';
import { importRegister } from './import-register';
import { listRegister, registerCsvHeader, registerCsvRows } from './list-register';

const importForm = bufferedForm({
  maxBytes: REGISTER_IMPORT_MAX_BYTES + 65_536,
  files: 1,
  fileSize: REGISTER_IMPORT_MAX_BYTES,
  tooLarge: registerMessages.tooLarge,
});

/** The member register (decisions.md "Admin: ... the member register import"): admins and above. */
export function memberRegisterRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['member register']);

  serve(declared.list, 'changeMemberRecords', (request) => listRegister(context.db, request.query));
  serveListCsv(app, context.policy, ['member register'], declared.csv, 'changeMemberRecords', {
    stem: 'member-register',
    header: registerCsvHeader,
    rows: (query, limit) => registerCsvRows(context.db, query, limit),
  });

  // To the e-mail the register holds, as the member page's message does (never the account's).
  serve(declared.message, 'changeMemberRecords', async (request) => {
    const sent = await sendBulkMessage(context, requestActor(request), request.body, async (db, ids) => ({
      emails: (
        await db
          .selectFrom('member_register')
          .select('email')
          .where('id', 'in', [...ids])
          .execute()
      ).map((entry) => entry.email),
      action: 'member.bulk-message-sent',
      subjectType: 'member_register',
    }));
    return { message: bulkMessageMessages.queued(sent.queued, sent.withoutEmail), ...sent };
  });

  serve(
    declared.import,
    'changeMemberRecords',
    (request) => {
      const session = requireSession(request.session);
      return importRegister(context, request.body.file, auditActor(session));
    },
    { config: importForm },
  );
}

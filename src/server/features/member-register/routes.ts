import type { FastifyInstance } from 'fastify';
import { memberRegisterEndpoints as declared } from '../../../contract/endpoints/member-register';
import { REGISTER_IMPORT_MAX_BYTES, registerMessages } from '../../../contract/member-register';
import type { AppContext } from '../../context';
import { auditActor } from '../../platform/audit';
import { endpointServer } from '../../platform/endpoints';
import { bufferedForm } from '../../platform/multipart';
import { requireSession } from '../../platform/policies';
import { importRegister } from './import-register';
import { listRegister } from './list-register';

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

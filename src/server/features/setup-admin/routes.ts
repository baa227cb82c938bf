import type { FastifyInstance } from 'fastify';
import { setupAdminEndpoints as declared } from '../../../contract/endpoints/setup-admin';
import { logoMaxBytes, setupAdminMessages } from '../../../contract/setup';
import type { AppContext } from '../../context';
import { requestActor } from '../../platform/audit';
import { endpointServer } from '../../platform/endpoints';
import { AppError } from '../../platform/errors';
import { SNIFF_BYTES, sniffFileKind } from '../../platform/file-types';
import { bufferedForm } from '../../platform/multipart';
import { saveCompanyInformation, saveCompanyLogo, saveDisclaimer, saveTerms } from './save-setup';

const logoForm = bufferedForm({
  maxBytes: logoMaxBytes + 65_536,
  files: 1,
  fileSize: logoMaxBytes,
  tooLarge: setupAdminMessages.logoTooLarge,
});

const refuseLogo = (status: number, message: string) => new AppError(status, message, { logo: message });

/**
 * The setup staff keep up without a developer: company information, logo, terms and disclaimers.
 * They belong with the portal settings, so the same super-admin policy guards them (decisions.md "Roles").
 * The public GET routes of features/setup answer the new values at once.
 */
export function setupAdminRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['setup']);

  serve(declared.companyInformation, 'editSettings', (request) =>
    saveCompanyInformation(context.db, request.body, requestActor(request)),
  );

  serve(
    declared.logo,
    'editSettings',
    (request) => {
      const actor = requestActor(request);
      const bytes = request.body.logo;
      if (bytes.length === 0) throw refuseLogo(400, setupAdminMessages.logoRequired);
      if (bytes.length > logoMaxBytes) throw refuseLogo(413, setupAdminMessages.logoTooLarge);
      // Decided by the content, never the name: an SVG could carry script, and the PDFs embed PNG/JPEG as is.
      const kind = sniffFileKind(bytes.subarray(0, SNIFF_BYTES), ['png', 'jpeg']);
      if (!kind) throw refuseLogo(400, setupAdminMessages.logoNotAnImage);
      return saveCompanyLogo(context.db, { bytes, kind }, actor);
    },
    { config: logoForm },
  );

  serve(declared.terms, 'editSettings', (request) =>
    saveTerms(context.db, request.body, requestActor(request)),
  );

  serve(declared.disclaimer, 'editSettings', (request) =>
    saveDisclaimer(context.db, request.params.disclaimerType, request.body, requestActor(request)),
  );
}

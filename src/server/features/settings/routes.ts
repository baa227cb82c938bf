import type { FastifyInstance } from 'fastify';
import { settingsEndpoints as declared } from '../../../contract/endpoints/settings';
import { uploadMessages } from '../../../contract/uploads';
import type { AppContext } from '../../context';
import { requestActor } from '../../platform/audit';
import { endpointServer } from '../../platform/endpoints';
import { bufferedForm } from '../../platform/multipart';
import { getSettings } from './get-settings';
import { createSettings, updateSettings } from './save-settings';

/** The settings page posts its JSON text fields as a form (spec 1 §5); it takes no file. */
const settingsForm = bufferedForm({
  maxBytes: 262_144,
  files: 0,
  fileSize: 0,
  tooLarge: uploadMessages.formTooLarge,
});

export function settingsRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['settings']);

  serve(declared.settings, 'public', () => getSettings(context.db));

  serve(
    declared.createSettings,
    'editSettings',
    (request) => createSettings(context, request.body, requestActor(request)),
    { config: settingsForm },
  );

  serve(
    declared.updateSettings,
    'editSettings',
    (request) => updateSettings(context, request.body, requestActor(request)),
    { config: settingsForm },
  );
}

import type { FastifyInstance } from 'fastify';
import { profileSectionExtraEndpoints as declared } from '../../../../contract/endpoints/profile-sections';
import type { AppContext } from '../../../context';
import { endpointServer } from '../../../platform/endpoints';
import { listCodeList } from '../../setup/public';
import { EMPLOYEE_TYPES_LIST, employeesSection } from './employees';
import { audienceGuard } from './section';

/**
 * GET /api/profile/employees/employeeSetup (spec 2 §7): the employee types the employees form
 * chooses from, as { code, description }. Signed-in Corporate users only, like the section it serves.
 */
export function employeeSetupRoutes(app: FastifyInstance, context: AppContext): void {
  endpointServer(app, context.policy, ['profile sections'])(
    declared.employeeSetup,
    'ownAccount',
    () => listCodeList(context.db, EMPLOYEE_TYPES_LIST),
    { preParsing: audienceGuard(employeesSection.audience) },
  );
}

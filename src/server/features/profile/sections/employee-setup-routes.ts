import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileSections } from '../../../../contract/profile-sections';
import { codeDescriptionSchema } from '../../../../contract/setup';
import type { AppContext } from '../../../context';
import { guard } from '../../../platform/policies';
import { listCodeList } from '../../setup/queries';
import { EMPLOYEE_TYPES_LIST, employeesSection } from './employees';
import { audienceGuard } from './section';

/**
 * GET /api/profile/employees/employeeSetup (spec 2 §7): the employee types the employees form
 * chooses from, as { code, description }. Signed-in Corporate users only, like the section it serves.
 */
export function employeeSetupRoutes(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    `/api/profile/${profileSections.employees.path}/employeeSetup`,
    {
      onRequest: [guard('member', context.policy), audienceGuard(employeesSection.audience)],
      schema: {
        tags: ['profile sections'],
        summary: 'The employee types of the employees section',
        response: { 200: z.object({ data: z.array(codeDescriptionSchema) }) },
      },
    },
    async () => ({ data: await listCodeList(context.db, EMPLOYEE_TYPES_LIST) }),
  );
}

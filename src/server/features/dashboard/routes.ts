import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { generalInformationSchema } from '../../../contract/dashboard';
import type { AppContext } from '../../context';
import { guard, requireSession } from '../../platform/policies';
import { generalInformation } from './general-information';

export function dashboardRoutes(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dashboard/general-information',
    {
      onRequest: guard('member', context.policy),
      schema: {
        tags: ['dashboard'],
        summary: "The signed-in member's general information card",
        response: { 200: z.object({ data: generalInformationSchema }) },
      },
    },
    async (request) => ({ data: await generalInformation(context, requireSession(request.session)) }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationSchema,
  submitApplicationSchema,
  submittedApplicationSchema,
} from '../../../contract/applications';
import type { AppContext } from '../../context';
import { guard, requireSession } from '../../platform/policies';
import { listApplications } from './list-applications';
import { submitApplication } from './submit-application';

const tags = ['applications'];

export function applicationRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guard('member', context.policy);

  api.get(
    '/api/application',
    {
      onRequest,
      schema: {
        tags,
        summary: "The signed-in applicant's membership applications",
        response: { 200: z.object({ data: z.array(applicationSchema) }) },
      },
    },
    async (request) => ({
      data: await listApplications(context.db, requireSession(request.session).user.id),
    }),
  );

  api.post(
    '/api/application/submit',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Submit an application with the one-time code from auth/send-otp',
        body: submitApplicationSchema,
        response: { 200: z.object({ data: submittedApplicationSchema }) },
      },
    },
    async (request) => ({
      data: await submitApplication(context, requireSession(request.session), request.body, request.ip),
    }),
  );
}

import { z } from 'zod';
import { applicationSchema, submitApplicationSchema, submittedApplicationSchema } from '../applications';
import { endpoint } from '../endpoint';

/** The applicant's membership applications (spec 2 §2.8). */
export const applicationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/application',
    summary: "The signed-in applicant's membership applications",
    data: z.array(applicationSchema),
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/application/submit',
    summary: 'Submit an application with the one-time code from auth/send-otp',
    body: submitApplicationSchema,
    data: submittedApplicationSchema,
  }),
};

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Application, SubmitApplicationRequest } from '../../../contract/applications';
import { accessAddresses } from '../../../contract/endpoints/addresses/access';
import { applicationAddresses } from '../../../contract/endpoints/addresses/applications';
import { encodeRouteText } from '../../../contract/route-values';
import { call, type MutationReactions } from '../../lib/call';
import { pendingFrom } from './pending-submission-code';

/** The applicant's list; a submission and the dashboard card share it. */
export const applicationsQueryKey = ['applications'] as const;

/** GET application: the signed-in applicant's applications; `enabled` waits until they can matter. */
export const useApplications = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: applicationsQueryKey,
    queryFn: () => call(applicationAddresses.list, {}),
    enabled,
  });

/** Submits an application with its one-time code; the applicant's list is read again. */
export function useSubmitApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SubmitApplicationRequest) => call(applicationAddresses.submit, { body: request }),
    onSuccess: () => void client.invalidateQueries({ queryKey: applicationsQueryKey }),
  });
}

/**
 * GET auth/send-otp for the signed-in user: a fresh code, named by the handle it answers, with until
 * when it works and when a new one may be asked for.
 */
async function sendSubmissionCode(userId: number) {
  const answer = await call(accessAddresses.sendOtp, { query: { user_id: String(userId) } });
  // With the caller's own user id the server always names the code's handle; only a pending
  // verification's resend answers without one.
  return { ...pendingFrom({ ...answer, id: answer.id ?? '' }), message: answer.message };
}

/** Sends the code that signs a submission to the signed-in applicant. */
export const useSendSubmissionCode = (
  reactions: MutationReactions<Awaited<ReturnType<typeof sendSubmissionCode>>, number> = {},
) => useMutation({ ...reactions, mutationFn: sendSubmissionCode });

/**
 * Where each document of an application opens (spec 2 §2.9): the certificate route carries the
 * code base64-encoded, the other letters the plain code; billing documents travel base64 as in
 * the billing area.
 */
export const applicationRoutes = {
  file: (code: string) => `/application/document/${encodeURIComponent(code)}`,
  certificate: (code: string) => `/application/certificate/${encodeRouteText(code)}`,
  rejectionLetter: (code: string) => `/application/rejectionLetter/${encodeURIComponent(code)}`,
  acceptanceLetter: (code: string) => `/application/acceptanceLetter/${encodeURIComponent(code)}`,
  invoice: (invoiceNo: string) => `/billing/invoice/${encodeRouteText(invoiceNo)}`,
  receipt: (receiptNo: string) => `/billing/receipt/${encodeRouteText(receiptNo)}`,
};

/** The earliest application by date: the one whose release asks the member to confirm the profile. */
export function firstApplication(applications: Application[]): Application | null {
  let first: Application | null = null;
  for (const application of applications) {
    if (!first || application.ApplicationDateTime < first.ApplicationDateTime) first = application;
  }
  return first;
}

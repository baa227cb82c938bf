import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '../../../contract/endpoints/admin';
import { outboxMessages } from '../../../contract/outbox';
import { call } from '../../lib/call';
import { toastFailure, toastSuccess } from './admin-toasts';

/** The message log's pages and the overview's counts both change when a message is resent. */
const invalidateOutbox = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ['admin', 'outbox'] }),
    client.invalidateQueries({ queryKey: ['admin', 'overview'] }),
  ]);

/** One message of the log with its text body (none for a code or one-use link message). */
export const useOutboxMessage = (id: number | null) =>
  useQuery({
    queryKey: ['admin', 'outbox', 'message', id],
    queryFn: () => call(adminEndpoints.outboxMessage, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });

/** Queues one failed or sent message again; a second press while it waits says so and changes nothing. */
export function useResendMessage(onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(adminEndpoints.outboxResend, { params: { id } }),
    onSuccess: async (answer) => {
      toastSuccess(answer.resent ? outboxMessages.resent : outboxMessages.alreadyQueued);
      onDone();
      await invalidateOutbox(client);
    },
    onError: toastFailure,
  });
}

/** Queues every failed message again, except those carrying a code or one-use link. */
export function useResendFailed(onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(adminEndpoints.outboxResendFailed, { body: {} }),
    onSuccess: async (answer) => {
      toastSuccess(outboxMessages.resentAll(answer.resent, answer.skippedSecret));
      onDone();
      await invalidateOutbox(client);
    },
    onError: toastFailure,
  });
}

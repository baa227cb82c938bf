import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { subscriptionEndpoints } from '../../../../contract/endpoints/subscriptions';
import { BILLING_RUN_POLL_MS, type BillingRun } from '../../../../contract/subscriptions';
import { call } from '../../../lib/call';

const runsKey = ['admin', 'subscription-runs'] as const;

/** GET admin/subscriptions/runs: the past and current billing runs, newest first. */
export const useBillingRuns = () =>
  useQuery({ queryKey: runsKey, queryFn: () => call(subscriptionEndpoints.runs, {}) });

/** GET admin/subscriptions/preview: who a run of `period` would bill and leave out, read again after each run. */
export const useBillingPreview = (period: number) =>
  useQuery({
    queryKey: [...runsKey, 'preview', period],
    queryFn: () => call(subscriptionEndpoints.preview, { query: { period } }),
  });

/**
 * One run, asked for again every second while it is Running so the progress moves; once it ends
 * the list of runs is read again to show it there too.
 */
export function useBillingRun(id: number | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [...runsKey, id],
    queryFn: async () => {
      const run = await call(subscriptionEndpoints.run, { params: { id } });
      if (run.status !== 'Running') {
        void client.invalidateQueries({ queryKey: runsKey, exact: true });
        void client.invalidateQueries({ queryKey: [...runsKey, 'preview'] });
      }
      return run;
    },
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'Running' ? BILLING_RUN_POLL_MS : false),
  });
}

/** POST admin/subscriptions/runs {period}: starts billing a period; 409 while one is running. */
export function useStartBillingRun(onStarted: (run: BillingRun) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (period: number) => call(subscriptionEndpoints.startRun, { body: { period } }),
    onSuccess: (run) => {
      client.setQueryData([...runsKey, run.id], run);
      void client.invalidateQueries({ queryKey: runsKey, exact: true });
      onStarted(run);
    },
  });
}

/** How long a run took, as a person reads it: '42 s', '3 min 5 s'; null while it runs. */
export function durationOf(run: Pick<BillingRun, 'startedAt' | 'finishedAt'>): string | null {
  if (!run.finishedAt) return null;
  const millis = Date.parse(run.finishedAt) - Date.parse(run.startedAt);
  if (!Number.isFinite(millis) || millis < 0) return null;
  if (millis < 10_000) return `${(millis / 1000).toFixed(1)} s`;
  const seconds = Math.round(millis / 1000);
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
}

/** The share of members handled, 0–100, for the progress bar. */
export const percentDone = (run: Pick<BillingRun, 'processed' | 'total'>) =>
  run.total > 0 ? Math.min(100, Math.round((run.processed / run.total) * 100)) : 100;

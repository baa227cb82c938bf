import { useQuery } from '@tanstack/react-query';
import { checklistAddresses } from '../../../contract/endpoints/addresses/checklist';
import { call } from '../../lib/call';

/** The requirements checklist, read again whenever a profile section changes. */
export const checklistQueryKey = ['checklist'] as const;

/** Bar and ring colour (spec 2 §2.3, spec 1 dashboard): primary below 50%, secondary from 50%. */
export const progressColor = (percentage: number) => (percentage < 50 ? 'primary' : 'secondary');

/** The signed-in user's checklist for their own category; sections invalidate ['checklist']. */
export function useChecklist() {
  return useQuery({
    queryKey: checklistQueryKey,
    queryFn: () => call(checklistAddresses.own, { query: {} }),
  });
}

/** The checklist of another category (spec 3 §2.1) on the signed-in user's profile. */
export const useCategoryChecklist = (category: string) =>
  useQuery({
    queryKey: [...checklistQueryKey, 'type', category],
    queryFn: () => call(checklistAddresses.own, { query: { category } }),
  });

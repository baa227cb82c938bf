import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { upgradeAddresses as declared } from '../../../contract/endpoints/addresses/upgrades';
import { encodeRouteText } from '../../../contract/route-values';
import type { SubmitUpgradeRequest } from '../../../contract/upgrades';
import { call } from '../../lib/call';

export const upgradesQueryKey = ['upgrades'] as const;

/** GET upgrade: the signed-in member's upgrades. */
export const useUpgrades = () =>
  useQuery({ queryKey: upgradesQueryKey, queryFn: () => call(declared.ownUpgrades, {}) });

/** GET upgrade/plans: the categories the member can upgrade into. */
export const useUpgradePlans = () =>
  useQuery({ queryKey: ['upgrades', 'plans'], queryFn: () => call(declared.plans, {}) });

/** GET upgrade/checklist/{category}: the target category's checklist on the member's profile. */
export const useUpgradeChecklist = (category: string) =>
  useQuery({
    queryKey: ['checklist', 'upgrade', category],
    queryFn: () => call(declared.checklist, { params: { category } }),
    enabled: category !== '',
  });

export const submitUpgrade = (request: SubmitUpgradeRequest) => call(declared.submit, { body: request });

/** Applies for the upgrade; the member's upgrades are read again. */
export function useSubmitUpgrade() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitUpgrade,
    onSuccess: () => client.invalidateQueries({ queryKey: upgradesQueryKey }),
  });
}

/** POST upgrade/upgrade-report or upgrade/acceptance-letter: the first item is the PDF (spec 3 §7). */
export const fetchUpgradeDocument = async (kind: 'upgrade-report' | 'acceptance-letter', code: string) =>
  (
    await call(kind === 'upgrade-report' ? declared.report : declared.acceptanceLetter, { body: { code } })
  )[0] ?? '';

/** Where each page and document of an upgrade opens (spec 3 §2.3). */
export const upgradeRoutes = {
  list: '/upgrade',
  plan: '/upgrade/plan',
  cards: '/upgrade/card',
  checklist: (category: string) => `/upgrade/checklist/${encodeURIComponent(category)}`,
  report: (code: string) => `/upgrade/document/${encodeURIComponent(code)}`,
  acceptanceLetter: (code: string) => `/upgrade/acceptance-letter/${encodeURIComponent(code)}`,
  invoice: (invoiceNo: string) => `/billing/invoice/${encodeRouteText(invoiceNo)}`,
  receipt: (receiptNo: string) => `/billing/receipt/${encodeRouteText(receiptNo)}`,
};

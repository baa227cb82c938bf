import { useQuery } from '@tanstack/react-query';
import type { ChecklistItem } from '../../../contract/checklist';
import { encodeRouteText } from '../../../contract/route-values';
import type { SubmitUpgradeRequest, Upgrade, UpgradePlan } from '../../../contract/upgrades';
import { api } from '../../lib/api';

export const upgradesQueryKey = ['upgrades'] as const;

/** GET upgrade: the signed-in member's upgrades. */
export const useUpgrades = () =>
  useQuery({ queryKey: upgradesQueryKey, queryFn: () => api<Upgrade[]>('GET', 'upgrade') });

/** GET upgrade/plans: the categories the member can upgrade into. */
export const useUpgradePlans = () =>
  useQuery({ queryKey: ['upgrades', 'plans'], queryFn: () => api<UpgradePlan[]>('GET', 'upgrade/plans') });

/** GET upgrade/checklist/{category}: the target category's checklist on the member's profile. */
export const useUpgradeChecklist = (category: string) =>
  useQuery({
    queryKey: ['checklist', 'upgrade', category],
    queryFn: () => api<ChecklistItem[]>('GET', `upgrade/checklist/${encodeURIComponent(category)}`),
    enabled: category !== '',
  });

export const submitUpgrade = (request: SubmitUpgradeRequest) =>
  api<Upgrade>('POST', 'upgrade/submit', request);

/** POST upgrade/upgrade-report or upgrade/acceptance-letter: the first item is the PDF (spec 3 §7). */
export const fetchUpgradeDocument = async (kind: 'upgrade-report' | 'acceptance-letter', code: string) =>
  (await api<string[]>('POST', `upgrade/${kind}`, { code }))[0] ?? '';

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

import { z } from 'zod';
import { checklistItemSchema } from '../checklist';
import { endpoint } from '../endpoint';
import {
  submitUpgradeSchema,
  upgradeDocumentRequestSchema,
  upgradeDocumentSchema,
  upgradePlanSchema,
  upgradeQueueQuerySchema,
  upgradeReviewDetailSchema,
  upgradeReviewItemSchema,
  upgradeSchema,
  upgradeTransitionSchema,
} from '../upgrades';

const params = z.object({ code: z.string().trim().min(1).max(40) });

/** Category upgrades (spec 3 §2.3, §7 "Upgrade") for members, and their review for staff. */
export const upgradeEndpoints = {
  plans: endpoint({
    method: 'GET',
    path: '/api/upgrade/plans',
    summary: "The categories the signed-in member can upgrade into, with each one's fee",
    data: z.array(upgradePlanSchema),
  }),
  ownUpgrades: endpoint({
    method: 'GET',
    path: '/api/upgrade',
    summary: "The signed-in member's upgrade applications",
    data: z.array(upgradeSchema),
  }),
  checklist: endpoint({
    method: 'GET',
    path: '/api/upgrade/checklist/:category',
    summary: "The target category's requirements checklist, evaluated on the caller's profile",
    params: z.object({ category: z.string().trim().min(1).max(40) }),
    data: z.array(checklistItemSchema),
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/upgrade/submit',
    summary: 'Apply for an upgrade into one of the plans; raises the upgrade fee invoice',
    body: submitUpgradeSchema,
    data: upgradeSchema,
  }),
  report: endpoint({
    method: 'POST',
    path: '/api/upgrade/upgrade-report',
    summary: 'The upgrade application report (base64 PDF, first item)',
    body: upgradeDocumentRequestSchema,
    data: upgradeDocumentSchema,
  }),
  acceptanceLetter: endpoint({
    method: 'POST',
    path: '/api/upgrade/acceptance-letter',
    summary: 'The acceptance letter of an Approved upgrade (base64 PDF, first item)',
    body: upgradeDocumentRequestSchema,
    data: upgradeDocumentSchema,
  }),
  reviewQueue: endpoint({
    method: 'GET',
    path: '/api/review/upgrades',
    summary: 'The upgrade review queue, optionally of one status',
    query: upgradeQueueQuerySchema,
    data: z.array(upgradeReviewItemSchema),
  }),
  reviewDetail: endpoint({
    method: 'GET',
    path: '/api/review/upgrades/:code',
    summary: 'One upgrade for review',
    params,
    data: upgradeReviewDetailSchema,
  }),
  transition: endpoint({
    method: 'POST',
    path: '/api/review/upgrades/:code/transition',
    summary: "Move the upgrade one step of its state machine; approval changes the member's category",
    params,
    body: upgradeTransitionSchema,
    data: upgradeReviewDetailSchema,
  }),
};

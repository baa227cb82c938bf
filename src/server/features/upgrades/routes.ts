import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checklistItemSchema } from '../../../contract/checklist';
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
} from '../../../contract/upgrades';
import type { AppContext } from '../../context';
import { auditActor } from '../../platform/audit';
import { guard, requireSession } from '../../platform/policies';
import { checklistFor } from '../checklist/evaluate';
import { listUpgrades } from './list-upgrades';
import { submitUpgrade } from './submit-upgrade';
import { transitionUpgrade } from './transition-upgrade';
import { type UpgradeDocumentKind, upgradeDocumentPdfOf } from './upgrade-documents';
import { upgradePlansOf } from './upgrade-plans';
import { upgradeQueue, upgradeReviewDetail } from './upgrade-review';

const tags = ['upgrades'];
const params = z.object({ code: z.string().trim().min(1).max(40) });
const detailResponse = { 200: z.object({ data: upgradeReviewDetailSchema }) };

const documentRoutes: [string, UpgradeDocumentKind, string][] = [
  ['/api/upgrade/upgrade-report', 'report', 'The upgrade application report (base64 PDF, first item)'],
  [
    '/api/upgrade/acceptance-letter',
    'acceptanceLetter',
    'The acceptance letter of an Approved upgrade (base64 PDF, first item)',
  ],
];

/** Category upgrades (spec 3 §2.3, §7 "Upgrade") for members, and their review for staff. */
export function upgradeRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const member = guard('member', context.policy);
  const staff = guard('approver', context.policy);

  api.get(
    '/api/upgrade/plans',
    {
      onRequest: member,
      schema: {
        tags,
        summary: "The categories the signed-in member can upgrade into, with each one's fee",
        response: { 200: z.object({ data: z.array(upgradePlanSchema) }) },
      },
    },
    async (request) => ({ data: await upgradePlansOf(context.db, requireSession(request.session).user.id) }),
  );

  api.get(
    '/api/upgrade',
    {
      onRequest: member,
      schema: {
        tags,
        summary: "The signed-in member's upgrade applications",
        response: { 200: z.object({ data: z.array(upgradeSchema) }) },
      },
    },
    async (request) => ({ data: await listUpgrades(context.db, requireSession(request.session).user.id) }),
  );

  api.get(
    '/api/upgrade/checklist/:category',
    {
      onRequest: member,
      schema: {
        tags,
        summary: "The target category's requirements checklist, evaluated on the caller's profile",
        params: z.object({ category: z.string().trim().min(1).max(40) }),
        response: { 200: z.object({ data: z.array(checklistItemSchema) }) },
      },
    },
    async (request) => ({
      data: await checklistFor(
        context.db,
        requireSession(request.session).user.id,
        request.params.category.toUpperCase(),
      ),
    }),
  );

  api.post(
    '/api/upgrade/submit',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Apply for an upgrade into one of the plans; raises the upgrade fee invoice',
        body: submitUpgradeSchema,
        response: { 200: z.object({ data: upgradeSchema }) },
      },
    },
    async (request) => ({
      data: await submitUpgrade(context, requireSession(request.session), request.body),
    }),
  );

  for (const [url, kind, summary] of documentRoutes) {
    api.post(
      url,
      {
        onRequest: member,
        schema: {
          tags,
          summary,
          body: upgradeDocumentRequestSchema,
          response: { 200: z.object({ data: upgradeDocumentSchema }) },
        },
      },
      async (request) => ({
        data: await upgradeDocumentPdfOf(context, requireSession(request.session), kind, request.body.code),
      }),
    );
  }

  api.get(
    '/api/review/upgrades',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'The upgrade review queue, optionally of one status',
        querystring: upgradeQueueQuerySchema,
        response: { 200: z.object({ data: z.array(upgradeReviewItemSchema) }) },
      },
    },
    async (request) => ({ data: await upgradeQueue(context.db, request.query.status) }),
  );

  api.get(
    '/api/review/upgrades/:code',
    {
      onRequest: staff,
      schema: { tags, summary: 'One upgrade for review', params, response: detailResponse },
    },
    async (request) => ({ data: await upgradeReviewDetail(context.db, request.params.code) }),
  );

  api.post(
    '/api/review/upgrades/:code/transition',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Move the upgrade one step of its state machine; approval changes the member's category",
        params,
        body: upgradeTransitionSchema,
        response: detailResponse,
      },
    },
    async (request) => ({
      data: await transitionUpgrade(
        context,
        auditActor(requireSession(request.session)),
        request.params.code,
        request.body,
      ),
    }),
  );
}

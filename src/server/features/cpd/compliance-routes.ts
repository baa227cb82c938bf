import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cpdComplianceReport } from '../../../contract/cpd-compliance';
import { cpdComplianceQuerySchema } from '../../../contract/cpd-compliance-schemas';
import { cpdComplianceEndpoints as declared } from '../../../contract/endpoints/cpd-compliance';
import { currentYear } from '../../../contract/portal-time';
import type { AppContext } from '../../context';
import { recordAudit, requestActor } from '../../platform/audit';
import { sendCsv, toCsv } from '../../platform/csv';
import { endpointServer } from '../../platform/endpoints';
import { guard, requireSession } from '../../platform/policies';
import { cpdComplianceCsvHeader, cpdComplianceCsvRows, cpdComplianceReportOf } from './compliance-report';
import {
  issueTranscript,
  ownTranscriptMember,
  transcriptMemberByNo,
  transcriptYears,
} from './cpd-transcript';
import { verifyCpdTranscript } from './verify-cpd-transcript';

const csvResponse = { 200: z.string().describe('text/csv, UTF-8 with a byte-order mark') };

/**
 * CPD transcripts (the member's own, any member's for staff), their public check, and the compliance
 * report with its CSV (decision 0048).
 */
export function cpdComplianceRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['cpd']);

  serve(declared.ownTranscript, 'ownAccount', async (request) => {
    const userId = requireSession(request.session).user.id;
    const member = await ownTranscriptMember(context.db, userId);
    return issueTranscript(context, member, transcriptYears(request.query), userId);
  });

  serve(declared.staffTranscript, 'awardCpd', async (request) => {
    const member = await transcriptMemberByNo(context.db, request.params.memberNo);
    const range = transcriptYears(request.query);
    const actor = requestActor(request);
    const pdf = await issueTranscript(context, member, range, actor.actorId);
    await recordAudit(context.db, {
      actor,
      action: 'cpd-transcript.issued',
      subjectType: 'member',
      subjectId: member.memberNo,
      details: range,
    });
    return pdf;
  });

  serve(declared.verifyTranscript, 'public', (request, reply) => {
    reply.header('cache-control', 'no-store');
    return verifyCpdTranscript(context, request.params.transcriptNo, request.ip);
  });

  const reportYear = (year: number | undefined) => year ?? currentYear() - 1;
  serve(declared.complianceReport, 'readReports', (request) =>
    cpdComplianceReportOf(context.db, reportYear(request.query.year)),
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/reports/cpd-compliance/csv',
    {
      onRequest: guard('readReports', context.policy),
      schema: {
        tags: ['reports'],
        summary: `${cpdComplianceReport.title} (CSV)`,
        querystring: cpdComplianceQuerySchema,
        response: csvResponse,
      },
    },
    async (request, reply) => {
      const report = await cpdComplianceReportOf(context.db, reportYear(request.query.year));
      const csv = toCsv(cpdComplianceCsvHeader, cpdComplianceCsvRows(report));
      return sendCsv(reply, `${cpdComplianceReport.fileStem}-${report.year}`, csv);
    },
  );
}

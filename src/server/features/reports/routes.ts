import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationsReportSchema,
  arrearsQuerySchema,
  arrearsReportSchema,
  incomeQuerySchema,
  incomeReportSchema,
  membersReportSchema,
  reportFileStems,
  reportTitles,
} from '../../../contract/reports';
import type { AppContext } from '../../context';
import { guard, type Role } from '../../platform/policies';
import { applicationsCsvHeader, applicationsCsvRows, applicationsReport } from './applications-report';
import {
  ARREARS_CSV_LIMIT,
  ARREARS_PAGE_SIZE,
  arrearsCsvHeader,
  arrearsCsvRows,
  arrearsReport,
} from './arrears-report';
import { sendCsv, toCsv } from './csv';
import { incomeCsvHeader, incomeCsvRows, incomeReport } from './income-report';
import { membersCsvHeader, membersCsvRows, membersReport } from './members-report';

/**
 * Admins and the super-admin only: income and arrears are the body's books and members' debts,
 * which decisions.md "Roles" gives to admins; approvers' work is the review queue.
 */
export const readReports: Role = 'admin';

const csvResponse = { 200: z.string().describe('text/csv, UTF-8 with a byte-order mark') };

export function reportRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guard(readReports, context.policy);
  const tags = ['reports'];

  api.get(
    '/api/admin/reports/members',
    {
      onRequest,
      schema: {
        tags,
        summary: reportTitles.members,
        response: { 200: z.object({ data: membersReportSchema }) },
      },
    },
    async () => ({ data: await membersReport(context.db) }),
  );
  api.get(
    '/api/admin/reports/members/csv',
    { onRequest, schema: { tags, summary: `${reportTitles.members} (CSV)`, response: csvResponse } },
    async (_request, reply) => {
      const report = await membersReport(context.db);
      return sendCsv(reply, reportFileStems.members, toCsv(membersCsvHeader, membersCsvRows(report)));
    },
  );

  api.get(
    '/api/admin/reports/applications',
    {
      onRequest,
      schema: {
        tags,
        summary: reportTitles.applications,
        response: { 200: z.object({ data: applicationsReportSchema }) },
      },
    },
    async () => ({ data: await applicationsReport(context.db) }),
  );
  api.get(
    '/api/admin/reports/applications/csv',
    { onRequest, schema: { tags, summary: `${reportTitles.applications} (CSV)`, response: csvResponse } },
    async (_request, reply) => {
      const report = await applicationsReport(context.db);
      const csv = toCsv(applicationsCsvHeader, applicationsCsvRows(report));
      return sendCsv(reply, reportFileStems.applications, csv);
    },
  );

  api.get(
    '/api/admin/reports/income',
    {
      onRequest,
      schema: {
        tags,
        summary: reportTitles.income,
        querystring: incomeQuerySchema,
        response: { 200: z.object({ data: incomeReportSchema }) },
      },
    },
    async (request) => ({ data: await incomeReport(context.db, request.query) }),
  );
  api.get(
    '/api/admin/reports/income/csv',
    {
      onRequest,
      schema: {
        tags,
        summary: `${reportTitles.income} (CSV)`,
        querystring: incomeQuerySchema,
        response: csvResponse,
      },
    },
    async (request, reply) => {
      const report = await incomeReport(context.db, request.query);
      return sendCsv(reply, reportFileStems.income, toCsv(incomeCsvHeader, incomeCsvRows(report)));
    },
  );

  api.get(
    '/api/admin/reports/arrears',
    {
      onRequest,
      schema: {
        tags,
        summary: reportTitles.arrears,
        querystring: arrearsQuerySchema,
        response: { 200: z.object({ data: arrearsReportSchema }) },
      },
    },
    async (request) => ({
      data: await arrearsReport(context.db, { page: request.query.page, pageSize: ARREARS_PAGE_SIZE }),
    }),
  );
  api.get(
    '/api/admin/reports/arrears/csv',
    { onRequest, schema: { tags, summary: `${reportTitles.arrears} (CSV)`, response: csvResponse } },
    async (_request, reply) => {
      const report = await arrearsReport(context.db, { page: 1, pageSize: ARREARS_CSV_LIMIT });
      return sendCsv(reply, reportFileStems.arrears, toCsv(arrearsCsvHeader, arrearsCsvRows(report)));
    },
  );
}

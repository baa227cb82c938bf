import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportEndpoints as declared } from '../../../contract/endpoints/reports';
import { incomeQuerySchema, reportFileStems, reportTitles } from '../../../contract/reports';
import type { AppContext } from '../../context';
import { sendCsv, toCsv } from '../../platform/csv';
import { endpointServer } from '../../platform/endpoints';
import { guard } from '../../platform/policies';
import { applicationsCsvHeader, applicationsCsvRows, applicationsReport } from './applications-report';
import {
  ARREARS_CSV_LIMIT,
  ARREARS_PAGE_SIZE,
  arrearsCsvHeader,
  arrearsCsvRows,
  arrearsReport,
} from './arrears-report';
import { incomeCsvHeader, incomeCsvRows, incomeReport } from './income-report';
import { membersCsvHeader, membersCsvRows, membersReport } from './members-report';

const csvResponse = { 200: z.string().describe('text/csv, UTF-8 with a byte-order mark') };

/** The reports as `{ data }`; each one's CSV download is a file, not that envelope: registered by hand. */
export function reportRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guard('readReports', context.policy);
  const tags = ['reports'];
  const serve = endpointServer(app, context.policy, tags);

  serve(declared.members, 'readReports', () => membersReport(context.db));
  api.get(
    '/api/admin/reports/members/csv',
    { onRequest, schema: { tags, summary: `${reportTitles.members} (CSV)`, response: csvResponse } },
    async (_request, reply) => {
      const report = await membersReport(context.db);
      return sendCsv(reply, reportFileStems.members, toCsv(membersCsvHeader, membersCsvRows(report)));
    },
  );

  serve(declared.applications, 'readReports', () => applicationsReport(context.db));
  api.get(
    '/api/admin/reports/applications/csv',
    { onRequest, schema: { tags, summary: `${reportTitles.applications} (CSV)`, response: csvResponse } },
    async (_request, reply) => {
      const report = await applicationsReport(context.db);
      const csv = toCsv(applicationsCsvHeader, applicationsCsvRows(report));
      return sendCsv(reply, reportFileStems.applications, csv);
    },
  );

  serve(declared.income, 'readReports', (request) => incomeReport(context.db, request.query));
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

  serve(declared.arrears, 'readReports', (request) =>
    arrearsReport(context.db, { page: request.query.page, pageSize: ARREARS_PAGE_SIZE }),
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

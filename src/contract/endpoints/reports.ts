import { endpoint } from '../endpoint';
import {
  applicationsReportSchema,
  arrearsQuerySchema,
  arrearsReportSchema,
  incomeQuerySchema,
  incomeReportSchema,
  membersReportSchema,
  reportTitles,
} from '../reports';

/**
 * The reports (admins). Each one's CSV download (`…/csv`) answers a file, not the `{ data }`
 * envelope, and stays registered by hand.
 */
export const reportEndpoints = {
  members: endpoint({
    method: 'GET',
    path: '/api/admin/reports/members',
    summary: reportTitles.members,
    data: membersReportSchema,
  }),
  applications: endpoint({
    method: 'GET',
    path: '/api/admin/reports/applications',
    summary: reportTitles.applications,
    data: applicationsReportSchema,
  }),
  income: endpoint({
    method: 'GET',
    path: '/api/admin/reports/income',
    summary: reportTitles.income,
    query: incomeQuerySchema,
    data: incomeReportSchema,
  }),
  arrears: endpoint({
    method: 'GET',
    path: '/api/admin/reports/arrears',
    summary: reportTitles.arrears,
    query: arrearsQuerySchema,
    data: arrearsReportSchema,
  }),
};

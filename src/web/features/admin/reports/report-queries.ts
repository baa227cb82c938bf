import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cpdComplianceEndpoints } from '../../../../contract/endpoints/cpd-compliance';
import { reportEndpoints as declared } from '../../../../contract/endpoints/reports';
import { call } from '../../../lib/call';

export const useMembersReport = () =>
  useQuery({
    queryKey: ['admin', 'reports', 'members'],
    queryFn: () => call(declared.members, {}),
  });

export const useApplicationsReport = () =>
  useQuery({
    queryKey: ['admin', 'reports', 'applications'],
    queryFn: () => call(declared.applications, {}),
  });

/** `range` is the query string of the chosen dates; empty for the server's last twelve months. */
export const useIncomeReport = (range: string) =>
  useQuery({
    queryKey: ['admin', 'reports', 'income', range],
    queryFn: () => {
      const dates = new URLSearchParams(range);
      return call(declared.income, {
        query: { from: dates.get('from') ?? undefined, to: dates.get('to') ?? undefined },
      });
    },
    placeholderData: keepPreviousData,
  });

export const useArrearsReport = (page: number) =>
  useQuery({
    queryKey: ['admin', 'reports', 'arrears', page],
    queryFn: () => call(declared.arrears, { query: { page } }),
    placeholderData: keepPreviousData,
  });

/** CPD compliance by category for a CPD year (decision 0048). */
export const useCpdComplianceReport = (year: number) =>
  useQuery({
    queryKey: ['admin', 'reports', 'cpd-compliance', year],
    queryFn: () => call(cpdComplianceEndpoints.complianceReport, { query: { year } }),
    placeholderData: keepPreviousData,
  });

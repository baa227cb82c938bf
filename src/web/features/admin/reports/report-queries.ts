import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ApplicationsReport,
  ArrearsReport,
  IncomeReport,
  MembersReport,
} from '../../../../contract/reports';
import { api } from '../../../lib/api';

export const useMembersReport = () =>
  useQuery({
    queryKey: ['admin', 'reports', 'members'],
    queryFn: () => api<MembersReport>('GET', 'admin/reports/members'),
  });

export const useApplicationsReport = () =>
  useQuery({
    queryKey: ['admin', 'reports', 'applications'],
    queryFn: () => api<ApplicationsReport>('GET', 'admin/reports/applications'),
  });

/** `range` is the query string of the chosen dates; empty for the server's last twelve months. */
export const useIncomeReport = (range: string) =>
  useQuery({
    queryKey: ['admin', 'reports', 'income', range],
    queryFn: () => api<IncomeReport>('GET', `admin/reports/income${range ? `?${range}` : ''}`),
    placeholderData: keepPreviousData,
  });

export const useArrearsReport = (page: number) =>
  useQuery({
    queryKey: ['admin', 'reports', 'arrears', page],
    queryFn: () => api<ArrearsReport>('GET', `admin/reports/arrears?page=${page}`),
    placeholderData: keepPreviousData,
  });

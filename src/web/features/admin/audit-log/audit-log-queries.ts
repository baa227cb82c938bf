import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditLogQuery } from '../../../../contract/audit-log';
import { auditLogEndpoints as declared } from '../../../../contract/endpoints/audit-log';
import { call } from '../../../lib/call';
import { downloadListCsv } from '../../../lib/list-kit/list-csv';
import type { AddressQuery } from '../../../lib/list-kit/use-list-params';

/** The audit log under the filters and order of the URL; the page before stays shown while the next loads. */
export const useAuditLog = (query: AddressQuery) =>
  useQuery({
    queryKey: ['admin', 'audit-log', query],
    queryFn: () => call(declared.auditLog, { query: query as AuditLogQuery }),
    placeholderData: keepPreviousData,
  });

/** "Audit: export": the whole filtered log as CSV; a refusal (too many rows) toasts the reason. */
export const downloadAuditCsv = (query: AddressQuery) =>
  downloadListCsv(declared.auditLogCsv, query, 'audit-log.csv');

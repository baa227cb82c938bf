import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditLogEndpoints as declared } from '../../../../contract/endpoints/audit-log';
import { call } from '../../../lib/call';

/** The audit log under the filters of the URL; the page before stays shown while the next loads. */
export const useAuditLog = (search: URLSearchParams) =>
  useQuery({
    queryKey: ['admin', 'audit-log', search.toString()],
    queryFn: () => call(declared.auditLog, { query: Object.fromEntries(search) }),
    placeholderData: keepPreviousData,
  });

import { encodeRouteText } from '../../contract/route-values';
import { pdfOfSize, scanForm } from '../features/licences/test-support';
import type { RouteEntry } from '../platform/route-table';
import type { MatrixRecords } from './matrix-fixtures';

export interface MatrixRequest {
  url: string;
  body?: unknown;
}

type Fill = (records: MatrixRecords) => { params?: Record<string, string | number>; body?: unknown };

/** Ids no record has: destructive staff routes aim here, so an allowed call changes nothing. */
const missing = '999999';

const entry = (path: string) => ({
  [`POST /api/profile/${path}/update`]: (records: MatrixRecords) => ({ body: records.updateBodies[path] }),
  [`POST /api/profile/${path}/remove`]: (records: MatrixRecords) => ({
    body: { EntryNo: records.entryNo[path] },
  }),
});
const encoded = (code: string) => encodeRouteText(code);
const licence = (r: MatrixRecords) => ({ params: { id: r.licenceApplicationNo } });

/**
 * What each route is called with: member A's real ids for owner routes (so member B is refused
 * by ownership, not by validation), and harmless targets for the destructive staff routes.
 */
const fills: Record<string, Fill> = {
  'GET /api/documents/:id': (r) => ({ params: { id: r.documentId } }),
  ...entry('contact'),
  ...entry('convictions'),
  ...entry('work-experience'),
  ...entry('attachments'),
  ...entry('institution'),
  ...entry('certification'),
  ...entry('referee'),
  ...entry('specialization'),
  'POST /api/profile/certification/transcripts': (r) => ({ body: r.transcriptForm }),
  'POST /api/profile/certification/transcripts/remove': (r) => ({
    body: { EntryNo: r.entryNo.certification, transcriptId: r.transcriptId },
  }),
  'POST /api/profile/referee/send_email': (r) => ({ body: { EntryNo: r.entryNo.referee } }),
  'GET /api/profile/good-standing/:profileId': (r) => ({ params: { profileId: r.profileCodeA } }),
  'POST /api/payments': (r) => ({ body: { invoiceNo: r.invoiceNo } }),
  'GET /api/payments/:reference': (r) => ({ params: { reference: r.paymentReference } }),
  'POST /api/sandbox-checkout/:reference/complete': (r) => ({
    params: { reference: r.paymentReference },
    body: { result: 'fail', method: 'M-Pesa' },
  }),
  // A receipt that does not exist: an allowed reversal answers 404 and reverses nothing.
  'POST /api/admin/payments/:receiptNo/reverse': () => ({
    params: { receiptNo: `RCT-${missing}` },
    body: { reason: 'Authorization matrix check' },
  }),
  'GET /api/billing/proforma/:code': (r) => ({ params: { code: encoded(r.invoiceNo) } }),
  'GET /api/billing/receipt/:code': (r) => ({ params: { code: encoded(r.receiptNo) } }),
  'GET /api/billing/document/:type/:code': (r) => ({
    params: { type: 'invoice', code: encoded(r.invoiceNo) },
  }),
  'GET /api/billing/invoice-summary/:code': (r) => ({ params: { code: encoded(r.invoiceNo) } }),
  'GET /api/subs/proforma/:code': (r) => ({ params: { code: encoded(r.invoiceNo) } }),
  'GET /api/subs/receipt/:code': (r) => ({ params: { code: encoded(r.receiptNo) } }),
  'POST /api/subs/certificate': (r) => ({
    body: {
      profileID: r.profileCodeA,
      subsPeriod: new Date().getFullYear() - 1,
      memberCategory: 'CORPORATE',
    },
  }),
  'GET /api/application/document/:code': (r) => ({ params: { code: encoded(r.releasedApplicationCode) } }),
  'GET /api/application/acceptanceLetter/:code': (r) => ({
    params: { code: encoded(r.releasedApplicationCode) },
  }),
  'GET /api/application/rejectionLetter/:code': (r) => ({
    params: { code: encoded(r.rejectedApplicationCode) },
  }),
  'GET /api/application/certificate/:code': (r) => ({ params: { code: encoded(r.releasedApplicationCode) } }),
  'GET /api/questions/refereeForm/:entryNo': (r) => ({ params: { entryNo: r.entryNo.referee as number } }),
  'GET /api/review/applications/:code': (r) => ({ params: { code: r.releasedApplicationCode } }),
  'GET /api/review/applications/:code/profile': (r) => ({ params: { code: r.releasedApplicationCode } }),
  'POST /api/review/applications/:code/transition': () => ({ params: { code: missing } }),
  'POST /api/review/applications/:code/comments': () => ({ params: { code: missing } }),
  'POST /api/review/assignments': () => ({ body: { codes: [`APP-${missing}`], assigneeId: null } }),
  'POST /api/notifications/read': (r) => ({ body: { id: r.notificationId } }),
  'GET /api/cpd_awards/certificate/:certificateNo': (r) => ({
    params: { certificateNo: r.cpdCertificateNo },
  }),
  'POST /api/cpd/records': (r) => ({ body: r.cpdRecordBody }),
  'PUT /api/cpd/records/:id': (r) => ({ params: { id: r.cpdRecordId }, body: r.cpdRecordBody }),
  'DELETE /api/cpd/records/:id': (r) => ({ params: { id: r.cpdRecordId } }),
  'POST /api/cpd/records/:id/evidence': (r) => ({ params: { id: r.cpdRecordId }, body: r.cpdEvidenceForm }),
  'POST /api/cpd/records/:id/submit': (r) => ({ params: { id: r.cpdRecordId } }),
  ...Object.fromEntries(
    ['PUT', 'DELETE'].flatMap((method) =>
      ['activity-types', 'requirements'].map((list) => [
        `${method} /api/admin/cpd/${list}/:id`,
        () => ({ params: { id: missing } }),
      ]),
    ),
  ),
  // Records and audits that do not exist: an allowed decision answers 404 and changes nothing.
  ...Object.fromEntries(
    ['approve', 'reject', 'request-evidence'].map((decision) => [
      `POST /api/admin/cpd/review/:id/${decision}`,
      () => ({ params: { id: missing }, body: { reason: 'Matrix check', note: 'Matrix check' } }),
    ]),
  ),
  'POST /api/admin/cpd/audits/:id/cancel': () => ({
    params: { id: missing },
    body: { reason: 'Matrix check' },
  }),
  'PUT /api/admin/cpd/audits/:id/members/:auditMemberId': () => ({
    params: { id: missing, auditMemberId: missing },
    body: { outcome: 'passed' },
  }),
  'GET /api/cert-verify/:certificateNo': (r) => ({ params: { certificateNo: r.cpdCertificateNo } }),
  'GET /api/member-verify/:memberNo': (r) => ({ params: { memberNo: r.memberNoA } }),
  'GET /api/admin/cpd/transcripts/:memberNo': (r) => ({ params: { memberNo: r.memberNoA } }),
  ...Object.fromEntries(
    ['', '/ledger', '/cpd', '/bookings', '/notes', '/messages', '/audit', '/cpd-audits'].map((list) => [
      `GET /api/admin/members/:memberNo${list}`,
      (r: MatrixRecords) => ({ params: { memberNo: r.memberNoA } }),
    ]),
  ),
  'GET /api/profile/search/show/:profileId': (r) => ({ params: { profileId: r.profileCodeA } }),
  'GET /api/profile/search/photo/:profileId': (r) => ({ params: { profileId: r.profileCodeA } }),
  'POST /api/admin/updateUser/:id': (r) => ({ params: { id: r.otherUserId } }),
  'POST /api/admin/deleteUser/:id': () => ({ params: { id: missing } }),
  'POST /api/admin/unlockUser/:id': () => ({ params: { id: missing } }),
  'POST /api/admin/reactivateUser/:id': () => ({ params: { id: missing } }),
  'GET /api/admin/outbox/:id': () => ({ params: { id: missing } }),
  'POST /api/admin/outbox/:id/resend': () => ({ params: { id: missing } }),
  'POST /api/admin/outbox/resend-failed': () => ({ body: {} }),
  'POST /api/admin/loginas': () => ({ body: { id: Number(missing) } }),
  'DELETE /api/admin/categories/:code': () => ({ params: { code: 'NOSUCH' } }),
  'DELETE /api/admin/lookups/:kind/:code': () => ({ params: { kind: 'titles', code: 'NOSUCH' } }),
  'GET /api/license/application/:id': licence,
  'GET /api/license/proforma/:id': licence,
  'GET /api/license/good_standing_certificate/:id': (r) => ({ params: { id: r.profileCodeA } }),
  'GET /api/license/membership_certificate/:id': (r) => ({ params: { id: r.profileCodeA } }),
  'GET /api/license/certificate/:id': licence,
  'GET /api/licence-verify/:licenceNo': () => ({ params: { licenceNo: 'LIC/2026/0001' } }),
  'GET /api/license/:id': licence,
  'POST /api/license/update': (r) => ({ body: scanForm(r.licenceApplicationNo, pdfOfSize(2_000)) }),
  'GET /api/review/licences/:no': (r) => ({ params: { no: r.licenceApplicationNo } }),
  'POST /api/review/licences/:no/transition': () => ({ params: { no: missing } }),
  'POST /api/upgrade/upgrade-report': (r) => ({ body: { code: r.upgradeCode } }),
  'POST /api/upgrade/acceptance-letter': (r) => ({ body: { code: r.upgradeCode } }),
  'GET /api/review/upgrades/:code': (r) => ({ params: { code: r.upgradeCode } }),
  'POST /api/review/upgrades/:code/transition': () => ({ params: { code: missing } }),
  'GET /api/events/:no': (r) => ({ params: { no: r.eventNo } }),
  'GET /api/events/:no/logo': (r) => ({ params: { no: r.eventNo } }),
  'GET /api/admin/events/:no': (r) => ({ params: { no: r.eventNo } }),
  'GET /api/admin/events/:no/bookings': (r) => ({ params: { no: r.eventNo } }),
};

/** Values for the parameters no fill names: valid enough to pass the route's schema. */
const defaultParams: Record<string, string> = {
  list: 'qualifications',
  kind: 'titles',
  code: 'GRADUATE',
  item: 'SUBSCRIPTION',
  disclaimerType: 'Activation',
  category: 'CORPORATE',
  type: 'invoice',
  number: 'INV-1',
  provider: 'sandbox',
  secret: 'wrong',
  no: missing,
  // The member page's changes are aimed at no record, so an allowed call changes nothing.
  memberNo: 'NO/SUCH',
  id: '1',
};

const queries: Record<string, (records: MatrixRecords) => string> = {
  'GET /api/cpd_awards/awards': (r) => `memberNo=${encodeURIComponent(r.memberNoA)}`,
  'GET /api/cpd_awards/points': (r) => `memberNo=${encodeURIComponent(r.memberNoA)}`,
  'GET /api/admin/cpd/awards': (r) => `memberNo=${encodeURIComponent(r.memberNoA)}`,
  'GET /api/application/requirements': () => 'category=CORPORATE',
  'GET /api/profile/search': () => 'term=kamau',
  // Staff name the profile; for anyone else the same query must not open another's form.
  'GET /api/questions/refereeForm/:entryNo': (r) => `profileId=${encodeURIComponent(r.profileCodeA)}`,
};

export function matrixRequest(route: RouteEntry, records: MatrixRecords): MatrixRequest {
  const key = `${route.method} ${route.url}`;
  const filled = fills[key]?.(records) ?? {};
  const params = filled.params ?? {};
  const path = route.url
    .replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(String(params[name] ?? defaultParams[name] ?? '1')),
    )
    .replace('*', 'index.css');
  const query = queries[key]?.(records);
  return { url: query ? `${path}?${query}` : path, body: filled.body };
}

/** A call of a staffTargetAccess route on `target`, valid enough to reach the account rule. */
export function staffTargetRequest(routeKey: string, target: { id: number; email: string }): MatrixRequest {
  const url = routeKey.replace(/^\w+ /, '').replace(':id', String(target.id));
  if (routeKey.endsWith('/updateUser/:id'))
    return { url, body: { email: target.email, phone_no: '0712345678' } };
  return url.endsWith('/:id') || /\/\d+$/.test(url) ? { url } : { url, body: { id: target.id } };
}

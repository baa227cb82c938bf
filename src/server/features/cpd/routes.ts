import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attendanceResultSchema,
  cpdAwardSchema,
  cpdCertificateVerificationSchema,
  cpdMessages,
  cpdPointsSchema,
  cpdQuerySchema,
  importAttendanceSchema,
  manualAwardSchema,
  markAttendanceSchema,
} from '../../../contract/cpd';
import { billingPdfSchema } from '../../../contract/money';
import type { AppContext } from '../../context';
import { auditActor } from '../../platform/audit';
import { guard, requireSession } from '../../platform/policies';
import { markAttendance } from './award-attendance';
import { noticeOfAward } from './award-notice';
import { cpdCertificatePdfOf } from './cpd-certificate';
import { awardsOfUser, cpdPointsOfUser, ownHolderId, staffAwardsOf } from './cpd-records';
import { importAttendance } from './import-attendance';
import { recordManualAward } from './manual-award';
import { verifyCpdCertificate } from './verify-cpd-certificate';

const tags = ['cpd'];
const eventParams = z.object({ no: z.string().trim().min(1).max(40) });
const awardsResponse = { 200: z.object({ data: z.array(cpdAwardSchema) }) };
const attendanceResponse = { 200: z.object({ message: z.string(), data: attendanceResultSchema }) };

/**
 * CPD (spec 3 §2.8): staff mark attendance (ticked or imported) and record awards by hand; members
 * read their own awards, points and certificates; anyone checks a certificate by its number.
 */
export function cpdRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const member = guard('member', context.policy);
  const admin = guard('admin', context.policy);
  const actorOf = (request: { session: Parameters<typeof requireSession>[0] }) =>
    requireSession(request.session).user.id;
  const staffOf = (request: { session: Parameters<typeof requireSession>[0] }) =>
    auditActor(requireSession(request.session));

  api.post(
    '/api/admin/events/:no/attendance',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "Marks bookings of a started event attended and awards the event's CPD points once",
        params: eventParams,
        body: markAttendanceSchema,
        response: attendanceResponse,
      },
    },
    async (request) => {
      const result = await markAttendance(context.db, request.params.no, request.body.bookingNos, {
        actor: staffOf(request),
        onAwarded: noticeOfAward(context),
      });
      return { message: result.message, data: result };
    },
  );

  api.post(
    '/api/admin/events/:no/attendance/import',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Imports an attendance sheet (a memberNo or email column) and awards as if ticked',
        params: eventParams,
        body: importAttendanceSchema,
        response: attendanceResponse,
      },
    },
    async (request) => {
      const result = await importAttendance(context.db, request.params.no, request.body.csv, {
        actor: staffOf(request),
        onAwarded: noticeOfAward(context),
      });
      return { message: result.message, data: result };
    },
  );

  api.post(
    '/api/admin/cpd/awards',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Records CPD points by hand for a member of the register',
        body: manualAwardSchema,
        response: { 200: z.object({ message: z.string(), data: cpdAwardSchema }) },
      },
    },
    async (request) => ({
      message: cpdMessages.awardSaved,
      data: await recordManualAward(context, staffOf(request), request.body, noticeOfAward(context)),
    }),
  );

  api.get(
    '/api/admin/cpd/awards',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "A member's CPD awards (staff view)",
        querystring: cpdQuerySchema,
        response: awardsResponse,
      },
    },
    async (request) => ({ data: await staffAwardsOf(context.db, request.query.memberNo) }),
  );

  api.get(
    '/api/cpd_awards/awards',
    {
      onRequest: member,
      schema: {
        tags,
        summary: "The caller's CPD awards, newest event first (their own member number only)",
        querystring: cpdQuerySchema,
        response: awardsResponse,
      },
    },
    async (request) => {
      const userId = await ownHolderId(context.db, actorOf(request), request.query.memberNo);
      return { data: await awardsOfUser(context.db, userId) };
    },
  );

  api.get(
    '/api/cpd_awards/points',
    {
      onRequest: member,
      schema: {
        tags,
        summary: "The caller's CPD points: all time, this year and per year",
        querystring: cpdQuerySchema,
        response: { 200: z.object({ data: cpdPointsSchema }) },
      },
    },
    async (request) => {
      const userId = await ownHolderId(context.db, actorOf(request), request.query.memberNo);
      return { data: await cpdPointsOfUser(context.db, userId) };
    },
  );

  api.get(
    '/api/cpd_awards/certificate/:certificateNo',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'A CPD certificate (base64 PDF, landscape, QR code to the public check): holder or admin',
        params: z.object({ certificateNo: z.string().trim().min(1).max(40) }),
        response: { 200: z.object({ data: billingPdfSchema }) },
      },
    },
    async (request) => ({
      data: await cpdCertificatePdfOf(context, requireSession(request.session), request.params.certificateNo),
    }),
  );

  api.get(
    '/api/cert-verify/:certificateNo',
    {
      schema: {
        tags,
        summary: 'Public check of a CPD certificate: what it says and the holder’s live register status',
        params: z.object({ certificateNo: z.string().min(1).max(40) }),
        response: { 200: z.object({ data: cpdCertificateVerificationSchema }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await verifyCpdCertificate(context, request.params.certificateNo, request.ip) };
    },
  );
}

import { z } from 'zod';
import {
  attendanceResultSchema,
  cpdAwardSchema,
  cpdCertificateVerificationSchema,
  cpdPointsSchema,
  cpdQuerySchema,
  importAttendanceSchema,
  manualAwardSchema,
  markAttendanceSchema,
} from '../cpd';
import { endpoint } from '../endpoint';
import { billingPdfSchema } from '../money';

const eventParams = z.object({ no: z.string().trim().min(1).max(40) });
const certificateParams = z.object({ certificateNo: z.string().trim().min(1).max(40) });

/** CPD (spec 3 §2.8): attendance and awards by staff, a member's own awards, the public check. */
export const cpdEndpoints = {
  markAttendance: endpoint({
    method: 'POST',
    path: '/api/admin/events/:no/attendance',
    summary: "Marks bookings of a started event attended and awards the event's CPD points once",
    params: eventParams,
    body: markAttendanceSchema,
    data: attendanceResultSchema,
    withMessage: true,
  }),
  importAttendance: endpoint({
    method: 'POST',
    path: '/api/admin/events/:no/attendance/import',
    summary: 'Imports an attendance sheet (a memberNo or email column) and awards as if ticked',
    params: eventParams,
    body: importAttendanceSchema,
    data: attendanceResultSchema,
    withMessage: true,
  }),
  recordAward: endpoint({
    method: 'POST',
    path: '/api/admin/cpd/awards',
    summary: 'Records CPD points by hand for a member of the register',
    body: manualAwardSchema,
    data: cpdAwardSchema,
    withMessage: true,
  }),
  staffAwards: endpoint({
    method: 'GET',
    path: '/api/admin/cpd/awards',
    summary: "A member's CPD awards (staff view)",
    query: cpdQuerySchema,
    data: z.array(cpdAwardSchema),
  }),
  ownAwards: endpoint({
    method: 'GET',
    path: '/api/cpd_awards/awards',
    summary: "The caller's CPD awards, newest event first (their own member number only)",
    query: cpdQuerySchema,
    data: z.array(cpdAwardSchema),
  }),
  ownPoints: endpoint({
    method: 'GET',
    path: '/api/cpd_awards/points',
    summary: "The caller's CPD points: all time, this year and per year",
    query: cpdQuerySchema,
    data: cpdPointsSchema,
  }),
  certificate: endpoint({
    method: 'GET',
    path: '/api/cpd_awards/certificate/:certificateNo',
    summary: 'A CPD certificate (base64 PDF, landscape, QR code to the public check): holder or admin',
    params: certificateParams,
    data: billingPdfSchema,
  }),
  verifyCertificate: endpoint({
    method: 'GET',
    path: '/api/cert-verify/:certificateNo',
    summary: 'Public check of a CPD certificate: what it says and the holder’s live register status',
    params: z.object({ certificateNo: z.string().min(1).max(40) }),
    data: cpdCertificateVerificationSchema,
  }),
};

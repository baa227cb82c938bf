// The CPD texts, without zod: the CPD certificate page shows them, and keeping the validation library
// out of them keeps that page within its budget. cpd.ts re-exports them, so schemas and server code
// import them from there as before.

export const cpdMessages = {
  notYourRecord: 'CPD records not found',
  certificateNotFound: 'Certificate not found',
  certificateNotVerified:
    'This CPD certificate could not be verified. Check the certificate number, or treat the certificate as not genuine.',
  genuineCertificate: 'Genuine CPD certificate',
  attendanceSaved: (awarded: number, already: number) =>
    `${awarded} attendance(s) recorded${already ? `, ${already} already recorded before` : ''}.`,
  notBooked: 'This person has not booked the event.',
  cannotAttendUnpaid: 'The booking is not paid yet.',
  eventNotStarted: 'Attendance can be marked once the event has started.',
  eventCancelled: 'Attendance cannot be marked for a cancelled event.',
  memberNotFound: 'Member number not found in the register',
  awardSaved: 'CPD award recorded',
  csvEmpty: 'The file has no rows to import.',
  csvTooLarge: 'The attendance sheet should be less than 500KB',
  csvHeader: 'The first row must name a column memberNo or email.',
} as const;

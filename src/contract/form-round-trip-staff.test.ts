import { adminUserUpdateSchema } from './admin-users';
import { manualAwardSchema } from './cpd';
import { eventInputSchema } from './events';
import { describeRoundTrips, type FormCase } from './form-round-trip-support';
import { manualPaymentSchema } from './manual-payments';
import {
  memberEntryUpdateSchema,
  memberInvoiceRequestSchema,
  memberMessageRequestSchema,
  memberNoteRequestSchema,
  statusChangeRequestSchema,
} from './member-record-requests';
import { todayIso } from './profile-sections/fields';
import { defaultMinorSettings, minorSettingsSchema } from './settings';
import { companyInformationUpdateSchema, termsUpdateSchema } from './setup';

/** The staff pages' forms (form-round-trip-support.ts says what is checked); every one sends JSON. */

/** A member's record (admin/members): the entry dialog and the action dialogs. */
const memberRecord: FormCase[] = [
  [
    'member entry with no second name, e-mail or phone',
    memberEntryUpdateSchema,
    {
      firstName: ' wanjiku ',
      secondName: '',
      lastName: 'njeri',
      idNumber: '2401 2401',
      email: '',
      phone: '',
      category: 'corporate',
    },
  ],
  [
    'member entry with every field',
    memberEntryUpdateSchema,
    {
      firstName: 'Wanjiku',
      secondName: 'Achieng',
      lastName: 'Njeri',
      idNumber: '24012401',
      email: 'Wanjiku@Example.com',
      phone: '0712 345 678',
      category: 'CORPORATE',
    },
  ],
  [
    'status change',
    statusChangeRequestSchema,
    { status: 'Suspended', reason: ' Unpaid for two years ', effectiveOn: todayIso() },
  ],
  [
    'one-off invoice',
    memberInvoiceRequestSchema,
    { description: ' Replacement certificate ', amount: 1500.5, dueDate: todayIso() },
  ],
  [
    'SMS, its subject left empty',
    memberMessageRequestSchema,
    { channel: 'sms', subject: '', text: ' Your card is ready. ' },
  ],
  [
    'e-mail',
    memberMessageRequestSchema,
    { channel: 'email', subject: ' Your certificate ', text: 'It is ready for collection.\nRegards' },
  ],
  ['staff note', memberNoteRequestSchema, { body: ' Called about the arrears. ' }],
];

/** User accounts (admin/users): the edit dialog. */
const accounts: FormCase[] = [
  [
    'account with no name or ID',
    adminUserUpdateSchema,
    { name: '', email: 'Staff@EIK.example', phone_no: '0712345678', id_number: '' },
  ],
  [
    'account with every field',
    adminUserUpdateSchema,
    { name: ' Jane Wambui ', email: 'jane@example.com', phone_no: '+44 20 7946 0958', id_number: 'a1234567' },
  ],
];

/** Money and CPD points recorded by hand. */
const recordedByHand: FormCase[] = [
  [
    'payment posted by hand',
    manualPaymentSchema,
    {
      invoiceNo: 'INV-00042',
      amount: 4999.99,
      method: 'M-Pesa paybill',
      reference: ' qfx7h2k9 ',
      paidOn: todayIso(),
    },
  ],
  [
    'CPD award with no location',
    manualAwardSchema,
    {
      memberNo: ' M 1234 ',
      description: 'Paper at the annual conference',
      provider: 'EIK',
      location: '',
      eventDate: '2025-03-04',
      endDate: '2025-03-04',
      points: 5,
    },
  ],
  [
    'CPD award with a location',
    manualAwardSchema,
    {
      memberNo: 'M1234',
      description: 'Bridge design course',
      provider: 'University of Nairobi',
      location: ' Nairobi ',
      eventDate: '2025-03-04',
      endDate: '2025-03-06',
      points: 12,
    },
  ],
];

/** Events (admin/events): the editor, with the provider boxes left blank already dropped. */
const events: FormCase[] = [
  [
    'free event with no details, booking site or capacity',
    eventInputSchema,
    {
      description: ' Annual general meeting ',
      details: '',
      startDate: '2026-06-12',
      endDate: '2026-06-12',
      startTime: '09:00',
      endTime: '17:00',
      location: 'KICC, Nairobi',
      eventType: 'CONFERENCE',
      eventProviders: ['EIK'],
      cpdHours: 0,
      isWebinar: false,
      standardFee: 0,
      categoryFees: [],
      bookingUrl: '',
      capacity: null,
    },
  ],
  [
    'paid event with every field',
    eventInputSchema,
    {
      description: 'Geotechnical workshop',
      details: 'Two days of site visits.\nLunch included.',
      startDate: '2026-07-01',
      endDate: '2026-07-02',
      startTime: '08:30',
      endTime: '16:00',
      location: 'Mombasa',
      eventType: 'WORKSHOPS',
      eventProviders: [' EIK ', 'Geo Society'],
      cpdHours: 10,
      isWebinar: true,
      standardFee: 12500.5,
      categoryFees: [{ category: 'student', amount: 2500 }],
      bookingUrl: ' https://events.example.org/geo ',
      capacity: 80,
    },
  ],
];

/** Settings (admin/settings): the minor settings go as JSON text inside the form data, then the cards. */
const settings: FormCase[] = [
  [
    'minor settings with the captions cleared',
    minorSettingsSchema,
    {
      ...defaultMinorSettings,
      login_caption: '',
      referee_disclaimer_caption: '',
      certificate_of_good_standing_caption: '',
      public_register_statuses: ['Active'],
      new_member_invoice_days: 0,
    },
  ],
  [
    'company information with no website',
    companyInformationUpdateSchema,
    {
      displayName: ' Engineers Institute ',
      shortName: 'EIK',
      email: ' info@eik.example ',
      phone: '+254 20 1234567',
      address: 'P.O. Box 1, Nairobi',
      website: '',
    },
  ],
  [
    'company information with a website',
    companyInformationUpdateSchema,
    {
      displayName: 'Engineers Institute',
      shortName: 'EIK',
      email: 'info@eik.example',
      phone: '020 1234567',
      address: 'P.O. Box 1, Nairobi',
      website: 'https://eik.example',
    },
  ],
  ['terms with no project URL', termsUpdateSchema, { termsAndConditions: ' You agree to… ', projectURL: '' }],
  [
    'terms with a project URL',
    termsUpdateSchema,
    { termsAndConditions: 'You agree to…', projectURL: 'https://portal.eik.example' },
  ],
];

describeRoundTrips('a member record dialog’s answer is accepted again by the server', memberRecord);
describeRoundTrips('an account dialog’s answer is accepted again by the server', accounts);
describeRoundTrips('a payment or award recorded by hand is accepted again by the server', recordedByHand);
describeRoundTrips('the event editor’s answer is accepted again by the server', events);
describeRoundTrips('a settings form’s answer is accepted again by the server', settings);

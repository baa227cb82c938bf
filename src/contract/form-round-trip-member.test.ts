import {
  asJson,
  asMultipart,
  type Carry,
  describeRoundTrips,
  type FormCase,
  sectionCases,
} from './form-round-trip-support';
import { submitLicenceSchema } from './licences';
import { bioFieldsFromForm, bioSchema, COUNTY_COUNTRY } from './profile-bio';
import { firmBioSchema } from './profile-firm-bio';
import {
  attachmentSchemas,
  bankerSchemas,
  certificationSchemas,
  contactSchemas,
  convictionSchemas,
  directorSchemas,
  employeeSchemas,
  facilitySchemas,
  institutionSchemas,
  refereeSchemas,
  serviceSchemas,
  shareholderSchemas,
  workExperienceSchemas,
} from './profile-sections';

/**
 * A member's own forms (form-round-trip-support.ts says what is checked): the bio and firm bio, the
 * profile's list sections and the licence application. The files a form also sends (the picture,
 * a section's PDF) are the web's own checks and not part of these schemas.
 */

// ---------------------------------------------------------------------------------------------
// Bio and firm bio: multipart forms

/**
 * The bio form's body (BioForm's onValid) as the server reads it (save-bio.ts): every text field
 * as text, county and city only for a Kenyan, Disability as 'true' or 'false', the titles as JSON.
 */
const bioForm: Carry = (sent) => {
  const kenyan = sent.Nationality === COUNTY_COUNTRY;
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(sent)) {
    if (key === 'profileTitle' || key === 'Disability') continue;
    if (!kenyan && (key === 'county' || key === 'City')) continue;
    fields[key] = String(value ?? '');
  }
  fields.Disability = sent.Disability ? 'true' : 'false';
  fields.profileTitle = JSON.stringify((sent.profileTitle as string[]).map((title) => ({ title })));
  return bioFieldsFromForm(fields);
};

const bio = bioSchema({ organisationCaption: 'EIK' });
const bios: FormCase[] = [
  [
    'bio of a Kenyan with no second name, disability or practising firm',
    bio,
    {
      FirstName: 'wanjiku ',
      SecondName: '',
      LastName: 'NJERI',
      Gender: 'Female',
      DateOfBirth: '1990-05-14',
      IdentificationDocumentNo: ' 24012401 ',
      Nationality: 'KE',
      county: '47',
      City: 'Nairobi',
      Discipline: 'CIVIL',
      Disability: false,
      PWDCardNo: '',
      DisabilityDescription: '',
      profileTitle: ['ENG'],
      memberPracticingFirm: '',
    },
  ],
  [
    'bio of a foreigner with every field',
    bio,
    {
      FirstName: 'AMANI',
      SecondName: 'Grace',
      LastName: 'Okello',
      Gender: 'Male',
      DateOfBirth: '1985-11-02',
      IdentificationDocumentNo: 'B1234567',
      Nationality: 'ug',
      county: '',
      City: '',
      Discipline: 'ELECTRICAL',
      Disability: true,
      PWDCardNo: 'PWD/123',
      DisabilityDescription: 'Hearing',
      profileTitle: ['ENG', 'DR'],
      memberPracticingFirm: 'Okello & Partners',
    },
  ],
];

const firmBios: FormCase[] = [
  [
    'firm bio with no physical address',
    firmBioSchema,
    {
      FirstName: 'acme engineering',
      Address: 'P.O. Box 100, Nairobi',
      Address2: '',
      PhoneNo: '0712345678',
      PhoneNo2: '0201234567',
      faxNo: '0201234568',
      VATRegNo: 'p051234567x',
      houseNo: '12',
      blockNo: 'B',
      lrNo: '209/1234',
      streetName: 'Moi Avenue',
      City: 'Nairobi',
    },
  ],
  [
    'firm bio with a physical address',
    firmBioSchema,
    {
      FirstName: 'ACME ENGINEERING',
      Address: 'P.O. Box 100, Nairobi',
      Address2: ' Acme House, 3rd floor ',
      PhoneNo: '0712345678',
      PhoneNo2: '0201234567',
      faxNo: '0201234568',
      VATRegNo: 'P051234567X',
      houseNo: '12',
      blockNo: 'B',
      lrNo: '209/1234',
      streetName: 'Moi Avenue',
      City: 'Nairobi',
    },
  ],
];

// ---------------------------------------------------------------------------------------------
// Profile list sections: JSON, or multipart when a section's file is chosen

const personalContact = {
  Type: 'Personal',
  Email: 'wanjiku@example.com',
  PhoneNo: '0712345678',
  PhoneNo2: '',
  Address: '12345',
  Country_Code: 'KE',
  County: 47,
  City: 'NRB',
  PostCode: '',
  PlaceOfWork: '',
  Location: '',
  Designation: '',
};
const workContactAbroad = {
  Type: 'Work',
  Email: 'w.njeri@firm.example',
  PhoneNo: '256712345678',
  PhoneNo2: '0201234567',
  Address: '77',
  Country_Code: 'UG',
  County: null,
  City: '',
  PostCode: 'kla 256',
  PlaceOfWork: 'Acme Engineering',
  Location: 'Kampala',
  Designation: 'Site engineer',
};
const currentPosition = {
  NameOfFirm: 'Acme Engineering',
  Sector: 'CONSTRUCTION',
  PositionHeld: 'Site engineer',
  FromDate: '2019-02-01',
  ToDate: '',
  Current: true,
  ResponsibilitiesDescription: 'Supervised road works',
};
const pastPosition = { ...currentPosition, ToDate: '2022-06-30', Current: false };
const localQualification = {
  Type: 'Educational',
  Category: 'Local',
  UniversityCode: 'UON',
  Institution: 'University of Nairobi',
  CompletionYear: 2015,
  AreaOfSpecialization: 'Structures',
  CertificateAwarded: 'BSC',
  QualificationDescription: '',
  CertificateNo: 'UON/12345',
  CertificationClass: 'FIRST',
  StartDate: '2011-09-01',
  EndDate: '2015-07-31',
  GraduationDate: '2015-12-10',
  ContactPerson: '',
  ContactDesignation: '',
  contactPersonAddress: '',
  ContactEmail: '',
  ContactCountry: '',
};
const foreignQualification = {
  ...localQualification,
  Type: 'Professional',
  Category: 'Foreign',
  UniversityCode: 'OTHER',
  Institution: 'Imperial College London',
  QualificationDescription: 'MSc in soil mechanics',
  ContactPerson: 'Jane Smith',
  ContactDesignation: 'Registrar',
  contactPersonAddress: 'South Kensington, London',
  ContactEmail: 'registry@imperial.example',
  ContactCountry: 'gb',
};
const institution = {
  Institution: 'Institution of Civil Engineers',
  memberNo: 'ICE-12345',
  membershipType: 'Member',
  yearOfRegistration: 2018,
};
const attachment = { description: 'KRA', fileName: 'KRA PIN certificate' };
const facility = { nameOfEquipment: 'Total station', quantity: '3', remarks: 'Owned' };
const nonMemberPerson = {
  name: 'john kamau',
  identificationDocumentNo: 'a1234567',
  discipline: '',
  type: 'Non Member',
  regNo: '',
};
const memberPerson = {
  name: 'WANJIKU NJERI',
  identificationDocumentNo: '24012401',
  discipline: 'CIVIL',
  type: 'Member',
  regNo: ' m 1234 ',
};
const refereeWithoutType = {
  Name: 'Peter Otieno',
  Address: '',
  Email: 'Peter@Example.com',
  PhoneNo: '0722123456',
  PlaceOfWork: '',
  Designation: '',
  MemberNo: ' m 5678 ',
  refereeType: '',
};

/** The sections without a file: every dialog sends JSON. */
const sectionsAsJson: FormCase[] = [
  ...sectionCases('Personal contact in Kenya with no second phone', contactSchemas, personalContact),
  ...sectionCases('Work contact abroad with every field', contactSchemas, workContactAbroad),
  ...sectionCases('current position with no end date', workExperienceSchemas, currentPosition),
  ...sectionCases('past position', workExperienceSchemas, pastPosition),
  ...sectionCases('conviction', convictionSchemas, {
    ConvictionDate: '2012-04-18',
    Offence: 'Careless driving',
    SentenceImposed: 'Fine of KES 5,000',
  }),
  ...sectionCases('banker', bankerSchemas, { name: 'equity bank', address: 'P.O. Box 75104, Nairobi' }),
  ...sectionCases('service', serviceSchemas, { service: 'structural design', description: 'Buildings' }),
  ...sectionCases('employees', employeeSchemas, { code: 'ENGINEERS', count: '12' }),
  ...sectionCases('shareholder who is not a member', shareholderSchemas, {
    ...nonMemberPerson,
    sharesHeld: '1500.50',
  }),
  ...sectionCases('shareholder who is a member', shareholderSchemas, { ...memberPerson, sharesHeld: '25' }),
  ...sectionCases('director who is not a member', directorSchemas, nonMemberPerson),
  ...sectionCases('director who is a member', directorSchemas, memberPerson),
  ...sectionCases('referee with no address, workplace or type', refereeSchemas, refereeWithoutType),
  ...sectionCases('referee with every field', refereeSchemas, {
    ...refereeWithoutType,
    Address: 'P.O. Box 1, Kisumu',
    PlaceOfWork: 'Kisumu County',
    Designation: 'County engineer',
    refereeType: 'PROFESSIONAL',
  }),
];

/** The sections with a file (certifications, institutions, attachments, facilities). */
const fileSections: [string, { create: FormCase[1]; update: FormCase[1] }, Record<string, unknown>][] = [
  ['local qualification with no description or contact', certificationSchemas, localQualification],
  ['foreign qualification with every field', certificationSchemas, foreignQualification],
  ['institution membership', institutionSchemas, institution],
  ['attachment', attachmentSchemas, attachment],
  ['facility', facilitySchemas, facility],
];
/** With a file chosen, added or edited, the dialog sends a multipart form. */
const sectionsWithFile = fileSections.flatMap(([name, schemas, filled]) =>
  sectionCases(name, schemas, filled),
);
/** An edit that keeps the stored file sends JSON; adding one needs a file. */
const sectionsKeepingFile = sectionsWithFile.filter(([name]) => name.endsWith('(edited)'));

// ---------------------------------------------------------------------------------------------
// Licence application: the details tab, then the declaration's tick, sent together as JSON

const licences: FormCase[] = [
  [
    'licence application',
    submitLicenceSchema,
    {
      startDate: '2020-01-15',
      practitionerSurname: ' Njeri ',
      practitionerOtherNames: 'Wanjiku',
      practitionerAddress: 'P.O. Box 12345, Nairobi',
      practitionerPhone: '(071) 234-5678',
      practitionerEmail: 'Wanjiku@Example.com',
      practiceName: 'Njeri Consulting',
      postalCode: '00100',
      physicalLocation: 'Moi Avenue, Nairobi',
      countryCode: 'KE',
      city: 'NRB',
      county: '47',
      phoneNo: '020 123 4567',
      email: 'office@njeri.example',
      declaration: true,
    },
  ],
];

describeRoundTrips('the bio form’s answer is accepted again by the server', bios, bioForm);
describeRoundTrips('the firm bio form’s answer is accepted again by the server', firmBios, asMultipart);
describeRoundTrips('a profile section dialog’s JSON is accepted again by the server', sectionsAsJson, asJson);
describeRoundTrips(
  'a section dialog’s form with its file is accepted again by the server',
  sectionsWithFile,
  asMultipart,
);
describeRoundTrips(
  'a section edit keeping its file is accepted again by the server',
  sectionsKeepingFile,
  asJson,
);
describeRoundTrips('the licence application is accepted again by the server', licences);

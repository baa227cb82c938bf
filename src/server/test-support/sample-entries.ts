/**
 * Valid profile entries as a member would type them, shared by the section tests and the
 * authorization matrix so each sample is written once.
 */

/** A member of the demo register (db/seed/member-register.ts), so a referee check finds her. */
export const registeredReferee = {
  Name: 'Fatuma Hassan',
  Address: '30100',
  Email: 'fatuma.hassan@eik.example',
  PhoneNo: '0700334455',
  PlaceOfWork: 'Kenya Power',
  Designation: 'Chief Engineer',
  MemberNo: 'CE/0112',
  refereeType: 'PROFESSIONAL',
};

export const personalContact = {
  Type: 'Personal',
  Email: 'james.kamau@example.com',
  PhoneNo: '0712345678',
  PhoneNo2: '',
  Address: '10000',
  Country_Code: 'KE',
  County: 47,
  City: '47-NAIROBI',
};

export const workExperience = {
  NameOfFirm: 'Athi Water Works',
  Sector: 'STATE_CORP',
  PositionHeld: 'Civil Engineer',
  FromDate: '2015-02-01',
  ToDate: '2019-06-30',
  Current: false,
  ResponsibilitiesDescription: 'Design and supervision of water supply works',
};

/** An academic qualification from a university outside the list, which needs its own transcript. */
export const otherUniversityCertification = {
  Type: 'Educational',
  UniversityCode: 'OTHER',
  Institution: 'Makerere University',
  CompletionYear: 2014,
  AreaOfSpecialization: 'Civil Engineering',
  CertificateAwarded: 'BSC',
  CertificateNo: 'MAK-2014-0042',
  CertificationClass: 'UPPER2',
  StartDate: '2009-09-01',
  EndDate: '2014-06-30',
  GraduationDate: '2014-12-12',
  ContactPerson: 'Jane Namuli',
  ContactDesignation: 'Registrar',
  contactPersonAddress: 'P.O. Box 7062, Kampala',
  ContactEmail: 'registrar@mak.ac.ug',
  ContactCountry: 'UG',
};

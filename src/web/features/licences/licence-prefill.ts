import type { LicenceDetailsInput, LicenceProfile } from '../../../contract/licences';

/**
 * The details tab's starting values (spec 3 §6): an Individual's practitioner details from the
 * profile, a firm's from its corporate manager; the practice's from the work contact (else personal).
 */
export function prefillOf(profile: LicenceProfile | undefined): LicenceDetailsInput {
  const info = profile?.memberInformation[0];
  const work = info?.contacts.find((contact) => contact.Type === 'Work');
  const personal = info?.contacts.find((contact) => contact.Type === 'Personal');
  const practice = work ?? personal;
  const manager = profile?.UserType === 'Corporate' ? info?.corporateManager[0] : undefined;
  return {
    startDate: '',
    practitionerSurname: manager ? manager.surname : (info?.LastName ?? ''),
    practitionerOtherNames: manager
      ? manager.OtherNames
      : [info?.FirstName, info?.SecondName].filter(Boolean).join(' '),
    practitionerAddress: manager ? manager.address : (personal?.Address ?? practice?.Address ?? ''),
    practitionerPhone: manager ? manager.phoneNo : (personal?.PhoneNo ?? ''),
    practitionerEmail: manager ? manager.email : (info?.Email ?? ''),
    practiceName: '',
    postalCode: practice?.PostCode ?? '',
    physicalLocation: practice?.Location ?? '',
    countryCode: practice?.Country ?? '',
    city: practice?.City ?? '',
    county: practice?.County ?? '',
    phoneNo: practice?.PhoneNo ?? '',
    email: practice?.Email ?? '',
  };
}

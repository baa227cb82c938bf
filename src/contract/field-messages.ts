import { z } from 'zod';

/**
 * Messages in words for the fields whose schema gives none of its own. Without this, zod answers its
 * own defaults ("Invalid input: expected string, received undefined") and a form or the API would
 * show them, or a field key, to a person. Every field message a schema words itself still wins.
 */

/** Field keys whose label is not the key's own words. */
const labels: Record<string, string> = {
  identificationDocumentNo: 'ID/Passport Number',
  IdentificationDocumentNo: 'ID/Passport Number',
  id_number: 'ID/Passport Number',
  PINRegNo: 'KRA PIN',
  VATRegNo: 'VAT Registration Number',
  regNo: 'Professional Registration Number',
  memberNo: 'Membership Number',
  MemberNo: 'Membership Number',
  phone_no: 'Phone Number',
  PhoneNo: 'Phone Number',
  PhoneNo2: 'Second Phone Number',
  EntryNo: 'Entry number',
  otp_code: 'Code',
  DOB: 'Date of Birth',
  DateOfBirth: 'Date of Birth',
};

/** A field key in words: identificationDocumentNo -> "Identification Document No", first_name -> "First name". */
export function fieldLabel(key: string): string {
  // Own keys only: a body's key may be "constructor" or "__proto__".
  if (Object.hasOwn(labels, key)) return labels[key] as string;
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim();
  return words === '' ? 'This field' : words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of the field an issue is about: the last named step of its path ("titles.0.title" -> Title). */
const labelOf = (path: readonly PropertyKey[] | undefined) => {
  const key = [...(path ?? [])].reverse().find((step): step is string => typeof step === 'string');
  return key === undefined ? null : fieldLabel(key);
};

type Issue = z.core.$ZodRawIssue;

const isMissing = (issue: Issue) =>
  (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) ||
  (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1);

/** The message of an issue whose schema words none: "<Label> is required" or "<Label> is not valid". */
export function fieldMessage(issue: Issue): string {
  const label = labelOf(issue.path);
  if (label === null) return fieldMessages.requestInvalid;
  if (issue.code === 'unrecognized_keys') return fieldMessages.requestInvalid;
  if (isMissing(issue)) return fieldMessages.required(label);
  if (issue.code === 'too_big' && issue.origin === 'string')
    return fieldMessages.tooLong(label, Number(issue.maximum));
  if (issue.code === 'too_big' && issue.origin === 'number')
    return fieldMessages.atMost(label, Number(issue.maximum));
  if (issue.code === 'too_small' && issue.origin === 'number')
    return fieldMessages.atLeast(label, Number(issue.minimum));
  return fieldMessages.invalid(label);
}

/** Not fixed by the spec: the fallbacks for fields without a message of their own (decision 0038). */
export const fieldMessages = {
  required: (label: string) => `${label} is required`,
  invalid: (label: string) => `${label} is not valid`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  atMost: (label: string, max: number) => `${label} must be at most ${max}`,
  atLeast: (label: string, min: number) => `${label} must be at least ${min}`,
  requestInvalid: 'The form could not be read. Please check it and try again.',
};

z.config({ customError: fieldMessage });

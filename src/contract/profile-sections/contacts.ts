import { z } from 'zod';
import { filled, firstBroken, messages } from '../common';
import {
  entryBase,
  isEmail,
  optionalText,
  phoneDigits,
  requiredText,
  sectionSchemas,
  toUpper,
  within,
} from './fields';
import { sectionMessages } from './messages';

// Contacts (spec 2 §3 Contact, §5 Contact)

export const contactTypes = ['Personal', 'Work'] as const;
export type ContactType = (typeof contactTypes)[number];
export const DEFAULT_COUNTRY = 'KE';
/** County and City are asked (and required) for Kenyan addresses only; other countries type a postal code. */
export const countryHasCounties = (countryCode: string) => countryCode === DEFAULT_COUNTRY;

const contactAddress = z
  .string({ error: messages.fieldRequired })
  .trim()
  .superRefine(
    firstBroken(
      [filled, messages.fieldRequired],
      [(value) => /^\d+$/.test(value), sectionMessages.mustBeNumber],
      [within(9), sectionMessages.upToNineDigits],
    ),
  );

const contactEmail = z
  .string({ error: messages.emailRequired })
  .trim()
  .superRefine(firstBroken([filled, messages.emailRequired], [isEmail, messages.emailInvalid]))
  .transform(toUpper);

export const contactSchemas = sectionSchemas(
  {
    Type: z.enum(contactTypes, { error: messages.fieldRequired }),
    Email: contactEmail,
    PhoneNo: phoneDigits(true),
    PhoneNo2: phoneDigits(false).default(''),
    /** P.O. box number. */
    Address: contactAddress,
    Country_Code: requiredText(messages.fieldRequired, 3),
    /** County number (setup counties), for Kenyan addresses. */
    County: z.number({ error: messages.fieldRequired }).int().positive().nullable().default(null),
    /** City code (setup cities), for Kenyan addresses; the postal code is taken from it. */
    City: optionalText(40),
    /** Typed only for addresses outside Kenya; for Kenya the server fills it from the city. */
    PostCode: optionalText(20).transform(toUpper),
    PlaceOfWork: optionalText(150).transform(toUpper),
    Location: optionalText(150).transform(toUpper),
    Designation: optionalText(100).transform(toUpper),
  },
  {
    reads: ['Type', 'Country_Code', 'County', 'City', 'PlaceOfWork', 'Location', 'Designation'],
    run(value, report) {
      if (countryHasCounties(value.Country_Code)) {
        if (value.County === null) report('County', messages.fieldRequired);
        if (value.City === '') report('City', messages.fieldRequired);
      }
      if (value.Type === 'Work') {
        for (const field of ['PlaceOfWork', 'Location', 'Designation'] as const) {
          if (value[field] === '') report(field, messages.fieldRequired);
        }
      }
    },
  },
);
export type ContactInput = z.input<typeof contactSchemas.create>;

export const contactEntrySchema = z.object({
  ...entryBase,
  Type: z.enum(contactTypes),
  /** Only Active contacts are listed (spec 2 §3). */
  Status: z.string(),
  Email: z.string(),
  PhoneNo: z.string(),
  PhoneNo2: z.string(),
  Address: z.string(),
  PostCode: z.string(),
  Country_Code: z.string(),
  County: z.number().nullable(),
  City: z.string(),
  /** The city's name, kept with the contact as it was chosen. */
  CityName: z.string(),
  PlaceOfWork: z.string(),
  Location: z.string(),
  Designation: z.string(),
});
export type ContactEntry = z.infer<typeof contactEntrySchema>;

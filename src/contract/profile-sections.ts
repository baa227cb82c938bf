/**
 * The profile's list sections (spec 2 §2.1, §2.6, §3, §5, §7): contacts, work experience,
 * convictions, bankers, services and institution memberships so far. Every section is a list of
 * entries of the signed-in user's own profile, each with a per-profile running number `EntryNo`.
 *
 * A section's request schemas come from `sectionSchemas(fields, check)`: `create` takes the fields,
 * `update` the fields plus `EntryNo`, and `remove` (the same for all) only `EntryNo`. The web form
 * validates with `create`, so it shows exactly the messages the server would answer.
 */

export * from './profile-sections/attachments';
export * from './profile-sections/certifications';
export * from './profile-sections/contacts';
export {
  currentYear,
  entryNoSchema,
  isIsoDate,
  MIN_REGISTRATION_YEAR,
  optionalPastDate,
  optionalText,
  PORTAL_TIME_ZONE,
  pastDate,
  type RemoveEntryRequest,
  type ReportIssue,
  removedEntrySchema,
  removeEntrySchema,
  requiredText,
  savedEntrySchema,
  sectionSchemas,
  todayIso,
} from './profile-sections/fields';
export * from './profile-sections/firm';
export * from './profile-sections/firm-assets';
export * from './profile-sections/firm-people';
export * from './profile-sections/institutions';
export * from './profile-sections/messages';
export * from './profile-sections/referees';
export * from './profile-sections/work-experience';

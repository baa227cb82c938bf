import {
  convictionEntrySchema,
  convictionSchemas,
  profileSections,
} from '../../../../contract/profile-sections';
import { defineSection } from './section';

/** Convictions (spec 2 §3 Conviction, §5). */
export const convictionsSection = defineSection({
  info: profileSections.convictions,
  table: 'profile_convictions',
  schemas: convictionSchemas,
  entry: convictionEntrySchema,
  columns: (fields) => ({
    conviction_date: fields.ConvictionDate,
    offence: fields.Offence,
    sentence_imposed: fields.SentenceImposed,
  }),
  entryOf: (row) => ({
    EntryNo: row.entry_no,
    ConvictionDate: row.conviction_date,
    Offence: row.offence,
    SentenceImposed: row.sentence_imposed,
  }),
});

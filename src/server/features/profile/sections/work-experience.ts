import {
  profileSections,
  sectionMessages,
  workExperienceEntrySchema,
  workExperienceSchemas,
} from '../../../../contract/profile-sections';
import { defineSection, invalidField } from './section';

/**
 * Work experience (spec 2 §3, §4, §5). The sector is an industry group code. A current position has
 * no To Date in the form; it is saved with today's date (spec 2 §4), and again on every later save.
 */
export const workExperienceSection = defineSection({
  info: profileSections.workExperience,
  table: 'profile_work_experience',
  schemas: workExperienceSchemas,
  entry: workExperienceEntrySchema,
  async columns(fields, { db, today }) {
    const sector = await db
      .selectFrom('code_lists')
      .select('code')
      .where('list', '=', 'industry-groups')
      .where('code', '=', fields.Sector)
      .executeTakeFirst();
    if (!sector) throw invalidField('Sector', sectionMessages.chooseFromList);
    return {
      name_of_firm: fields.NameOfFirm,
      sector: sector.code,
      position_held: fields.PositionHeld,
      from_date: fields.FromDate,
      to_date: fields.Current || fields.ToDate === '' ? today : fields.ToDate,
      is_current: fields.Current ? (1 as const) : (0 as const),
      responsibilities: fields.ResponsibilitiesDescription,
    };
  },
  entryOf: (row) => ({
    EntryNo: row.entry_no,
    NameOfFirm: row.name_of_firm,
    Sector: row.sector,
    PositionHeld: row.position_held,
    FromDate: row.from_date,
    ToDate: row.to_date,
    Current: row.is_current === 1,
    ResponsibilitiesDescription: row.responsibilities,
  }),
});

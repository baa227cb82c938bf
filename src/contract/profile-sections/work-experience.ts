import { z } from 'zod';
import { messages } from '../common';
import { entryBase, isIsoDate, optionalPastDate, pastDate, requiredText, sectionSchemas } from './fields';
import { sectionMessages } from './messages';

// Work experience (spec 2 §3, §4, §5 Work experience)

export const WORK_DESCRIPTION_MAX = 100;

export const workExperienceSchemas = sectionSchemas(
  {
    NameOfFirm: requiredText(messages.fieldRequired, 150),
    /** An industry group code (GET /api/setup/lists/industry-groups). */
    Sector: requiredText(sectionMessages.sectorRequired, 40),
    PositionHeld: requiredText(messages.fieldRequired, 100),
    FromDate: pastDate(messages.fieldRequired),
    /** Hidden and not required while Current; a current position is saved with today's date (spec 2 §4). */
    ToDate: optionalPastDate(),
    Current: z.boolean().default(false),
    ResponsibilitiesDescription: requiredText(
      messages.fieldRequired,
      WORK_DESCRIPTION_MAX,
      sectionMessages.max100Reached,
    ),
  },
  {
    reads: ['FromDate', 'ToDate', 'Current'],
    run(value, report) {
      if (value.Current) return;
      if (value.ToDate === '') report('ToDate', messages.fieldRequired);
      else if (isIsoDate(value.FromDate) && isIsoDate(value.ToDate) && value.ToDate < value.FromDate) {
        report('ToDate', sectionMessages.endBeforeStart);
      }
    },
  },
);
export type WorkExperienceInput = z.input<typeof workExperienceSchemas.create>;

export const workExperienceEntrySchema = z.object({
  ...entryBase,
  NameOfFirm: z.string(),
  Sector: z.string(),
  PositionHeld: z.string(),
  FromDate: z.string(),
  ToDate: z.string(),
  Current: z.boolean(),
  ResponsibilitiesDescription: z.string(),
});
export type WorkExperienceEntry = z.infer<typeof workExperienceEntrySchema>;

import { profileBioEndpoints as declared } from '../../../../contract/endpoints/profile-bio';
import type { Specialization } from '../../../../contract/profile-bio';
import { call } from '../../../lib/call';
import type { SpecializationItem } from './SpecializationSection';

// Writes of the bio forms, apart from profile reads (bio-queries.ts) which stay free of zod.

/** POST (first save) or PUT the bio form, photo and ID image included; the answer holds the profile. */
export const saveBio = (form: FormData, isNew: boolean) =>
  call(isNew ? declared.create : declared.update, { body: form });

/**
 * Brings the stored specializations to the form's list: new ones submitted as a list, changed ones
 * patched, dropped ones removed.
 */
export async function saveSpecializations(stored: Specialization[], items: SpecializationItem[]) {
  const added = items.filter((item) => item.EntryNo === undefined);
  if (added.length > 0) {
    await call(declared.addSpecializations, {
      body: added.map(({ Code, Description }) => ({ Code, Description })),
    });
  }
  for (const entry of stored) {
    const kept = items.find((item) => item.EntryNo === entry.EntryNo);
    if (!kept) await call(declared.removeSpecialization, { body: { EntryNo: entry.EntryNo } });
    else if (kept.Description !== entry.Description) {
      await call(declared.updateSpecialization, {
        body: { EntryNo: entry.EntryNo, Code: kept.Code, Description: kept.Description },
      });
    }
  }
}

/** POST (first save) or PUT a firm's details with its logo. */
export const saveFirmBio = (form: FormData, isNew: boolean) =>
  call(isNew ? declared.createFirmBio : declared.updateFirmBio, { body: form });

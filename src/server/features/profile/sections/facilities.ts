import { facilityEntrySchema, facilitySchemas, profileSections } from '../../../../contract/profile-sections';
import { uploadRules } from '../../../../contract/uploads';
import { defineSection } from './section';

/**
 * A firm's equipment and facilities (spec 2 §3 Facility, §5 Firm sections), each with its ownership
 * evidence (multipart field `ownership`, a PDF, PNG or JPEG, required unless one is stored).
 */
export const facilitiesSection = defineSection({
  info: profileSections.facilities,
  audience: 'Corporate',
  table: 'profile_facilities',
  schemas: facilitySchemas,
  entry: facilityEntrySchema,
  document: { field: 'ownership', column: 'document_id', rule: uploadRules.evidence },
  columns: (fields) => ({
    name_of_equipment: fields.nameOfEquipment,
    quantity: fields.quantity,
    remarks: fields.remarks,
  }),
  entryOf: (row) => ({
    EntryNo: row.entry_no,
    nameOfEquipment: row.name_of_equipment,
    quantity: row.quantity,
    remarks: row.remarks,
    attached: row.document_id !== null,
    ownership: row.document_id,
  }),
});

import { Anchor, Stack } from '@mantine/core';
import type { z } from 'zod';
import { profileSectionEndpoints } from '../../../../contract/endpoints/profile-sections';
import { type FacilityEntry, facilitySchemas, profileSections } from '../../../../contract/profile-sections';
import { documentUrl } from '../../../../contract/uploads';
import { TextAreaField, TextField } from '../../../components/form-fields';
import { defineWebSection } from './define';
import { evidenceFileRule, SectionFileField, withFile } from './file-field';
import { SectionTable } from './SectionTable';

/** A facility with its ownership evidence (README "Sections with files"). */
const facilityFormSchema = withFile(facilitySchemas.create, evidenceFileRule);
type FacilityValues = z.input<typeof facilityFormSchema>;

/** The firm's equipment and facilities (spec 2 §3 Facility, §5 Firm sections), each with evidence of ownership. */
export const facilitiesSection = defineWebSection<FacilityEntry, FacilityValues>({
  info: profileSections.facilities,
  endpoints: profileSectionEndpoints.facilities,
  title: 'Equipment/Facilities',
  schema: facilityFormSchema,
  blank: { nameOfEquipment: '', quantity: '', remarks: '', attached: false, ownership: null },
  valuesOf: (entry) => ({
    nameOfEquipment: entry.nameOfEquipment,
    quantity: String(entry.quantity),
    remarks: entry.remarks,
    attached: entry.attached,
    ownership: null,
  }),
  columns: [
    { header: 'Equipment', cell: (entry) => entry.nameOfEquipment },
    { header: 'Quantity', cell: (entry) => entry.quantity },
    { header: 'Remarks', cell: (entry) => entry.remarks },
    {
      header: 'Evidence',
      cell: (entry) =>
        entry.ownership ? (
          <Anchor href={documentUrl(entry.ownership)} download>
            Download
          </Anchor>
        ) : (
          '-'
        ),
    },
  ],
  describe: (entry) => entry.nameOfEquipment,
  Fields: ({ entry }) => (
    <Stack gap="md">
      <TextField name="nameOfEquipment" label="Name of Equipment" required upper />
      <TextField name="quantity" label="Quantity" required digits />
      <TextAreaField name="remarks" label="Remarks" required max={500} />
      <SectionFileField
        rule={evidenceFileRule}
        label="Ownership evidence (PDF, PNG or JPEG)"
        stored={entry?.ownership ?? null}
      />
    </Stack>
  ),
  emptyText: "No equipment yet. Add the firm's equipment and facilities with evidence of ownership.",
});

export default function FacilitiesSection() {
  return <SectionTable section={facilitiesSection} />;
}

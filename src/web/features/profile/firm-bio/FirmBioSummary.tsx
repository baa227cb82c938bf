import { Avatar, Stack } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { type FirmBio, firmBioLabels } from '../../../../contract/profile-firm-bio';
import { documentUrl } from '../../../../contract/uploads';
import { ProfileSummary } from '../summary/ProfileSummary';

/** The stored firm details, read only: every field in full, "Not given" where empty. */
export function FirmBioSummary({ firmBio }: { firmBio: FirmBio }) {
  const field = (name: Exclude<keyof typeof firmBioLabels, 'Image'>) => ({
    label: firmBioLabels[name],
    value: firmBio[name as keyof FirmBio] as string | null | undefined,
  });
  return (
    <Stack gap="lg">
      <Avatar
        src={firmBio.Image ? documentUrl(firmBio.Image.id, 'inline') : null}
        size={96}
        radius="md"
        alt="Firm image"
      >
        <IconBuilding size={40} />
      </Avatar>
      <ProfileSummary
        label="Your firm details"
        items={[
          field('FirstName'),
          field('Email'),
          field('PINRegNo'),
          field('PhoneNo'),
          field('PhoneNo2'),
          field('faxNo'),
          field('VATRegNo'),
          field('Address'),
          field('Address2'),
          field('houseNo'),
          field('blockNo'),
          field('lrNo'),
          field('streetName'),
          field('City'),
        ]}
      />
    </Stack>
  );
}

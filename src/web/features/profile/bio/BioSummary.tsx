import { Anchor, Avatar, Group, List, Stack, Text } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { type Bio, COUNTY_COUNTRY, type Specialization } from '../../../../contract/profile-bio';
import { documentUrl } from '../../../../contract/uploads';
import { formatDay } from '../../../lib/format';
import {
  useCounties,
  useCountries,
  useDisciplines,
  useSpecializationTypes,
} from '../../../lib/reference-lists';
import { ProfileSummary } from '../summary/ProfileSummary';
import { fieldLabels } from './bioFormSchema';

/** The name a lookup list gives a code; the code itself only while the list is loading or lacks it. */
const nameOf = <T,>(list: T[] | undefined, match: (entry: T) => boolean, name: (entry: T) => string) => {
  const found = list?.find(match);
  return found ? name(found) : undefined;
};

/**
 * The stored bio, read only (spec 2 §2.7 view mode): the member's details as a summary in full,
 * with the lookup lists' names (Civil Engineering, not CIVIL; Kenya, not KE).
 */
export function BioSummary({ bio, specializations }: { bio: Bio; specializations: Specialization[] }) {
  const countries = useCountries();
  const isKenyan = bio.Nationality === COUNTY_COUNTRY;
  const counties = useCounties(bio.Nationality, isKenyan);
  const disciplines = useDisciplines();
  const types = useSpecializationTypes(bio.Discipline);

  const country =
    nameOf(
      countries.data,
      (entry) => entry.code === bio.Nationality,
      (entry) => entry.displayName,
    ) ?? (countries.isLoading ? '' : bio.Nationality);
  const county =
    nameOf(
      counties.data,
      (entry) => String(entry.CountyNo) === bio.county,
      (entry) => entry.countyName,
    ) ?? (counties.isLoading ? '' : bio.county);
  const discipline =
    nameOf(
      disciplines.data,
      (entry) => entry.code === bio.Discipline,
      (entry) => entry.description,
    ) ?? (disciplines.isLoading ? '' : bio.Discipline);
  const typeName = (code: string) =>
    nameOf(
      types.data,
      (entry) => entry.code === code,
      (entry) => entry.description,
    ) ?? code;
  const fullName = [bio.FirstName, bio.SecondName, bio.LastName].filter(Boolean).join(' ');

  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar
          src={bio.picture ? documentUrl(bio.picture.id, 'inline') : null}
          size={72}
          radius="xl"
          alt="Profile picture"
        >
          <IconUser size={32} />
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {[bio.profileTitle.map((title) => title.description).join(' '), fullName]
              .filter(Boolean)
              .join(' ')}
          </Text>
          {bio.Email && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {bio.Email}
            </Text>
          )}
        </div>
      </Group>
      <ProfileSummary
        label="Your bio"
        items={[
          {
            label: fieldLabels.profileTitle ?? 'Title',
            value: bio.profileTitle.map((t) => t.description).join(', '),
          },
          { label: fieldLabels.FirstName ?? 'First Name', value: bio.FirstName },
          { label: fieldLabels.SecondName ?? 'Second Name', value: bio.SecondName },
          { label: fieldLabels.LastName ?? 'Last Name', value: bio.LastName },
          { label: 'Gender', value: bio.Gender },
          { label: 'Date of Birth', value: bio.DateOfBirth ? formatDay(bio.DateOfBirth) : '' },
          { label: 'ID/Passport Number', value: bio.IdentificationDocumentNo },
          {
            label: 'ID Attachment',
            value: bio.ID ? (
              <Anchor href={bio.ID.url} download>
                {bio.ID.name}
              </Anchor>
            ) : (
              ''
            ),
          },
          { label: 'Nationality', value: country },
          ...(isKenyan
            ? [
                { label: 'County', value: county },
                { label: 'City', value: bio.City },
              ]
            : []),
          { label: 'Discipline', value: discipline },
          { label: 'Practising Firm', value: bio.memberPracticingFirm },
          { label: 'Disability', value: bio.Disability ? 'Yes' : 'No' },
          ...(bio.Disability
            ? [
                { label: 'PWD Card Number', value: bio.PWDCardNo },
                { label: 'Disability Description', value: bio.DisabilityDescription, wide: true },
              ]
            : []),
          {
            label: 'Specializations',
            wide: true,
            value:
              specializations.length === 0 ? (
                ''
              ) : (
                <List spacing={2} size="sm">
                  {specializations.map((entry) => (
                    <List.Item key={entry.EntryNo}>
                      {typeName(entry.Code)}: {entry.Description}
                    </List.Item>
                  ))}
                </List>
              ),
          },
        ]}
      />
    </Stack>
  );
}

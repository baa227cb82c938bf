import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconFileText, IconInfoCircle, IconMailForward, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { messages } from '../../../../contract/common';
import { profileSectionEndpoints } from '../../../../contract/endpoints/profile-sections';
import {
  profileSections,
  type RefereeEntry,
  type RefereeInput,
  refereeFormSchema,
} from '../../../../contract/profile-sections';
import { SelectField, TextField } from '../../../components/form-fields';
import { useAlert } from '../../../lib/alert';
import { ApiError } from '../../../lib/api';
import { useCodeList } from '../../../lib/reference-lists';
import { useSiteSettings } from '../../../lib/settings';
import { defineWebSection } from './define';
import { LookupName } from './lookup-name';
import { useRefereeSearch, useResendRefereeEmail } from './referees-api';
import { SectionTable } from './SectionTable';
import { useSectionEntries } from './section-api';
import { codeOptions } from './setup-queries';

const failure = (error: unknown) => (error instanceof ApiError ? error.message : messages.requestFailed);

/** The Response column (spec 2 §2.5): '- - -' while pending, else Accepted or Rejected. */
export const responseText = (response: RefereeEntry['response']) => (response ? `${response}ed` : '- - -');

/** Looks a member up by number and fills the form with what the register and their profile say. */
function MemberSearch() {
  const { setValue, clearErrors } = useFormContext<RefereeInput>();
  const [memberNo, setMemberNo] = useState('');
  const search = useRefereeSearch({
    onSuccess: (member) => {
      const name = [member.FirstName, member.SecondName, member.LastName].filter(Boolean).join(' ');
      const values: Partial<RefereeInput> = {
        Name: name,
        Email: member.Email,
        MemberNo: member.MemberNo,
        PhoneNo: member.workExperience.PhoneNo.replace(/\D/g, ''),
        Address: member.workExperience.Address,
        PlaceOfWork: member.workExperience.PlaceOfWork,
        Designation: member.workExperience.Designation,
      };
      for (const [field, value] of Object.entries(values)) {
        setValue(field as keyof RefereeInput, value, { shouldDirty: true });
      }
      clearErrors();
    },
  });
  const run = () => {
    if (memberNo.trim() === '') return;
    search.mutate(memberNo.trim());
  };
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <TextInput
        style={{ flex: 1 }}
        label="Search by member number"
        description="Fills the form from the member register"
        value={memberNo}
        onChange={(event) => setMemberNo(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Enter searches here instead of saving the referee.
          if (event.key === 'Enter') {
            event.preventDefault();
            run();
          }
        }}
        error={search.isError ? failure(search.error) : undefined}
        autoComplete="off"
      />
      <Button
        variant="light"
        leftSection={<IconSearch size={16} />}
        loading={search.isPending}
        disabled={memberNo.trim() === ''}
        onClick={run}
      >
        Search
      </Button>
    </Group>
  );
}

function RefereeFields() {
  const types = useCodeList('referee-types');
  return (
    <Stack gap="md">
      <MemberSearch />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField name="Name" label="Name" required />
        <TextField name="MemberNo" label="Member No" required upper />
        <TextField name="Email" label="Email" required inputMode="email" />
        <TextField name="PhoneNo" label="Phone No" required digits inputMode="tel" />
        <TextField name="Address" label="Address" />
        <TextField name="PlaceOfWork" label="Place of Work" />
        <TextField name="Designation" label="Designation" />
        {(types.data?.length ?? 0) > 0 && (
          <SelectField name="refereeType" label="Referee Type" required data={codeOptions(types.data)} />
        )}
      </SimpleGrid>
    </Stack>
  );
}

/** Sends the referee a new request e-mail; the server's answer is the page alert. */
function ResendEmail({ entry }: { entry: RefereeEntry }) {
  const { showAlert } = useAlert();
  const send = useResendRefereeEmail(entry.EntryNo, {
    onSuccess: (answer) => showAlert({ status: 'success', message: answer.message }),
    onError: (error) => showAlert({ status: 'error', message: failure(error) }),
  });
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      leftSection={<IconMailForward size={16} />}
      aria-label={`Resend Email to ${entry.Name}`}
      loading={send.isPending}
      onClick={() => send.mutate()}
    >
      Resend Email
    </Button>
  );
}

/** Opens the referee form report of a referee who has answered (spec 2 §2.9). */
function RefereeFormLink({ entry }: { entry: RefereeEntry }) {
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      component={Link}
      to={`/profile/RefereeFormReport/${entry.EntryNo}`}
      leftSection={<IconFileText size={16} />}
      aria-label={`Form of ${entry.Name}`}
    >
      Form
    </Button>
  );
}

const blank: RefereeInput = {
  Name: '',
  Address: '',
  Email: '',
  PhoneNo: '',
  PlaceOfWork: '',
  Designation: '',
  MemberNo: '',
  refereeType: '',
};

/**
 * Referees (spec 2 §2.5, Individual users only). The Referee Type column and field appear when the
 * setup list has referee types, the Response column once any referee has answered.
 */
function refereesSection(typesExist: boolean, anyResponse: boolean) {
  return defineWebSection<RefereeEntry, RefereeInput>({
    info: profileSections.referees,
    endpoints: profileSectionEndpoints.referees,
    title: 'Referees',
    description:
      'Registered members who know your work. Each one is e-mailed a link to answer, at the address the membership register holds for them.',
    schema: refereeFormSchema(typesExist),
    blank,
    valuesOf: (entry) => ({
      Name: entry.Name,
      Address: entry.Address,
      Email: entry.Email,
      PhoneNo: entry.PhoneNo,
      PlaceOfWork: entry.PlaceOfWork,
      Designation: entry.Designation,
      MemberNo: entry.memberNo,
      refereeType: entry.refereeType,
    }),
    columns: [
      { header: 'Name', cell: (entry) => entry.Name },
      { header: 'Member No', cell: (entry) => entry.memberNo },
      { header: 'Email', cell: (entry) => entry.Email },
      { header: 'Phone No', cell: (entry) => entry.PhoneNo },
      ...(typesExist
        ? [
            {
              header: 'Referee Type',
              cell: (entry: RefereeEntry) => <LookupName code={entry.refereeType} list="referee-types" />,
            },
          ]
        : []),
      ...(anyResponse
        ? [{ header: 'Response', cell: (entry: RefereeEntry) => responseText(entry.response) }]
        : []),
    ],
    describe: (entry) => entry.Name,
    Fields: RefereeFields,
    emptyText: 'No referees yet. Add the registered members who will recommend you.',
  });
}

export default function RefereesSection() {
  const types = useCodeList('referee-types');
  const { list } = useSectionEntries(profileSections.referees, profileSectionEndpoints.referees);
  const { minor_settings: settings } = useSiteSettings();
  const typesExist = (types.data?.length ?? 0) > 0;
  const anyResponse = (list.data ?? []).some((entry) => entry.response !== null);
  const section = useMemo(() => refereesSection(typesExist, anyResponse), [typesExist, anyResponse]);
  const disclaimer = settings.referee_disclaimer && settings.referee_disclaimer_caption.trim() !== '' && (
    <Alert color="info" variant="light" icon={<IconInfoCircle />}>
      <Text size="sm">{settings.referee_disclaimer_caption}</Text>
    </Alert>
  );
  return (
    <SectionTable
      section={section}
      intro={disclaimer || undefined}
      rowActions={(entry) =>
        entry.response === null ? <ResendEmail entry={entry} /> : <RefereeFormLink entry={entry} />
      }
    />
  );
}

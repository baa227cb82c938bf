import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useCurrentUser } from '../../lib/session';
import { profileTabs } from '../profile/public';
import { checklistBackPath } from './checklist-paths';

/**
 * Which /profile tab completes each checklist item (spec 3 §2.1 names). A tab whose section is not
 * built yet has no component, so its items show 'Loading Component' like an unknown name.
 */
export const checklistTabs: Record<string, string> = {
  PROFILE: 'bio',
  PICTURE: 'bio',
  RESIDENCE: 'bio',
  ID: 'bio',
  SPECILIZATION: 'bio',
  CONTACTS: 'contacts',
  ADDRESS: 'contacts',
  OLEVEL: 'academic-qualifications',
  EDUCATION: 'academic-qualifications',
  PROFESSIONAL: 'academic-qualifications',
  DEGREE: 'academic-qualifications',
  'WORK EXPERIENCE': 'work-experience',
  REFEREE: 'referees',
  PROPOSER: 'referees',
  SECONDER: 'referees',
  CONVICTION: 'convictions',
  ATTACHMENTS: 'attachments',
  CV: 'attachments',
  SERVICES: 'services',
  DIRECTORS: 'directors',
  FIRMEMPLOYEES: 'employees',
  SHAREHOLDERS: 'shareholders',
  FIRMBANKERS: 'banker-details',
  FACILITIES: 'facilities',
};

/** A firm completes PROFILE with its firm details rather than a personal bio. */
const corporateTabs: Record<string, string> = { PROFILE: 'firm-details' };

/** The section that completes checklist item `name`, with 'Back to checklist' (to the checklist it came from). */
export function ChecklistSection({ name }: { name: string }) {
  const { data: user } = useCurrentUser();
  const tabName = (user?.type === 'Corporate' ? corporateTabs[name] : undefined) ?? checklistTabs[name];
  const tab = profileTabs.find((candidate) => candidate.value === tabName);
  const Component = tab?.Component ?? null;
  const [search] = useSearchParams();
  return (
    <Stack gap="md">
      <Group>
        <Button
          component={Link}
          to={checklistBackPath(search.get('from'))}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} />}
        >
          Back to checklist
        </Button>
      </Group>
      {Component ? (
        <Suspense fallback={<PageLoader />}>
          <Component />
        </Suspense>
      ) : (
        <Text c="dimmed">Loading Component</Text>
      )}
    </Stack>
  );
}

/** /checklist/component/:name (spec 3 §2.1). */
export default function ChecklistComponentPage() {
  const { name = '' } = useParams();
  return <ChecklistSection name={name} />;
}

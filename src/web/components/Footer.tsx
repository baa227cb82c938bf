import { Anchor, Group, Text } from '@mantine/core';
import { currentYear } from '../../contract/portal-time';
import { useCompanyInformation } from '../lib/company';
import { SCROLL_TO_TOP_CLEARANCE_PX } from './scroll-to-top-size';

export const VENDOR_NAME = 'Daraja Membership Systems';

/** Company display name, current year and the vendor credit (spec 1 §1). */
export function Footer() {
  const company = useCompanyInformation();
  return (
    // Clear of the scroll-to-top button, which floats over the page's bottom right corner.
    <Group
      component="footer"
      justify="space-between"
      pl="md"
      pr={SCROLL_TO_TOP_CLEARANCE_PX}
      py="sm"
      gap="xs"
    >
      <Text size="xs" c="dimmed">
        © {currentYear()} {company?.displayName ?? ''}
      </Text>
      <Text size="xs" c="dimmed">
        Portal by{' '}
        <Anchor size="xs" href="https://daraja-membership.example" target="_blank" rel="noreferrer">
          {VENDOR_NAME}
        </Anchor>
      </Text>
    </Group>
  );
}

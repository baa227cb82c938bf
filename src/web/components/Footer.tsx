import { Anchor, Group, Text } from '@mantine/core';
import { useCompanyInformation } from '../lib/company';

export const VENDOR_NAME = 'Daraja Membership Systems';

/** Company display name, current year and the vendor credit (spec 1 §1). */
export function Footer() {
  const company = useCompanyInformation();
  return (
    <Group component="footer" justify="space-between" px="md" py="sm" gap="xs">
      <Text size="xs" c="dimmed">
        © {new Date().getFullYear()} {company?.displayName ?? ''}
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

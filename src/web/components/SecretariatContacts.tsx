import { Anchor, Stack, Text } from '@mantine/core';
import { useCompanyInformation } from '../lib/company';

/**
 * How to reach the body's secretariat, from the company information staff keep (the same answer the
 * top bar and footer read). Until it arrives, or when a field is blank, that line is left out.
 */
export function SecretariatContacts() {
  const company = useCompanyInformation();
  if (!company) return null;
  const { email, phone, address } = company;
  if (!email && !phone && !address) return null;
  return (
    <Stack gap={2} component="address" fs="normal" aria-label="Secretariat contacts">
      {email && (
        <Text size="sm">
          E-mail: <Anchor href={`mailto:${email}`}>{email}</Anchor>
        </Text>
      )}
      {phone && (
        <Text size="sm">
          Phone: <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Anchor>
        </Text>
      )}
      {address && (
        <Text size="sm" c="dimmed">
          {address}
        </Text>
      )}
    </Stack>
  );
}

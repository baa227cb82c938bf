import { Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ImportCard } from './MemberRegisterImport';
import { RegisterList } from './MemberRegisterList';

/** Admins: import the member register from CSV, see what each row did, and browse the register. */
export default function MemberRegisterPage() {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Member Register
      </Title>
      <ImportCard narrow={narrow} />
      <RegisterList narrow={narrow} />
    </Stack>
  );
}

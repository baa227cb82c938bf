import { Alert, Anchor, Box, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconFile } from '@tabler/icons-react';
import { FilePreviewButton } from '../../components/FilePreview';
import { LoadingBlock } from '../../components/ListStates';
import { type FileLink, humanLabel, shownValue } from './profile-values';
import { useReviewProfile } from './review-api';

export const NOTHING_RECORDED = 'Nothing recorded';

/**
 * A stored file: a photo shows as the image itself (reviewers compare it with the ID), a PDF links and
 * previews in a dialog, others link.
 */
function FileValue({ file }: { file: FileLink }) {
  const link = (
    <Anchor
      href={file.url}
      target="_blank"
      rel="noopener"
      display="inline-flex"
      mr="sm"
      style={{ alignItems: 'center', gap: 4 }}
    >
      <IconFile size={14} aria-hidden />
      {file.name}
    </Anchor>
  );
  if (file.pdfUrl) {
    return (
      <Group gap="xs" wrap="wrap" component="span" display="inline-flex">
        {link}
        <FilePreviewButton url={file.pdfUrl} name={file.name} />
      </Group>
    );
  }
  if (!file.imageUrl) return link;
  return (
    <Stack gap={4} align="flex-start">
      <Image
        src={file.imageUrl}
        alt={`${PHOTO_ALT}: ${file.name}`}
        h={160}
        w="auto"
        fit="contain"
        radius="sm"
      />
      {link}
    </Stack>
  );
}

export const PHOTO_ALT = 'Photo';

/**
 * One record (the bio, or an entry of a section) as a read-only label/value list; `names` are the
 * server's names of its coded values (a county's name for its number).
 */
function FieldList({
  record,
  names = {},
}: {
  record: Record<string, unknown>;
  names?: Record<string, string>;
}) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs" m={0}>
      {Object.entries(record).map(([field, value]) => {
        const shown = shownValue(value, names[field]);
        return (
          <Box key={field} style={{ minWidth: 0 }}>
            <Text component="dt" size="xs" c="dimmed">
              {humanLabel(field)}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {shown.kind === 'text'
                ? shown.text
                : shown.files.map((file) => <FileValue key={file.url} file={file} />)}
            </Text>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}

function ProfileSection({
  title,
  entries,
  names,
}: {
  title: string;
  entries: Record<string, unknown>[];
  names?: Record<string, string>;
}) {
  return (
    <Card withBorder radius="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {NOTHING_RECORDED}
        </Text>
      ) : (
        <Stack gap="md">
          {entries.map((entry, index) => (
            <Box
              // Entries have no shared id field across sections; their order is the profile's own.
              // biome-ignore lint/suspicious/noArrayIndexKey: read-only list that never reorders
              key={index}
              pt={index > 0 ? 'md' : 0}
              style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
            >
              <FieldList record={entry} names={names} />
            </Box>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/** The applicant's whole profile, read-only; fetched only once its tab is opened (tabs mount lazily). */
export function ProfilePanel({ code }: { code: string }) {
  const profile = useReviewProfile(code);
  if (profile.error) {
    return (
      <Alert color="error" icon={<IconAlertCircle />} role="alert">
        {profile.error.message}
      </Alert>
    );
  }
  if (!profile.data) return <LoadingBlock label="Loading profile" h={200} />;
  const { bio, names, firmBio, sections } = profile.data;
  return (
    <Stack gap="md">
      {bio && <ProfileSection title="Bio" entries={[bio]} names={names} />}
      {firmBio && <ProfileSection title="Firm details" entries={[firmBio]} />}
      {!bio && !firmBio && (
        <Text size="sm" c="dimmed">
          The applicant has no bio yet.
        </Text>
      )}
      {sections.map((section) => (
        <ProfileSection key={section.path} title={section.label} entries={section.entries} />
      ))}
    </Stack>
  );
}

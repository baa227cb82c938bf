import { Button, Modal, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessage } from '@tabler/icons-react';
import type { Application } from '../../../contract/applications';
import { formatDateTime } from '../../lib/format';

/**
 * The reviewers' comments the applicant may see, in a popup (spec 2 §3 membershipComments); upgrades
 * use it too, under their own label and disabled while there are none (spec 3 §2.3).
 */
export function CommentsButton({
  application,
  label = 'Comments',
  disabled = false,
}: {
  application: Pick<Application, 'Code' | 'membershipComments'>;
  label?: string;
  disabled?: boolean;
}) {
  const [opened, { open, close }] = useDisclosure();
  const comments = application.membershipComments;
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="gray"
        leftSection={<IconMessage size={16} />}
        onClick={open}
        disabled={disabled}
        aria-label={`${label} on ${application.Code}`}
      >
        {label} ({comments.length})
      </Button>
      <Modal opened={opened} onClose={close} title={`Comments on ${application.Code}`}>
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Comments">
          {comments.map((comment, index) => (
            // Comments have no id of their own in the applicant's view; their order never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <Paper key={index} component="li" withBorder radius="sm" p="sm">
              <Text size="sm" fw={600}>
                {comment.displayName}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(comment.commentDate)}
              </Text>
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {comment.comment}
              </Text>
            </Paper>
          ))}
        </Stack>
      </Modal>
    </>
  );
}

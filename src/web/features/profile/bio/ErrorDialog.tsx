import { Button, Group, List, Modal, Text } from '@mantine/core';

/** Failed bio validations, from the form or the server (spec 2 §2.7): 'Something went wrong' + 'Try again'. */
export function ErrorDialog({ problems, onClose }: { problems: string[]; onClose: () => void }) {
  // Not drawn while closed: a closed Modal still mounts its portal, one more render when a long form
  // is taken over, and the dialog has no content to fade out once its problems are cleared.
  if (problems.length === 0) return null;
  return (
    <Modal opened onClose={onClose} title="Something went wrong" centered>
      <Text size="sm" mb="xs">
        Please correct the following and try again:
      </Text>
      <List size="sm" spacing={4} mb="md">
        {problems.map((problem) => (
          <List.Item key={problem}>{problem}</List.Item>
        ))}
      </List>
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          Try again
        </Button>
      </Group>
    </Modal>
  );
}

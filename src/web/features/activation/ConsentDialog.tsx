import { Button, Group, Modal, ScrollArea, Text } from '@mantine/core';

interface Props {
  opened: boolean;
  text: string;
  onAgree(): void;
  onDisagree(): void;
}

/** The 'Activation' disclaimer (spec 1 §2): Agree continues, Disagree leaves for the login page. */
export function ConsentDialog({ opened, text, onAgree, onDisagree }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onDisagree}
      title="Disclaimer"
      size="lg"
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      centered
    >
      <ScrollArea.Autosize mah="55vh" type="auto">
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {text}
        </Text>
      </ScrollArea.Autosize>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onDisagree}>
          Disagree
        </Button>
        <Button onClick={onAgree} data-autofocus>
          Agree
        </Button>
      </Group>
    </Modal>
  );
}

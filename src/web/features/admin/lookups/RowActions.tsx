import { Button, Group } from '@mantine/core';

/** The change and delete buttons of one category or lookup value, named for screen readers by its code. */
export function RowActions(props: {
  code: string;
  editLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        onClick={props.onEdit}
        aria-label={`${props.editLabel} ${props.code}`}
      >
        {props.editLabel}
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        onClick={props.onDelete}
        aria-label={`Delete ${props.code}`}
      >
        Delete
      </Button>
    </Group>
  );
}

/** Cancel and Save under a lookup or category form. */
export function DialogActions(props: { busy: boolean; onCancel: () => void; onSave: () => void }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={props.onCancel} disabled={props.busy}>
        Cancel
      </Button>
      <Button onClick={props.onSave} loading={props.busy}>
        Save
      </Button>
    </Group>
  );
}

import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { MEMBER_NOTE_MAX, memberRecordMessages } from '../../../../contract/member-record-messages';
import type { MemberNote } from '../../../../contract/member-records';
import type { ListColumn } from '../../../components/ResponsiveList';
import { formatDateTime } from '../../../lib/format';
import { toastFailure, toastSuccess } from '../admin-toasts';
import { PagedList } from './MemberSection';
import { useAddNote } from './member-api';

const noteColumns: ListColumn<MemberNote>[] = [
  { header: 'Written', nowrap: true, inCardHeader: true, cell: (note) => formatDateTime(note.at) },
  { header: 'By', inCardHeader: true, cell: (note) => note.authorName },
  {
    header: 'Note',
    cell: (note) => (
      <Text span size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {note.body}
      </Text>
    ),
  },
];

/** Staff notes: never shown to the member. Any staff member may add one (approvers too). */
export function NotesTab({ memberNo, narrow }: { memberNo: string; narrow: boolean }) {
  const add = useAddNote(memberNo);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // The one rule the field has (the length is capped as typed); the server checks it again.
    const note = body.trim();
    if (note === '') {
      setError(memberRecordMessages.noteRequired);
      return;
    }
    try {
      await add.mutateAsync(note);
      setBody('');
      setError(null);
      toastSuccess(memberRecordMessages.noteAdded);
    } catch (failure) {
      toastFailure(failure);
    }
  };

  return (
    <Stack gap="md">
      <form noValidate onSubmit={submit}>
        <Stack gap="xs">
          <Textarea
            label="Add a note"
            description="Seen by staff only"
            rows={3}
            maxLength={MEMBER_NOTE_MAX}
            value={body}
            onChange={(event) => {
              setBody(event.currentTarget.value);
              if (error) setError(null);
            }}
            error={error}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending}>
              Add note
            </Button>
          </Group>
        </Stack>
      </form>
      <PagedList
        id="notes"
        title="Notes"
        memberNo={memberNo}
        list="notes"
        rowKey={(note) => String(note.id)}
        columns={noteColumns}
        narrow={narrow}
        empty="No notes yet."
        minWidth={640}
      />
    </Stack>
  );
}

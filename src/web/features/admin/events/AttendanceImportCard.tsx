import { Alert, Button, Card, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ATTENDANCE_CSV_MAX_BYTES, cpdMessages } from '../../../../contract/cpd';
import { AttendanceResultView } from './AttendanceResultView';
import { useImportAttendance } from './admin-event-api';

/** Reads the chosen sheet in the browser; the server receives its text, never the file. */
async function sheetText(file: File): Promise<string> {
  if (file.size > ATTENDANCE_CSV_MAX_BYTES) throw new Error(cpdMessages.csvTooLarge);
  const text = await file.text();
  if (text.trim() === '') throw new Error(cpdMessages.csvEmpty);
  return text;
}

/** 'Import attendance sheet': one member number or e-mail per row under a memberNo or email header. */
export function AttendanceImportCard({ eventNo }: { eventNo: string }) {
  const importSheet = useImportAttendance(eventNo);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async () => {
    if (!file) return;
    try {
      importSheet.mutate(await sheetText(file));
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            Import attendance sheet
          </Title>
          <Text size="sm" c="dimmed">
            A CSV file whose first row names a column memberNo or email, then one attendee per row. Each
            attendee's booking is marked attended; rows that cannot be matched are listed below.
          </Text>
          <Group align="end" gap="sm" wrap="wrap">
            <FileInput
              label="Attendance sheet (CSV)"
              placeholder="Choose a .csv file"
              accept=".csv,text/csv"
              clearable
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                setProblem(chosen && chosen.size > ATTENDANCE_CSV_MAX_BYTES ? cpdMessages.csvTooLarge : null);
                importSheet.reset();
              }}
              leftSection={<IconFileTypeCsv size={18} />}
              error={problem}
              style={{ flex: '1 1 240px' }}
            />
            <Button
              type="submit"
              leftSection={<IconUpload size={18} />}
              loading={importSheet.isPending}
              disabled={!file || problem !== null}
            >
              Import
            </Button>
          </Group>
          {importSheet.error && (
            <Alert color="error" role="alert" title="The sheet was not imported">
              {importSheet.error.message}
            </Alert>
          )}
          {importSheet.data && <AttendanceResultView result={importSheet.data} title="Sheet imported" />}
        </Stack>
      </form>
    </Card>
  );
}

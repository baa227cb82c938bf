import { Alert, Anchor, Button, Card, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { registerColumns, registerMessages } from '../../../contract/member-register';
import { ImportReportCard } from './MemberRegisterImportReport';
import { useImportRegister } from './register-queries';

/** A header row and one example, for admins who start from nothing. */
const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(
  `${registerColumns.join(',')}\r\nM/1234,JANE,WANJIRU,DOE,12345678,jane.doe@example.com,0712345678,CORPORATE,Active\r\n`,
)}`;

export function ImportCard({ narrow }: { narrow: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  const upload = useImportRegister();

  return (
    <Card withBorder radius="md" padding="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (file) upload.mutate(file);
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            Import the register
          </Title>
          <Text size="sm" c="dimmed">
            Upload a CSV file whose first row names the columns {registerColumns.join(', ')}. Rows are matched
            by member number: new numbers are added, changed rows updated, and importing the same file again
            changes nothing. Accounts members have already activated stay linked.{' '}
            <Anchor href={templateHref} download="member-register-template.csv">
              Download a template
            </Anchor>
            .
          </Text>
          <Group align="end" gap="sm" wrap="wrap">
            <FileInput
              label="Register file (CSV)"
              placeholder="Choose a .csv file"
              accept=".csv,text/csv"
              clearable
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                upload.reset();
              }}
              leftSection={<IconFileTypeCsv size={18} />}
              style={{ flex: '1 1 240px' }}
              error={upload.isError ? true : undefined}
            />
            <Button
              type="submit"
              leftSection={<IconUpload size={18} />}
              loading={upload.isPending}
              disabled={!file}
            >
              Import
            </Button>
          </Group>
          {!file && upload.isIdle && (
            <Text size="xs" c="dimmed">
              {registerMessages.noFile}
            </Text>
          )}
          {upload.error && (
            <Alert color="error" role="alert" title="The file was not imported">
              {upload.error.message}
            </Alert>
          )}
        </Stack>
      </form>
      {upload.data && (
        <Stack mt="md">
          <ImportReportCard key={upload.submittedAt} report={upload.data} narrow={narrow} />
        </Stack>
      )}
    </Card>
  );
}

import { Alert, Button, Group, Select } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { cpdTranscriptMessages } from '../../../contract/cpd-compliance';
import { currentYear } from '../../../contract/portal-time';
import { useTranscriptDownload } from './transcript-queries';

/** The years a transcript may cover: this year and the nine before it, newest first. */
const transcriptYears = (now = currentYear()) =>
  Array.from({ length: 10 }, (_, index) => String(now - index));

/**
 * The member's CPD transcript (decision 0048): the years to cover (last year by default) and a
 * button that downloads the PDF of their verified CPD. Placed on /cpd beside the year filter.
 */
export function CpdTranscriptDownload() {
  const years = transcriptYears();
  const lastYear = String(currentYear() - 1);
  const [from, setFrom] = useState(lastYear);
  const [to, setTo] = useState(lastYear);
  const download = useTranscriptDownload();
  const reversed = Number(from) > Number(to);
  return (
    <div>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Transcript from"
          data={years}
          value={from}
          onChange={(value) => value && setFrom(value)}
          allowDeselect={false}
          w={140}
          error={reversed ? cpdTranscriptMessages.badRange : undefined}
        />
        <Select
          label="to"
          data={years}
          value={to}
          onChange={(value) => value && setTo(value)}
          allowDeselect={false}
          w={140}
        />
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          loading={download.isPending}
          disabled={reversed}
          onClick={() => download.mutate({ from: Number(from), to: Number(to) })}
        >
          {cpdTranscriptMessages.download}
        </Button>
      </Group>
      {download.error && (
        <Alert color="error" mt="sm" role="alert">
          {download.error.message}
        </Alert>
      )}
    </div>
  );
}

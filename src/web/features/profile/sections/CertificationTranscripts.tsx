import { Alert, Anchor, Button, FileInput, Group, Pill, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { profileSectionEndpoints } from '../../../../contract/endpoints/profile-sections';
import { isOneOf } from '../../../../contract/file-signatures';
import {
  type CertificationTranscript,
  profileSections,
  sectionMessages,
  TRANSCRIPT_FILE_FIELD,
} from '../../../../contract/profile-sections';
import { documentUrl, uploadLimits, uploadMessages } from '../../../../contract/uploads';
import { ApiError } from '../../../lib/api';
import { checkWhenPicked, chosenFile } from '../../../lib/file-kind';
import { pdfFileRule } from './file-field';
import { useSectionEntries } from './section-api';
import { useCertificationTranscriptChanges } from './transcript-queries';

/** Shown for a Foreign qualification that is not saved yet: transcripts belong to a stored entry. */
export const SAVE_BEFORE_TRANSCRIPTS = 'Save the qualification first, then add its transcripts.';

interface Problems {
  description?: string;
  file?: string;
  general?: string;
}

/** The browser's warning before sending, with the server's messages; the server checks the content again. */
function problemsOf(description: string, file: File | null): Problems {
  const problems: Problems = {};
  if (description.trim() === '') problems.description = sectionMessages.descriptionRequired;
  if (!file) problems.file = uploadMessages.attachmentRequired;
  else if (file.size > uploadLimits.attachment) problems.file = uploadMessages.attachmentTooLarge;
  else if (!isOneOf(chosenFile(file), pdfFileRule.kinds)) problems.file = pdfFileRule.wrongKind;
  return problems;
}

const problemsFrom = (error: unknown): Problems =>
  error instanceof ApiError
    ? {
        description: error.errors.description,
        file: error.errors[TRANSCRIPT_FILE_FIELD],
        general: error.message,
      }
    : { general: 'The transcript could not be saved. Please try again.' };

/**
 * The Transcripts area of a saved Foreign qualification (spec 2 §2.4): a description and a PDF, added
 * at once (not with the dialog's Save), and the transcripts as chips that download or remove one. The
 * list comes from the certifications query, so it shows what the server holds after every change.
 */
export function CertificationTranscripts({ entryNo }: { entryNo: number }) {
  const { list } = useSectionEntries(profileSections.certifications, profileSectionEndpoints.certifications);
  const transcripts = list.data?.find((entry) => entry.EntryNo === entryNo)?.transcripts ?? [];
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  // A new file input after each add, so the chosen file does not linger.
  const [inputKey, setInputKey] = useState(0);
  const headingId = useId();

  const { add, remove } = useCertificationTranscriptChanges(entryNo);

  const submit = async () => {
    const found = problemsOf(description, file);
    setProblems(found);
    if (found.description || found.file || !file) return;
    try {
      await add.mutateAsync({ file, description });
      setDescription('');
      setFile(null);
      setInputKey((key) => key + 1);
    } catch (error) {
      setProblems(problemsFrom(error));
    }
  };
  const removeOne = async (transcript: CertificationTranscript) => {
    setProblems({});
    try {
      await remove.mutateAsync(transcript.id);
    } catch (error) {
      setProblems(problemsFrom(error));
    }
  };

  return (
    <Stack gap="sm" role="group" aria-labelledby={headingId}>
      <Title order={4} id={headingId}>
        Transcripts
      </Title>
      {problems.general && (
        <Alert color="error" role="alert" icon={<IconAlertCircle />}>
          {problems.general}
        </Alert>
      )}
      {transcripts.length === 0 ? (
        <Text size="sm" c="dimmed">
          No transcripts yet.
        </Text>
      ) : (
        <Pill.Group aria-label="Transcripts">
          {transcripts.map((transcript) => (
            <Pill
              key={transcript.id}
              size="lg"
              withRemoveButton
              onRemove={() => void removeOne(transcript)}
              // The chip's × is hidden from keyboards by default (made for inputs with Backspace); here it is the way to remove.
              removeButtonProps={{
                'aria-hidden': false,
                tabIndex: 0,
                'aria-label': `Remove transcript ${transcript.description}`,
                disabled: remove.isPending,
              }}
            >
              <Anchor
                href={documentUrl(transcript.attachment)}
                download
                size="sm"
                aria-label={`Download transcript ${transcript.description}`}
              >
                <IconDownload size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
                {transcript.description}
              </Anchor>
            </Pill>
          ))}
        </Pill.Group>
      )}
      <Group align="flex-start" gap="sm" grow preventGrowOverflow={false}>
        <TextInput
          label="Transcript description"
          value={description}
          maxLength={250}
          onChange={(event) => setDescription(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter adds the transcript instead of submitting the qualification's form.
            if (event.key === 'Enter') {
              event.preventDefault();
              void submit();
            }
          }}
          error={problems.description}
        />
        <FileInput
          key={inputKey}
          label="Transcript (PDF)"
          placeholder="Choose a PDF"
          accept="application/pdf"
          clearable
          value={file}
          onChange={(picked) => {
            setFile(picked);
            // The file is named wrong at once; the description waits for Add.
            checkWhenPicked(picked, () =>
              setProblems((shown) => ({ ...shown, file: picked ? problemsOf('-', picked).file : undefined })),
            );
          }}
          error={problems.file}
        />
      </Group>
      <Group justify="flex-end">
        <Button
          type="button"
          variant="light"
          leftSection={<IconPlus size={16} />}
          loading={add.isPending}
          onClick={() => void submit()}
        >
          Add transcript
        </Button>
      </Group>
    </Stack>
  );
}

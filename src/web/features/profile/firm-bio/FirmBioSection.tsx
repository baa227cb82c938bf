import { Alert, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { firmBioMessages } from '../../../../contract/profile-firm-bio';
import { LoadingBlock } from '../../../components/ListStates';
import { useAlert } from '../../../lib/alert';
import { lazyPart } from '../../../lib/lazy-part';
import { useFirmBio, useProfileSaved } from '../bio/bio-queries';
import { EditableCard } from '../summary/EditableCard';
import { FirmBioSummary } from './FirmBioSummary';

// The form's code loads with the first Edit: the tab opens on the summary (see BioSection).
const FirmBioForm = lazyPart('profile/FirmBioForm', async () => ({
  default: (await import('./FirmBioForm')).FirmBioForm,
}));

/**
 * The /profile page's Firm Details tab (spec 2 §2.7): the stored firm details as a read-only summary
 * with Edit; the edit form ends with Save or Cancel (docs/decisions/0034). A Corporate profile
 * without firm details yet says so, and Edit opens them empty, to fill in.
 */
export default function FirmBioSection() {
  const saved = useProfileSaved();
  const { showAlert, clearAlert } = useAlert();
  const [editing, setEditing] = useState(false);
  const firmBio = useFirmBio();

  return (
    <EditableCard
      titleId="firm-bio-title"
      title="Firm Details"
      editing={editing}
      canEdit={firmBio.isSuccess}
      onEdit={() => {
        clearAlert();
        setEditing(true);
      }}
    >
      {firmBio.isLoading && <LoadingBlock label="Loading your firm details" h={320} />}
      {firmBio.error && <Alert color="red">{firmBio.error.message}</Alert>}
      {firmBio.isSuccess && !editing && firmBio.data && <FirmBioSummary firmBio={firmBio.data} />}
      {firmBio.isSuccess && !editing && !firmBio.data && (
        <Text c="dimmed">Your firm details are not filled in yet. Choose Edit to add them.</Text>
      )}
      {firmBio.isSuccess && editing && (
        <>
          <Text size="sm" c="dimmed">
            Fields marked * are required. The image is resized in the browser if it is larger than 2 MB.
          </Text>
          <Suspense fallback={<LoadingBlock label="Loading the form" h={320} />}>
            <FirmBioForm
              mode="edit"
              firmBio={firmBio.data}
              onCancel={() => setEditing(false)}
              onSaved={async (stored) => {
                await saved.firmBio(stored);
                setEditing(false);
                showAlert({ status: 'success', message: firmBioMessages.updated });
              }}
            />
          </Suspense>
        </>
      )}
    </EditableCard>
  );
}

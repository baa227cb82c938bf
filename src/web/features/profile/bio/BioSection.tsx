import { Alert } from '@mantine/core';
import { Suspense, useState } from 'react';
import { LoadingBlock } from '../../../components/ListStates';
import { useAlert } from '../../../lib/alert';
import { lazyPart } from '../../../lib/lazy-part';
import { EditableCard } from '../summary/EditableCard';
import { BioSummary } from './BioSummary';
import { useBio, useProfileSaved, useSpecializations } from './bio-queries';

// The form's code (its rules, pickers and upload checks) loads with the first Edit: the tab opens
// on the summary, and the page stays within its weight budget.
const BioForm = lazyPart('profile/BioForm', async () => ({
  default: (await import('./BioForm')).BioForm,
}));

/**
 * The /profile page's Bio tab (spec 2 §2.7): the stored bio as a read-only summary with Edit; the
 * edit form ends with Save or Cancel (docs/decisions/0034), never by dropping the edits silently.
 */
export default function BioSection() {
  const saved = useProfileSaved();
  const { showAlert, clearAlert } = useAlert();
  const [editing, setEditing] = useState(false);
  const bio = useBio();
  const specializations = useSpecializations({ enabled: bio.isSuccess });

  return (
    <EditableCard
      titleId="bio-title"
      title="Bio"
      editing={editing}
      canEdit={bio.isSuccess}
      onEdit={() => {
        clearAlert();
        setEditing(true);
      }}
    >
      {bio.isLoading && <LoadingBlock label="Loading your bio" h={320} />}
      {bio.error && <Alert color="red">{bio.error.message}</Alert>}
      {bio.data && !editing && <BioSummary bio={bio.data} specializations={specializations.data ?? []} />}
      {bio.data && editing && (
        <Suspense fallback={<LoadingBlock label="Loading the form" h={320} />}>
          <BioForm
            mode="edit"
            bio={bio.data}
            specializations={specializations.data}
            onCancel={() => setEditing(false)}
            onSaved={async (stored) => {
              await saved.bio(stored);
              setEditing(false);
              showAlert({ status: 'success', message: 'Profile updated successfully' });
            }}
          />
        </Suspense>
      )}
    </EditableCard>
  );
}

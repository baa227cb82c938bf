import { Avatar, Group } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { Controller, useFormContext } from 'react-hook-form';
import type { StoredDocument } from '../../../../contract/profile-bio';
import { firmBioLabels } from '../../../../contract/profile-firm-bio';
import { documentUrl } from '../../../../contract/uploads';
import { checkWhenPicked } from '../../../lib/file-kind';
import { DownsizedImageInput, useFilePreview } from '../bio/DownsizedImageInput';
import type { FirmBioFormValues } from './firmBioFormSchema';

/**
 * The firm's image with its preview: the chosen file, else the stored one. A photo over the 2 MB
 * limit is downsized in the browser first (decisions.md), so a phone photo passes.
 */
export function FirmImageField({ stored, readOnly }: { stored: StoredDocument | null; readOnly: boolean }) {
  const { control, watch, trigger } = useFormContext<FirmBioFormValues>();
  const chosen = watch('Image');
  const preview = useFilePreview(chosen);

  return (
    <Group align="center" gap="md" wrap="wrap">
      <Avatar
        src={preview ?? (stored ? documentUrl(stored.id, 'inline') : null)}
        size={96}
        radius="md"
        alt="Firm image preview"
      >
        <IconBuilding size={40} />
      </Avatar>
      {!readOnly && (
        <Controller
          control={control}
          name="Image"
          render={({ field, fieldState }) => (
            <DownsizedImageInput
              label={firmBioLabels.Image}
              placeholder={stored ? 'Keep the current image' : 'Choose a png or jpeg image'}
              required={!stored}
              value={field.value ?? null}
              error={fieldState.error?.message}
              noun="image"
              onChange={(file) => {
                field.onChange(file);
                checkWhenPicked(file, () => trigger('Image'));
              }}
            />
          )}
        />
      )}
    </Group>
  );
}

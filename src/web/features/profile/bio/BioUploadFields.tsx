import { Avatar, FileInput, Group, Text } from '@mantine/core';
import { type Control, Controller, type FieldErrors, type UseFormTrigger } from 'react-hook-form';
import { type Bio, SPECIAL_ORGANISATION } from '../../../../contract/profile-bio';
import { documentUrl } from '../../../../contract/uploads';
import { checkWhenPicked } from '../../../lib/file-kind';
import type { BioFormOutput, BioFormValues } from './bioFormSchema';
import { DownsizedImageInput, useFilePreview } from './DownsizedImageInput';

interface BioUploadFieldsProps {
  control: Control<BioFormValues, unknown, BioFormOutput>;
  errors: FieldErrors<BioFormValues>;
  /** Checks a file field again once its content's kind is read, so a wrong file is named when picked. */
  trigger: UseFormTrigger<BioFormValues>;
  bio?: Bio;
  /** The picture chosen in the form, previewed in place of the stored one. */
  picture: File | null | undefined;
  readOnly: boolean;
  isNew: boolean;
  caption: string;
}

/** The profile picture (with its preview) and the ID attachment of the bio form. */
export function BioUploadFields({
  control,
  errors,
  trigger,
  bio,
  picture,
  readOnly,
  isNew,
  caption,
}: BioUploadFieldsProps) {
  const preview = useFilePreview(picture);

  const storedPicture = bio?.picture ? documentUrl(bio.picture.id, 'inline') : null;

  return (
    <>
      <Group align="center" gap="md" wrap="wrap">
        <Avatar src={preview ?? storedPicture} size={96} radius="md" alt="Profile picture preview" />
        {!readOnly && (
          <Controller
            control={control}
            name="picture"
            render={({ field }) => (
              <DownsizedImageInput
                label="Profile Picture"
                placeholder={bio?.picture ? 'Keep the current picture' : 'Choose a png or jpeg photo'}
                required={!bio?.picture}
                value={field.value ?? null}
                error={errors.picture?.message}
                noun="photo"
                onChange={(file) => {
                  field.onChange(file);
                  checkWhenPicked(file, () => trigger('picture'));
                }}
              />
            )}
          />
        )}
      </Group>
      {!readOnly ? (
        <Controller
          control={control}
          name="IDImage"
          render={({ field }) => (
            <FileInput
              label="ID Attachment (PDF, both sides)"
              placeholder={bio?.ID ? 'Keep the current attachment' : 'Choose a PDF'}
              accept="application/pdf"
              withAsterisk={isNew && caption === SPECIAL_ORGANISATION}
              clearable
              value={field.value ?? null}
              onChange={(file) => {
                field.onChange(file);
                checkWhenPicked(file, () => trigger('IDImage'));
              }}
              error={errors.IDImage?.message}
            />
          )}
        />
      ) : (
        bio?.ID && (
          <Text size="sm">
            ID attachment:{' '}
            <a href={bio.ID.url} download>
              {bio.ID.name}
            </a>
          </Text>
        )
      )}
    </>
  );
}

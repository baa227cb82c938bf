import { Avatar, FileInput, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import { type Bio, SPECIAL_ORGANISATION } from '../../../../contract/profile-bio';
import { documentUrl } from '../../../../contract/uploads';
import type { BioFormOutput, BioFormValues } from './bioFormSchema';
import { downsizeImage } from './downsize';

interface BioUploadFieldsProps {
  control: Control<BioFormValues, unknown, BioFormOutput>;
  errors: FieldErrors<BioFormValues>;
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
  bio,
  picture,
  readOnly,
  isNew,
  caption,
}: BioUploadFieldsProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const [resized, setResized] = useState<string | null>(null);

  useEffect(() => {
    if (!picture) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(picture);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [picture]);

  const storedPicture = bio?.picture ? documentUrl(bio.picture.id, 'inline') : null;

  return (
    <>
      <Group align="center" gap="md" wrap="wrap">
        <Avatar src={preview ?? storedPicture} size={96} radius="md" alt="Profile picture preview" />
        {!readOnly && (
          <Stack gap={4} style={{ flex: '1 1 220px' }}>
            <Controller
              control={control}
              name="picture"
              render={({ field }) => (
                <FileInput
                  label="Profile Picture"
                  placeholder={bio?.picture ? 'Keep the current picture' : 'Choose a png or jpeg photo'}
                  accept="image/png,image/jpeg"
                  withAsterisk={!bio?.picture}
                  clearable
                  value={field.value ?? null}
                  error={errors.picture?.message}
                  onChange={async (file) => {
                    setResized(null);
                    if (!file) {
                      field.onChange(null);
                      return;
                    }
                    const fitted = await downsizeImage(file).catch(() => file);
                    if (fitted !== file) {
                      setResized(
                        `Your photo was resized to ${(fitted.size / 1_000_000).toFixed(1)} MB to fit.`,
                      );
                    }
                    field.onChange(fitted);
                  }}
                />
              )}
            />
            {resized && (
              <Text size="xs" c="dimmed">
                {resized}
              </Text>
            )}
          </Stack>
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
              onChange={field.onChange}
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

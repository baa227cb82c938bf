import { FileInput, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { downsizeImage } from './downsize';

/**
 * A png or jpeg picker that downsizes a photo over the 2,000,000-byte limit before it is kept
 * (decisions.md "Profile picture limit"), and says so, so a phone photo passes.
 */
export function DownsizedImageInput({
  label,
  placeholder,
  required,
  value,
  error,
  noun,
  onChange,
}: {
  label: string;
  placeholder: string;
  required: boolean;
  value: File | null;
  error?: string | undefined;
  /** What the note calls the file: 'photo' or 'image'. */
  noun: string;
  onChange: (file: File | null) => void;
}) {
  const [resized, setResized] = useState<string | null>(null);
  return (
    <Stack gap={4} style={{ flex: '1 1 220px' }}>
      <FileInput
        label={label}
        placeholder={placeholder}
        accept="image/png,image/jpeg"
        withAsterisk={required}
        clearable
        value={value}
        error={error}
        onChange={async (file) => {
          setResized(null);
          if (!file) {
            onChange(null);
            return;
          }
          const fitted = await downsizeImage(file).catch(() => file);
          if (fitted !== file) {
            setResized(`Your ${noun} was resized to ${(fitted.size / 1_000_000).toFixed(1)} MB to fit.`);
          }
          onChange(fitted);
        }}
      />
      {resized && (
        <Text size="xs" c="dimmed">
          {resized}
        </Text>
      )}
    </Stack>
  );
}

/** A chosen file's object URL for a preview, revoked when the file changes or the form closes. */
export function useFilePreview(file: File | null | undefined): string | null {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return preview;
}

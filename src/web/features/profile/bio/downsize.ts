import { uploadLimits } from '../../../../contract/uploads';

/**
 * A photo the server will take: a png/jpeg at most `maxBytes` is kept as it is; a larger image is
 * redrawn on a canvas as JPEG, smaller in quality and then in size, until it fits (decisions.md:
 * "the web client downsizes larger photos before upload so a phone photo passes"). Files that are
 * not images are returned unchanged, for the form's rules to refuse.
 */
export async function downsizeImage(
  file: File,
  maxBytes: number = uploadLimits.profilePicture,
): Promise<File> {
  if (!file.type.startsWith('image/')) return file;
  if (file.size <= maxBytes && (file.type === 'image/png' || file.type === 'image/jpeg')) return file;
  const bitmap = await createImageBitmap(file);
  try {
    // Start at a size a profile picture never needs to exceed.
    let scale = Math.min(1, 1600 / Math.max(bitmap.width, bitmap.height));
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const width = Math.max(1, Math.round(bitmap.width * scale));
      const height = Math.max(1, Math.round(bitmap.height * scale));
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) return file;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.drawImage(bitmap, 0, 0, width, height);
      for (const quality of [0.85, 0.7, 0.55]) {
        const blob = await new Promise<Blob | null>((resolve) =>
          canvas.toBlob(resolve, 'image/jpeg', quality),
        );
        if (blob && blob.size <= maxBytes) {
          const name = `${file.name.replace(/\.[^.]+$/, '') || 'photo'}.jpg`;
          return new File([blob], name, { type: 'image/jpeg' });
        }
      }
      scale *= 0.7;
    }
    return file;
  } finally {
    bitmap.close();
  }
}

/**
 * Shrinks a phone photo before upload: a 12-megapixel JPEG of 4-6 MB becomes a ~1600 px JPEG of a few hundred
 * kB, which a driver on a weak 4G signal can send. Drawn through a canvas, which also drops the EXIF block
 * (GPS tags of the driver's phone included). `createImageBitmap` applies the EXIF orientation, so portrait
 * shots stay upright.
 */
export const PHOTO_MAX_SIDE_PX = 1600;
const QUALITIES = [0.82, 0.7, 0.55] as const;

/** Why a photo could not be prepared; the screen words it in the reader's language. */
export type PhotoProblem = 'unreadable' | 'noCanvas' | 'tooLarge';

const PROBLEM_TEXTS: Record<PhotoProblem, string> = {
  unreadable: 'This file is not a photo the browser can read. Take a JPEG or PNG photo.',
  noCanvas: 'This browser cannot prepare photos. Try another browser.',
  tooLarge: 'This photo is too large even after compression.',
};

export class ImageCompressionError extends Error {
  constructor(readonly reason: PhotoProblem) {
    super(PROBLEM_TEXTS[reason]);
  }
}

function fit(width: number, height: number, maxSidePx: number) {
  const scale = Math.min(1, maxSidePx / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The photo as a JPEG no wider or taller than `maxSidePx`, at the best quality that fits `maxBytes`.
 * Rejects with ImageCompressionError when the file is not an image the browser can decode, or stays too big.
 */
export async function compressImage(
  file: Blob,
  { maxSidePx = PHOTO_MAX_SIDE_PX, maxBytes }: { maxSidePx?: number; maxBytes: number },
): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new ImageCompressionError('unreadable');
  }
  try {
    const { width, height } = fit(bitmap.width, bitmap.height, maxSidePx);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new ImageCompressionError('noCanvas');
    // JPEG has no transparency: a PNG with a transparent background would otherwise turn black.
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(bitmap, 0, 0, width, height);
    for (const quality of QUALITIES) {
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
      if (blob && blob.size <= maxBytes) return blob;
    }
    throw new ImageCompressionError('tooLarge');
  } finally {
    bitmap.close();
  }
}

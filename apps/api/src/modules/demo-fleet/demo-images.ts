import sharp from 'sharp';

let cached: Promise<{ signature: Buffer; photo: Buffer }> | null = null;

/**
 * The demo fleet's proof images, drawn once per process: a signature stroke (PNG) and a parcel photo placeholder
 * that says 'Demo' on it (JPEG), so nobody mistakes them for real evidence.
 */
export function demoProofImages(): Promise<{ signature: Buffer; photo: Buffer }> {
  cached ??= (async () => {
    const signatureSvg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120"><rect width="100%" height="100%" fill="white"/>' +
      '<path d="M20 80 C60 20, 90 110, 130 60 S200 30, 230 80 S300 90, 340 40" stroke="#1a237e" stroke-width="4" fill="none"/></svg>';
    const photoSvg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320"><rect width="100%" height="100%" fill="#d7ccc8"/>' +
      '<rect x="140" y="90" width="200" height="150" fill="#a1887f" stroke="#5d4037" stroke-width="6"/>' +
      '<text x="240" y="60" font-size="36" text-anchor="middle" font-family="sans-serif" fill="#3e2723">Demo delivery</text></svg>';
    const [signature, photo] = await Promise.all([
      sharp(Buffer.from(signatureSvg)).png().toBuffer(),
      sharp(Buffer.from(photoSvg)).jpeg({ quality: 70 }).toBuffer(),
    ]);
    return { signature, photo };
  })();
  return cached;
}

/**
 * File types recognised by their first bytes ("magic numbers"), never by name or the browser's claimed
 * type: a renamed executable stays an executable. Signatures: PNG (RFC 2083), JPEG SOI marker FF D8 FF,
 * WebP = RIFF container with form type WEBP, GIF87a/GIF89a, PDF header '%PDF-'.
 */
export type DetectedType =
  | { kind: 'image'; contentType: 'image/png'; extension: 'png' }
  | { kind: 'image'; contentType: 'image/jpeg'; extension: 'jpg' }
  | { kind: 'image'; contentType: 'image/webp'; extension: 'webp' }
  | { kind: 'image'; contentType: 'image/gif'; extension: 'gif' }
  | { kind: 'pdf'; contentType: 'application/pdf'; extension: 'pdf' };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

export function detectFileType(bytes: Uint8Array): DetectedType | null {
  if (startsWith(bytes, PNG)) return { kind: 'image', contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, JPEG)) return { kind: 'image', contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { kind: 'image', contentType: 'image/webp', extension: 'webp' };
  }
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    return { kind: 'image', contentType: 'image/gif', extension: 'gif' };
  }
  if (startsWith(bytes, ascii('%PDF-')))
    return { kind: 'pdf', contentType: 'application/pdf', extension: 'pdf' };
  return null;
}

/*
 * What an uploaded file must be before it is kept (issue 30). Its first bytes only say what it claims to be; an
 * image is therefore decoded by sharp (libvips, on its own threads at a lower priority, never on the event loop;
 * a few at a time, see decodeInTurn) with a pixel bound read from its header before any bitmap is allocated, and
 * re-encoded: the stored file is the fresh encoding, never the uploaded bytes, so a PNG with broken zlib data or a
 * 50000x50000 header never reaches pdfkit's decoder or anyone's browser. A PDF is never rendered by the server (it is stored and handed back), so
 * it is checked for the frame every PDF reader needs rather than parsed: parsing a hostile PDF is itself the
 * heavy, attacker-controlled work this issue keeps off the server.
 */
import fs from 'node:fs';
import os from 'node:os';
import sharp, { type Metadata } from 'sharp';
import {
  IMAGE_MAX_PIXELS,
  PHOTO_TOO_MANY_PIXELS,
  SIGNATURE_TOO_MANY_PIXELS,
  UNREADABLE_PDF_MESSAGE,
} from '@logisaathi/domain';
import { AppError } from './app-error';

// One libvips thread per image, and at most cores - 1 images decoded at once in this process: a burst of large
// uploads waits its turn instead of taking every core from the event loop and the document threads. At most
// DECODE_QUEUE_MAX wait (each holds its upload, up to 10 MB, in memory); past that the caller gets 503 with
// Retry-After, as documents do.
sharp.concurrency(1);
export const DECODES_AT_ONCE = Math.max(1, os.availableParallelism() - 1);
export const DECODE_QUEUE_MAX = 32;
const RETRY_AFTER_S = 30;
export const IMAGES_BUSY_MESSAGE = 'Pictures are busy right now. Please try again in a minute.';
const IMAGE_THREAD_NICE = 10;
/** While a decode runs, libvips may start a thread: looked for this often. */
const YIELD_CHECK_MS = 50;
let decoding = 0;
const waitingDecodes: Array<() => void> = [];

/**
 * libvips does an image's pixel work on threads of its own ('libvips worker'), made at the priority of the thread
 * that asked (libuv's pool: the event loop's). On Linux each thread has its own nice value: these are lowered to
 * 10, as the document and planning threads are, so while a 25-megapixel photo is decoded the event loop keeps its
 * core and /api/health stays fast (bench/hardening/photo-uploads.ts). libvips keeps its threads for the next
 * image; one started since the last look is found by its name. Not Linux, or not permitted: nothing changes.
 */
function yieldImageThreads(): void {
  let tasks: string[];
  try {
    tasks = fs.readdirSync('/proc/self/task');
  } catch {
    return;
  }
  for (const task of tasks) {
    try {
      if (fs.readFileSync(`/proc/self/task/${task}/comm`, 'utf8') !== 'libvips worker\n') continue;
      if (os.getPriority(Number(task)) < IMAGE_THREAD_NICE) os.setPriority(Number(task), IMAGE_THREAD_NICE);
    } catch {
      // the thread ended meanwhile, or lowering it is not permitted
    }
  }
}
/** Runs a sharp decode when a decode slot is free; 503 when too many already wait. */
export async function decodeInTurn<T>(work: () => Promise<T>): Promise<T> {
  if (decoding >= DECODES_AT_ONCE) {
    if (waitingDecodes.length >= DECODE_QUEUE_MAX) {
      throw new AppError('unavailable', IMAGES_BUSY_MESSAGE, [], { retryAfterS: RETRY_AFTER_S });
    }
    await new Promise<void>((resolve) => waitingDecodes.push(resolve));
  }
  decoding += 1;
  yieldImageThreads();
  const watch = setInterval(yieldImageThreads, YIELD_CHECK_MS);
  try {
    return await work();
  } finally {
    clearInterval(watch);
    decoding -= 1;
    waitingDecodes.shift()?.();
  }
}

export const UNREADABLE_IMAGE_MESSAGE = 'The image could not be read. Please choose another file.';

export type ImagePurpose = keyof typeof IMAGE_MAX_PIXELS;

export interface CleanImage {
  data: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  extension: 'png' | 'jpg';
}

const TOO_MANY_PIXELS: Record<ImagePurpose, string> = {
  photo: PHOTO_TOO_MANY_PIXELS,
  signature: SIGNATURE_TOO_MANY_PIXELS,
};

/** A sharp pipeline over untrusted bytes: one frame, the purpose's pixel bound, any decoder warning fatal. */
export function boundedSharp(data: Buffer, purpose: ImagePurpose) {
  return sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS[purpose], animated: false, failOn: 'warning' });
}

/**
 * The uploaded image decoded and encoded afresh: PNG stays PNG (a signature's or a screenshot's sharp edges),
 * anything else becomes JPEG; the EXIF orientation is applied and every metadata block (location, camera serial)
 * dropped. Too many pixels answers 413, bytes that do not decode 415, both naming `field`.
 */
export async function reencodeImage(data: Buffer, purpose: ImagePurpose, field: string): Promise<CleanImage> {
  const format = await assertImagePixels(data, purpose, field);
  return decodeInTurn(async () => {
    try {
      const image = boundedSharp(data, purpose).rotate();
      if (format === 'png')
        return { data: await image.png().toBuffer(), contentType: 'image/png', extension: 'png' };
      return {
        data: await image.flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer(),
        contentType: 'image/jpeg',
        extension: 'jpg',
      };
    } catch {
      throw unreadable(field);
    }
  });
}

/**
 * Reads only the image's header: 413 when it declares more pixels than the purpose allows, 415 when there is no
 * header sharp knows. Answers the format ('png', 'jpeg', 'webp', ...).
 */
export async function assertImagePixels(data: Buffer, purpose: ImagePurpose, field: string): Promise<string> {
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata(); // the header only: the bound is checked below
  } catch {
    throw unreadable(field);
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > IMAGE_MAX_PIXELS[purpose]) {
    throw new AppError('too_large', TOO_MANY_PIXELS[purpose], [{ field, msg: TOO_MANY_PIXELS[purpose] }]);
  }
  return meta.format;
}

export function unreadable(field: string): AppError {
  return new AppError('unsupported_type', UNREADABLE_IMAGE_MESSAGE, [
    { field, msg: UNREADABLE_IMAGE_MESSAGE },
  ]);
}

const TAIL_BYTES = 1024;

/**
 * A PDF's frame (ISO 32000-1, 7.5): the '%PDF-1.x' or '%PDF-2.0' header, at least one indirect object
 * ('1 0 obj ... endobj'), a trailer (the 'trailer' dictionary or a cross-reference stream, '/XRef') and '%%EOF'
 * at the end. A renamed text file, a truncated download or a 15-byte '%PDF-' stub fails; a PDF any reader opens
 * passes. The byte offsets of the cross-reference table are not required to be right: readers rebuild them, and
 * so many real scanners' files have them wrong. Buffer searches in native code, so this is cheap for 10 MB.
 */
export function assertPdfFrame(data: Buffer, field: string): void {
  const refuse = () =>
    new AppError('unsupported_type', UNREADABLE_PDF_MESSAGE, [{ field, msg: UNREADABLE_PDF_MESSAGE }]);
  if (!/^%PDF-(1\.[0-7]|2\.0)\s/.test(data.subarray(0, 10).toString('latin1'))) throw refuse();
  let end = data.length;
  while (end > 0 && data[end - 1]! <= 0x20) end -= 1; // trailing whitespace and NUL padding
  if (
    !data
      .subarray(Math.max(0, end - TAIL_BYTES), end)
      .toString('latin1')
      .endsWith('%%EOF')
  )
    throw refuse();
  const firstObject = /\d+\s+\d+\s+obj\b/.exec(data.subarray(0, 4096).toString('latin1'));
  if (!firstObject || data.indexOf('endobj', firstObject.index) < 0) throw refuse();
  if (data.indexOf('trailer') < 0 && data.indexOf('/XRef') < 0) throw refuse();
}

/**
 * A stored image made ready to draw into a PDF: decoded within its pixel bound, scaled down to what the page
 * prints (`maxPx` on the longer side) and re-encoded as PNG, which pdfkit embeds. Files kept before images were
 * checked (issue 30) may not decode: the answer is then null and the document leaves the image out.
 */
export async function printableImage(
  data: Buffer,
  purpose: ImagePurpose,
  maxPx: number,
): Promise<Buffer | null> {
  try {
    return await decodeInTurn(() =>
      boundedSharp(data, purpose)
        .rotate()
        .resize(maxPx, maxPx, { fit: 'inside', withoutEnlargement: true })
        .png()
        .toBuffer(),
    );
  } catch (err) {
    // Busy is not unreadable: the caller answers 503 rather than draw the document without the image.
    if (err instanceof AppError) throw err;
    return null;
  }
}

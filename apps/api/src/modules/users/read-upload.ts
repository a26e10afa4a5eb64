import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { cleanFileName } from '../../lib/file-names';

export interface Upload {
  fileName: string;
  data: Buffer;
}

export const NO_FILE_MESSAGE = 'Please choose a file to upload';

/**
 * Reads the one file of a multipart request into memory (bounded by `maxBytes`: an over-limit file stops
 * the read with 413 'File is too large'). The field must be `fieldName`, so a client sending the wrong form
 * learns it instead of silently uploading nothing.
 */
export async function readUpload(
  request: FastifyRequest,
  fieldName: string,
  maxBytes: number,
): Promise<Upload> {
  if (!request.isMultipart()) throw AppError.validation(fieldName, NO_FILE_MESSAGE);
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part || part.fieldname !== fieldName) throw AppError.validation(fieldName, NO_FILE_MESSAGE);
  const data = await part.toBuffer();
  if (data.length === 0) throw AppError.validation(fieldName, 'The file is empty');
  return { fileName: cleanFileName(part.filename), data };
}

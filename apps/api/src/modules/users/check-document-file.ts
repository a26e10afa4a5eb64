import { AppError } from '../../lib/app-error';
import { assertPdfFrame, reencodeImage } from '../../lib/checked-upload';
import { detectFileType } from './detect-file-type';

export const PDF_OR_IMAGE_MESSAGE = 'Only PDF or image files (PNG, JPEG or WebP) are allowed';

export interface CheckedDocumentFile {
  data: Buffer;
  contentType: 'application/pdf' | 'image/png' | 'image/jpeg';
  extension: 'pdf' | 'png' | 'jpg';
}

/**
 * A company or partner document as it will be kept: a PDF with a whole PDF frame, stored as sent; an image
 * decoded within the photo pixel bound and stored as its fresh encoding (lib/checked-upload.ts). The type comes
 * from the first bytes, never the name: anything else (an executable renamed .pdf, a GIF) answers 415.
 */
export async function checkDocumentFile(data: Buffer, field: string): Promise<CheckedDocumentFile> {
  const type = detectFileType(data);
  if (!type || type.contentType === 'image/gif') {
    throw new AppError('unsupported_type', PDF_OR_IMAGE_MESSAGE, [{ field, msg: PDF_OR_IMAGE_MESSAGE }]);
  }
  if (type.kind === 'pdf') {
    assertPdfFrame(data, field);
    return { data, contentType: 'application/pdf', extension: 'pdf' };
  }
  return reencodeImage(data, 'photo', field);
}

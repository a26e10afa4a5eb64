import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { cleanFileName } from './file-names';
import { serverText } from './texts';

export interface FormFile {
  fieldName: string;
  fileName: string;
  data: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: FormFile[];
}

export const NOT_A_FORM = 'Send the form as multipart/form-data';

/**
 * Reads a whole multipart form (text fields and files, in any order) into memory. Bounded: at most `maxFiles`
 * files of `maxFileBytes` each (over the limit: 413 'File is too large'), `maxFields` fields of 1,000
 * characters; a file under a field name not in `fileFields` is refused, so a wrong form is an error rather
 * than silently ignored.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  limits: { fileFields: readonly string[]; maxFiles: number; maxFileBytes: number; maxFields: number },
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw AppError.validation('form', NOT_A_FORM);
  const form: MultipartForm = { fields: {}, files: [] };
  const parts = request.parts({
    limits: {
      // One more than allowed, so an extra file is reported as such (400) rather than as a size problem.
      files: limits.maxFiles + 1,
      fileSize: limits.maxFileBytes,
      fields: limits.maxFields,
      fieldSize: 1_000,
      parts: limits.maxFiles + 1 + limits.maxFields,
    },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (!limits.fileFields.includes(part.fieldname)) {
        await part.toBuffer().catch(() => undefined);
        throw AppError.validation(part.fieldname, serverText('upload.unexpectedField', { field: part.fieldname.slice(0, 40) }));
      }
      if (form.files.length >= limits.maxFiles) {
        await part.toBuffer().catch(() => undefined);
        throw AppError.validation(part.fieldname, serverText('upload.tooManyFiles', { max: limits.maxFiles }));
      }
      const data = await part.toBuffer();
      if (data.length === 0) throw AppError.validation(part.fieldname, 'The file is empty');
      form.files.push({ fieldName: part.fieldname, fileName: cleanFileName(part.filename), data });
    } else {
      form.fields[part.fieldname] = String(part.value ?? '');
    }
  }
  return form;
}

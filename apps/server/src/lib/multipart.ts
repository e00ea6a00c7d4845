// Reads a multipart request into text fields and in-memory files, with the
// size limit answered as 413 in the API's error shape.
import type { FastifyRequest } from 'fastify';
import { payloadTooLarge, unsupportedMediaType } from '../errors.ts';

export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

export async function readMultipart(
  request: FastifyRequest,
  opts: { maxFileBytes: number; fileFields: readonly string[]; tooLargeMessage: string },
): Promise<{ fields: Record<string, string>; files: Map<string, UploadedFile> }> {
  if (!request.isMultipart()) throw unsupportedMediaType('Send the form as multipart/form-data.');
  const fields: Record<string, string> = {};
  const files = new Map<string, UploadedFile>();
  try {
    for await (const part of request.parts({ limits: { fileSize: opts.maxFileBytes } })) {
      if (part.type === 'file') {
        if (!opts.fileFields.includes(part.fieldname)) {
          await part.toBuffer(); // drain it; unknown files are ignored
          continue;
        }
        const bytes = await part.toBuffer();
        files.set(part.fieldname, { field: part.fieldname, filename: part.filename.slice(0, 200), bytes });
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(opts.tooLargeMessage);
    throw err;
  }
  return { fields, files };
}

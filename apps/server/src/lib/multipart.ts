// Reads a multipart request into text fields and in-memory files, with the
// size limits answered as 413 and a malformed body (no boundary, cut off, bad
// part headers) as 400, both in the API's error shape. Text the database
// cannot store (NUL, lone surrogates) is refused here, as the global hook
// does for JSON bodies.
import type { FastifyRequest } from 'fastify';
import { API_TEXTS } from '@clinic/shared/api-texts';
import { SERVER_ERRORS } from '@clinic/shared/messages';
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from '../errors.ts';
import { discardUnreadBody } from './drain-request.ts';
import { hasForbiddenChars } from './input-hygiene.ts';

export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

/** @fastify/multipart's limit errors: the upload is too large, not malformed. */
const LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

function clean(text: string, field: string): string {
  if (hasForbiddenChars(text)) throw badRequest(SERVER_ERRORS.invalidCharacters, field);
  return text;
}

export async function readMultipart(
  request: FastifyRequest,
  opts: { maxFileBytes: number; fileFields: readonly string[]; tooLargeMessage: string },
): Promise<{ fields: Record<string, string>; files: Map<string, UploadedFile> }> {
  if (!request.isMultipart()) throw unsupportedMediaType(API_TEXTS.sendMultipart);
  const fields: Record<string, string> = {};
  const files = new Map<string, UploadedFile>();
  try {
    for await (const part of request.parts({ limits: { fileSize: opts.maxFileBytes } })) {
      clean(part.fieldname, part.fieldname.slice(0, 100) || 'form');
      if (part.type === 'file') {
        if (!opts.fileFields.includes(part.fieldname)) {
          await part.toBuffer(); // drain it; unknown files are ignored
          continue;
        }
        const filename = clean(part.filename, part.fieldname).slice(0, 200);
        const bytes = await part.toBuffer();
        files.set(part.fieldname, { field: part.fieldname, filename, bytes });
      } else {
        fields[part.fieldname] = clean(String(part.value ?? ''), part.fieldname);
      }
    }
  } catch (err) {
    // Answered before the end of the body: read the rest so the connection stays usable.
    discardUnreadBody(request.raw);
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(opts.tooLargeMessage);
    if (code && LIMIT_CODES.has(code)) throw payloadTooLarge();
    // Busboy's parse errors (no boundary, unexpected end, malformed headers)
    // and the plugin's protocol errors: the client sent a broken form.
    request.log.info({ err }, 'malformed multipart body');
    throw badRequest(SERVER_ERRORS.malformedUpload);
  }
  return { fields, files };
}

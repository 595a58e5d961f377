// A document uploaded to POST /api/organisations/:id/sources as multipart/form-data: one `file`
// part (HTML, Markdown, text or PDF) and optionally `name` and `public_url` fields.
import { basename, extname } from 'node:path';
import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError, payloadTooLarge, unprocessable, unsupportedMediaType } from '../http-errors.ts';
import { MAX_FILE_BYTES, SUPPORTED_FILE_TYPES } from '../knowledge/index.ts';
import { assertMaxLength, unstorableReason } from '../validation.ts';

const FIELD_MAX_BYTES = 4096;

/** The limits busboy enforces while reading, so an oversized part is never held in memory. */
export const UPLOAD_LIMITS: FastifyMultipartOptions['limits'] = {
  fileSize: MAX_FILE_BYTES,
  files: 1,
  fields: 2,
  parts: 3,
  fieldSize: FIELD_MAX_BYTES,
};

const UPLOAD_FIELDS = ['name', 'public_url'] as const;
type UploadField = (typeof UPLOAD_FIELDS)[number];

/** A file named without an extension is recognised by its declared type. */
const EXTENSION_BY_MEDIA_TYPE: Record<string, string> = {
  'text/markdown': '.md',
  'text/x-markdown': '.md',
  'text/html': '.html',
  'text/plain': '.txt',
  'application/pdf': '.pdf',
};

export interface Upload {
  /** The file's own name (no folders): the source's location, so re-uploading it replaces it. */
  fileName: string;
  bytes: Uint8Array;
  fields: Partial<Record<UploadField, string>>;
}

const MEGABYTES = Math.round(MAX_FILE_BYTES / (1024 * 1024));

/** busboy's limit errors and stream errors, as what the sender should change. */
function uploadError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return payloadTooLarge(`The file is larger than ${MEGABYTES} MB`, 'file');
  if (code === 'FST_FILES_LIMIT') return badRequest('Send one file per request', 'file');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return badRequest(`Send one "file" part and at most the fields ${UPLOAD_FIELDS.join(', ')}`, 'body');
  }
  return badRequest(`The multipart body could not be read: ${error instanceof Error ? error.message : String(error)}`, 'body');
}

function uploadFileName(fileName: string, mediaType: string): string {
  const name = basename(fileName.replace(/\\/g, '/')).trim();
  const reason = unstorableReason(name);
  if (reason) throw badRequest(`The file name ${reason}`, 'file');
  assertMaxLength(name, 255, 'file');
  const extension = extname(name).toLowerCase();
  if (SUPPORTED_FILE_TYPES.includes(extension)) return name;
  const byType = EXTENSION_BY_MEDIA_TYPE[mediaType.split(';')[0].trim().toLowerCase()];
  if (!extension && byType) return `${name || 'document'}${byType}`;
  throw unsupportedMediaType(
    `Unsupported file type "${extension || mediaType}"; send HTML, Markdown, plain text or PDF (${SUPPORTED_FILE_TYPES.join(', ')})`,
    'file',
  );
}

export async function readUpload(request: FastifyRequest): Promise<Upload> {
  let upload: Omit<Upload, 'fields'> | undefined;
  const fields: Upload['fields'] = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw badRequest(`Unknown field "${part.fieldname}": send the document as the "file" field`, part.fieldname);
        const fileName = uploadFileName(part.filename ?? '', part.mimetype);
        upload = { fileName, bytes: new Uint8Array(await part.toBuffer()) };
      } else {
        const field = UPLOAD_FIELDS.find((known) => known === part.fieldname);
        if (!field) throw badRequest(`Unknown field "${part.fieldname}"`, part.fieldname);
        if (part.valueTruncated) throw unprocessable(`Field "${field}" is longer than ${FIELD_MAX_BYTES} bytes`, field);
        const value = String(part.value);
        const reason = unstorableReason(value);
        if (reason) throw badRequest(`Field "${field}" ${reason}`, field);
        fields[field] = value;
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!upload) throw badRequest('Send the document as a "file" field', 'file');
  if (upload.bytes.byteLength === 0) throw unprocessable('The file is empty', 'file');
  return { ...upload, fields };
}

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CommonErrorCodes, formatBytes } from '@aatd/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';

/**
 * The one way an upload route reads its multipart body: the file part streams to a temporary file
 * in DATA_DIR/incoming (never served, never held in memory), cut at the route's limit and
 * refused as too large; the text parts are checked with the contract's schema. A route then
 * hands the checked file to the file storage (core/storage), which moves or uploads it.
 *
 * Temporary files are the request's: whatever the route did with them, they are removed when the
 * response is sent or the request is aborted.
 */

export interface UploadedFile {
  /** The temporary file (DATA_DIR/incoming/<uuid>); gone after the response. */
  path: string;
  size: number;
  /** The base name the browser sent, bounded: it is shown in the console and the audit log. */
  fileName: string;
}

export interface UploadFormSpec<S extends z.ZodType> {
  /** Answered 415 when the body is not multipart/form-data. */
  notMultipart: string;
  /** The file part: its name and the most bytes it may have. Other file parts are skipped unread. */
  file: { field: string; maxBytes: number; tooLarge?: () => AppError };
  /** The text parts (first of each name wins), checked with this contract schema. */
  fields: S;
  /** How a failed field check is answered; by default 400 validationError naming each field. */
  invalid?: (error: z.ZodError) => AppError;
  /** Bounds of the text parts: how many, and the characters of each (longer ones are cut). */
  maxFields?: number;
  fieldChars?: number;
}

export interface UploadForm<T> {
  fields: T;
  /** Every text part as sent (bounded), for what a schema does not keep. */
  raw: Record<string, string>;
  file: UploadedFile | null;
}

const INCOMING = 'incoming';
const temporaryFiles = new WeakMap<FastifyRequest, string[]>();

async function forget(req: FastifyRequest): Promise<void> {
  const files = temporaryFiles.get(req);
  if (!files) return;
  temporaryFiles.delete(req);
  await Promise.all(files.map((f) => fs.promises.rm(f, { force: true })));
}

/**
 * Lets the routes of the calling plugin read uploads: multipart bodies are parsed there only (a
 * JSON route elsewhere still answers 415 to one), and temporary files are cleaned up after each
 * request.
 */
export async function acceptUploadForms(app: FastifyInstance): Promise<void> {
  // Limits are set per read by readUploadForm; nothing is parsed until a route asks.
  await app.register(multipart, { throwFileSizeLimit: false });
  app.addHook('onResponse', async (req) => forget(req));
  app.addHook('onRequestAbort', async (req) => forget(req));
}

/** 413 naming the limit, in the product's error shape. */
export const fileTooLarge = (maxBytes: number) =>
  new AppError(413, CommonErrorCodes.payloadTooLarge, `The file is larger than ${formatBytes(maxBytes)}.`);

/** Field-by-field messages of a failed contract schema, in the error handler's shape. */
export function validationFailure(error: z.ZodError, code: string = CommonErrorCodes.validation, message?: string) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return new AppError(400, code, message ?? Object.values(fields)[0] ?? 'Invalid request', { fields });
}

/** A fresh temporary file for an upload, owned by the request. */
async function incomingFile(req: FastifyRequest): Promise<string> {
  const dir = path.join(req.server.env.dataDir, INCOMING);
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, randomUUID());
  temporaryFiles.set(req, [...(temporaryFiles.get(req) ?? []), file]);
  return file;
}

/** Reads the request's multipart body as the spec says (see the top of this file). */
export async function readUploadForm<S extends z.ZodType>(
  req: FastifyRequest,
  spec: UploadFormSpec<S>,
): Promise<UploadForm<z.output<S>>> {
  if (!req.isMultipart()) throw new AppError(415, 'unsupportedMediaType', spec.notMultipart);
  const fieldChars = spec.fieldChars ?? 2_000;
  const maxFields = spec.maxFields ?? 20;
  const raw: Record<string, string> = {};
  let file: UploadedFile | null = null;
  const parts = req.parts({
    limits: {
      // Busboy marks a file truncated once it passes this, so exactly maxBytes is still taken.
      fileSize: spec.file.maxBytes,
      files: 1,
      fields: maxFields,
      parts: maxFields + 1,
      // Bytes, so a text of fieldChars characters in any script fits before it is cut to them.
      fieldSize: fieldChars * 4,
    },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== spec.file.field || file) {
        part.file.resume();
        continue;
      }
      const target = await incomingFile(req);
      await pipeline(part.file, fs.createWriteStream(target, { mode: 0o600 }));
      if (part.file.truncated) throw spec.file.tooLarge?.() ?? fileTooLarge(spec.file.maxBytes);
      file = {
        path: target,
        size: (await fs.promises.stat(target)).size,
        fileName: (part.filename || 'upload').split(/[\\/]/).pop()!.slice(0, 200) || 'upload',
      };
    } else if (!(part.fieldname in raw)) {
      raw[part.fieldname] = String(part.value).slice(0, fieldChars);
    }
  }
  const parsed = spec.fields.safeParse(raw);
  if (!parsed.success) throw (spec.invalid ?? validationFailure)(parsed.error);
  return { fields: parsed.data, raw, file };
}

/** The whole uploaded file, for the small ones checked in memory (photos, tables). */
export const uploadedBytes = (file: UploadedFile) => fs.promises.readFile(file.path);

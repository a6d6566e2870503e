/**
 * What the tus routes (resumable-uploads.routes.ts) and the scheduler share: the upload as the
 * mounting feature sees it, and the clean-up of uploads whose day is over.
 * See docs/decisions/036-resumable-uploads.md.
 */
import type { AppDeps } from '../../deps.ts';
import type { PartUploadRef } from '../blob-store/upload-part-store.ts';
import { deleteExpiredUpload, findExpiredUploads, type ResumableUploadRow } from './resumable-uploads.repo.ts';

/** An upload as the policy hooks of the mounting feature see it. */
export interface ResumableUpload {
  /** The row's id (a hash of the URL's token; the token itself is never stored). */
  id: string;
  ownerKey: string;
  state: 'receiving' | 'completing' | 'complete';
  /** The whole file's size in bytes. */
  length: number;
  /** Bytes stored so far (always a whole number of parts, or the length). */
  offset: number;
  metadata: Record<string, string>;
  contentType: string;
  /** Where the finished file is (or will be) in the blob store. */
  blobKey: string;
  createdAt: number;
  expiresAt: number;
  completedAt: number | null;
}

export const DEFAULT_PART_SIZE = 8 * 1024 * 1024;
export const DEFAULT_MAX_PARTS_PER_PATCH = 8;
export const UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** R2 numbers parts 1–10000; each attempt at a part takes a number. */
export const MAX_PART_NUMBER = 10_000;
/** How many parts a file may need, leaving the other numbers for retried parts. */
export const MAX_PARTS_PER_UPLOAD = 5_000;

export function uploadOf(row: ResumableUploadRow): ResumableUpload {
  return {
    id: row.id,
    ownerKey: row.ownerKey,
    state: row.state,
    length: row.length,
    offset: row.uploadOffset,
    metadata: row.metadata,
    contentType: row.contentType,
    blobKey: row.blobKey,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    completedAt: row.completedAt,
  };
}

export function partRefOf(row: Pick<ResumableUploadRow, 'blobKey' | 'storeUploadId' | 'contentType'>): PartUploadRef {
  return { key: row.blobKey, storeUploadId: row.storeUploadId, contentType: row.contentType };
}

export interface ExpiredUploadsReport {
  /** Unfinished uploads aborted, their parts deleted. */
  aborted: number;
  /** Finished uploads whose session row was dropped (the file stays: it belongs to the feature now). */
  forgotten: number;
}

/** A finish (parts joined into the blob) that started this long after expiry and is still not done crashed half way. */
const STUCK_COMPLETION_MS = 60 * 60 * 1000;

/**
 * The scheduler's job: uploads not completed within their day (24 h from creation) are aborted
 * and their parts deleted; completed ones lose their session row (HEAD then answers 404). Without
 * a part store (a runtime with no blob storage) there is nothing to clean.
 */
export async function expireResumableUploads(deps: Pick<AppDeps, 'db' | 'clock' | 'blobs' | 'uploadParts'>, batchSize = 100): Promise<ExpiredUploadsReport> {
  const report: ExpiredUploadsReport = { aborted: 0, forgotten: 0 };
  const now = deps.clock.now();
  for (const row of await findExpiredUploads(deps.db, now, batchSize)) {
    if (row.state === 'complete') {
      if (await deleteExpiredUpload(deps.db, row)) report.forgotten++;
      continue;
    }
    if (!deps.uploadParts) continue;
    // A finish in progress right at expiry is left to end; one still "completing" an hour later died half way.
    if (row.state === 'completing' && row.expiresAt + STUCK_COMPLETION_MS > now) continue;
    // Storage first: if the row went first and the abort then failed, nothing would remember the parts.
    await deps.uploadParts.abort(partRefOf(row));
    // A finish that died half way may have written the blob; no feature took it (that comes after "complete").
    if (row.state === 'completing') await deps.blobs?.delete(row.blobKey);
    if (await deleteExpiredUpload(deps.db, row)) report.aborted++;
  }
  return report;
}

import { UPLOAD_MAX_MEGABYTES } from '../constants/limits';

const BYTES_PER_MEGABYTE = 1024 * 1024;

/** A byte count as the megabytes the upload messages show, with two decimals. */
export function formatMegabytes(bytes: number): string {
  return (bytes / BYTES_PER_MEGABYTE).toFixed(2);
}

/** Visible texts of file upload checks and upload errors. */
export const UPLOAD_MESSAGES = {
  noFile: 'No file provided',
  emptyFile: 'File is empty',
  networkError: 'Upload failed due to network error',
  aborted: 'Upload was aborted',
} as const;

/** 'File size (X MB) exceeds maximum allowed size (Y MB)' of the file checks. */
export function fileTooLargeMessage(
  sizeBytes: number,
  maxMegabytes: number = UPLOAD_MAX_MEGABYTES,
): string {
  return `File size (${formatMegabytes(sizeBytes)} MB) exceeds maximum allowed size (${maxMegabytes} MB)`;
}

/** 'Upload failed with status: N' of a failed upload. */
export function uploadFailedStatusMessage(status: number): string {
  return `Upload failed with status: ${status}`;
}

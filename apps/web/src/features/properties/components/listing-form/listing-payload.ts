import type { TCreatePropertyRequest, TUpdatePropertyRequest } from '@nestwise/shared';
import { mediaPayload, type MediaState } from './media-items';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The PATCH of an edit: only fields that differ from what the form opened with, so an untouched
 * field never counts as an edit (the server sends an approved listing back to review on content
 * edits). A location change sends only its changed parts; the server merges them.
 */
export function changedFields(
  before: TCreatePropertyRequest | null,
  after: TCreatePropertyRequest,
  mediaBefore: MediaState,
  mediaAfter: MediaState,
): TUpdatePropertyRequest {
  const patch: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(after)) {
    if (field === 'location') continue;
    if (!before || !same(before[field as keyof TCreatePropertyRequest], value)) {
      patch[field] = value;
    }
  }
  const location: Record<string, unknown> = {};
  for (const [part, value] of Object.entries(after.location)) {
    const previous = before?.location[part as keyof TCreatePropertyRequest['location']];
    if (!before || !same(previous, value)) location[part] = value;
  }
  if (Object.keys(location).length) patch.location = location;

  const oldMedia = mediaPayload(mediaBefore);
  const newMedia = mediaPayload(mediaAfter);
  if (!same(oldMedia.images, newMedia.images)) patch.images = newMedia.images;
  if (!same(oldMedia.digitalTwin, newMedia.digitalTwin)) patch.digitalTwin = newMedia.digitalTwin;
  return patch as TUpdatePropertyRequest;
}

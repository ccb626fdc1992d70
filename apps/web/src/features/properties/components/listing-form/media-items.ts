import {
  fileExtension,
  type TDigitalTwinItem,
  type TPropertyImage,
  type TProperty,
  type UploadType,
} from '@nestwise/shared';

export type MediaKind = UploadType;
export const MEDIA_KINDS: readonly MediaKind[] = ['images', 'models', 'documents'];

/** queued: picked on a listing not created yet, uploads on save. */
export type MediaStatus = 'queued' | 'uploading' | 'done' | 'error';

export interface MediaItem {
  /** Local identity for React keys and actions; not stored. */
  id: string;
  kind: MediaKind;
  name: string;
  status: MediaStatus;
  /** 0–100 */
  progress: number;
  error: string | null;
  /** stored: on the listing when the form opened (or since its last save); session: uploaded now. */
  origin: 'stored' | 'session';
  file?: File;
  /** A blob: address to preview a picked image before it is stored. */
  previewUrl?: string;
  key?: string;
  url?: string;
  format?: string;
  /** The upload failed on the way (network, store) rather than being refused: it can be retried. */
  retryable?: boolean;
}

export type MediaState = Record<MediaKind, MediaItem[]>;

export const EMPTY_MEDIA: MediaState = { images: [], models: [], documents: [] };

let sequence = 0;
export const nextMediaId = () => `media-${Date.now().toString(36)}-${(sequence += 1)}`;

function nameOfAddress(address: string): string {
  const last = address.split('?')[0]!.split('/').pop() ?? address;
  // Stored keys are {timestamp}_{random}_{safe filename}; show the file's own name.
  const name = last.replace(/^\d+_[A-Za-z0-9]+_/, '');
  try {
    return decodeURIComponent(name) || address;
  } catch {
    return name || address;
  }
}

function storedItem(
  kind: MediaKind,
  fields: Pick<MediaItem, 'name' | 'key' | 'url' | 'format'>,
): MediaItem {
  return {
    id: nextMediaId(),
    kind,
    status: 'done',
    progress: 100,
    error: null,
    origin: 'stored',
    ...fields,
  };
}

export function mediaFromProperty(property: TProperty): MediaState {
  const twin = (kind: MediaKind, item: TDigitalTwinItem) =>
    storedItem(kind, { name: item.name, key: item.s3Key, url: item.url, format: item.format });
  return {
    images: property.images.map((image) =>
      storedItem('images', {
        name: nameOfAddress(image.key ?? image.url),
        key: image.key,
        url: image.url,
      }),
    ),
    models: property.digitalTwin.models.map((item) => twin('models', item)),
    documents: property.digitalTwin.documents.map((item) => twin('documents', item)),
  };
}

export function formatOf(fileName: string): string {
  return fileExtension(fileName) || 'file';
}

const isSaved = (item: MediaItem) => item.status === 'done' && (item.url || item.key);

/** The images and digital twin a save sends: only files that are stored, in on-screen order. */
export function mediaPayload(media: MediaState): {
  images: TPropertyImage[];
  digitalTwin: { models: TDigitalTwinItem[]; documents: TDigitalTwinItem[] };
} {
  const twin = (item: MediaItem): TDigitalTwinItem => ({
    ...(item.key ? { s3Key: item.key } : {}),
    ...(item.url ? { url: item.url } : {}),
    name: item.name,
    format: item.format ?? formatOf(item.name),
  });
  return {
    images: media.images
      .filter(isSaved)
      .map((item) => ({ ...(item.key ? { key: item.key } : {}), url: item.url ?? '' })),
    digitalTwin: {
      models: media.models.filter(isSaved).map(twin),
      documents: media.documents.filter(isSaved).map(twin),
    },
  };
}

/** Moves one item by `delta` places within its list; out-of-range moves change nothing. */
export function moveItem(items: MediaItem[], id: string, delta: number): MediaItem[] {
  const from = items.findIndex((item) => item.id === id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= items.length) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

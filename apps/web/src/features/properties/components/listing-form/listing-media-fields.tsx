import { UPLOAD_MAX_MEGABYTES } from '@nestwise/shared';
import { FormSection } from './listing-fields';
import { MediaDropZone } from './media-drop-zone';
import type { MediaKind } from './media-items';
import { MediaList } from './media-list';
import type { ListingMedia } from './use-listing-media';

/** Each kind's list label, the noun its drop zone adds, and the file types it takes. */
const KINDS: Record<MediaKind, { label: string; noun: string; types: string }> = {
  images: { label: 'Photos', noun: 'photos', types: 'JPEG, PNG, WebP or AVIF' },
  models: { label: '3D models', noun: '3D models', types: 'GLB or glTF' },
  documents: {
    label: 'Documents',
    noun: 'documents',
    types: 'PDF, Word (.docx), text (.txt) or images',
  },
};

/** Photos, 3D models and documents, each picked or dropped, uploaded with a bar per file. */
export function ListingMediaFields({
  media,
  created,
  disabled,
}: {
  media: ListingMedia;
  /** Whether the listing exists: files upload at once, else when the listing is saved. */
  created: boolean;
  disabled?: boolean;
}) {
  const queuedText = created ? 'Waiting to upload' : 'Uploads when you save';
  const files = { media, disabled, queuedText };
  return (
    <>
      <FormSection title="Photos">
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
          The first photo is the cover on cards and at the top of the listing. Use Move up and Move
          down to change the order.
        </p>
        <MediaFiles {...files} kind="images" />
      </FormSection>

      <FormSection title="Digital twin">
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
          3D models and documents shown in the listing’s digital twin.
        </p>
        <div className="grid gap-6 lg:grid-cols-2">
          {(['models', 'documents'] as const).map((kind) => (
            <div key={kind}>
              <h2 className="mb-2 text-sm font-semibold">{KINDS[kind].label}</h2>
              <MediaFiles {...files} kind={kind} />
            </div>
          ))}
        </div>
      </FormSection>
    </>
  );
}

/** One kind's drop zone and its list of files; photos are the one kind that can be reordered. */
function MediaFiles({
  media,
  kind,
  disabled,
  queuedText,
}: {
  media: ListingMedia;
  kind: MediaKind;
  disabled?: boolean;
  queuedText: string;
}) {
  const { label, noun, types } = KINDS[kind];
  const reorderable = kind === 'images';
  return (
    <>
      <MediaDropZone
        kind={kind}
        label={`Add ${noun}: choose files or drop them here`}
        hint={`${types}, up to ${UPLOAD_MAX_MEGABYTES} MB each`}
        disabled={disabled}
        onFiles={(picked) => media.addFiles(kind, picked)}
      />
      <MediaList
        label={label}
        items={media.media[kind]}
        reorderable={reorderable}
        queuedText={queuedText}
        onMove={reorderable ? media.move : undefined}
        onRetry={media.retry}
        onRemove={media.remove}
      />
    </>
  );
}

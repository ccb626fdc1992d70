import { UPLOAD_MAX_MEGABYTES } from '@nestwise/shared';
import { FormSection } from './listing-fields';
import { MediaDropZone } from './media-drop-zone';
import { MediaList } from './media-list';
import type { ListingMedia } from './use-listing-media';

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
  const cap = `up to ${UPLOAD_MAX_MEGABYTES} MB each`;
  return (
    <>
      <FormSection title="Photos">
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
          The first photo is the cover on cards and at the top of the listing. Use Move up and Move
          down to change the order.
        </p>
        <MediaDropZone
          kind="images"
          label="Add photos: choose files or drop them here"
          hint={`JPEG, PNG, WebP or AVIF, ${cap}`}
          disabled={disabled}
          onFiles={(files) => media.addFiles('images', files)}
        />
        <MediaList
          label="Photos"
          items={media.media.images}
          reorderable
          queuedText={queuedText}
          onMove={media.move}
          onRetry={media.retry}
          onRemove={media.remove}
        />
      </FormSection>

      <FormSection title="Digital twin">
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
          3D models and documents shown in the listing’s digital twin.
        </p>
        <div className="grid gap-6 lg:grid-cols-2">
          <div>
            <h2 className="mb-2 text-sm font-semibold">3D models</h2>
            <MediaDropZone
              kind="models"
              label="Add 3D models: choose files or drop them here"
              hint={`GLB or glTF, ${cap}`}
              disabled={disabled}
              onFiles={(files) => media.addFiles('models', files)}
            />
            <MediaList
              label="3D models"
              items={media.media.models}
              queuedText={queuedText}
              onRetry={media.retry}
              onRemove={media.remove}
            />
          </div>
          <div>
            <h2 className="mb-2 text-sm font-semibold">Documents</h2>
            <MediaDropZone
              kind="documents"
              label="Add documents: choose files or drop them here"
              hint={`PDF, Word (.docx), text (.txt) or images, ${cap}`}
              disabled={disabled}
              onFiles={(files) => media.addFiles('documents', files)}
            />
            <MediaList
              label="Documents"
              items={media.media.documents}
              queuedText={queuedText}
              onRetry={media.retry}
              onRemove={media.remove}
            />
          </div>
        </div>
      </FormSection>
    </>
  );
}

import type { TCreatePropertyRequest, TProperty } from '@nestwise/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors, type Path, type Resolver } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { uploadClient as defaultUploadClient, type UploadClient } from '@/lib/upload';
import type { ListingWriteApi } from '../../api/listing-write-api';
import { ListingFields } from './listing-fields';
import {
  EMPTY_LISTING,
  fieldId,
  firstInvalidField,
  LISTING_PARSE_OPTIONS,
  listingErrorsOf,
  validateListing,
  valuesFromProperty,
  ZListingFormSchema,
  type ListingField,
  type ListingFormValues,
} from './listing-form-values';
import { ListingMediaFields } from './listing-media-fields';
import { changedFields } from './listing-payload';
import { joinWords, reviewedChangesOf } from './reviewed-changes';
import { mediaPayload, type MediaItem, type MediaState } from './media-items';
import { useListingMedia } from './use-listing-media';

export interface ListingSaved {
  property: TProperty;
  /** Files that could not be stored with a new listing (name: reason). */
  failedFiles: string[];
  /** Set when a new listing was created but its files could not be attached. */
  mediaError: string | null;
  /** An edit that changed nothing: no request was sent. */
  unchanged: boolean;
}

export interface ListingFormProps {
  /** The listing being edited; without it the form creates a new one. */
  property?: TProperty;
  onSaved: (saved: ListingSaved) => void;
  /** A link or button beside Save that leaves the form. */
  cancel?: ReactNode;
  /** The saves (useListingWriteApi; tests pass their own). */
  api: ListingWriteApi;
  uploads?: UploadClient;
  /** An approved listing edited by its agent: say before saving when a change sends it to review. */
  warnReview?: boolean;
}

/**
 * The shared create schema checks the form (its spec texts, and plain sentences where it has
 * none). The form holds text where the request has numbers, and the schema reads that text, so
 * the resolver is typed by the form's values rather than by the schema's input.
 */
const listingResolver = zodResolver(
  ZListingFormSchema,
  LISTING_PARSE_OPTIONS,
) as unknown as Resolver<ListingFormValues, unknown, TCreatePropertyRequest>;

const failedNames = (media: MediaState) =>
  Object.values(media)
    .flat()
    .filter((item: MediaItem) => item.status === 'error')
    .map((item) => `${item.name}: ${item.error}`);

/** The add and edit form of a listing: fields, media with uploads, and the save. */
export function ListingForm({
  property,
  onSaved,
  cancel,
  api,
  uploads = defaultUploadClient,
  warnReview = false,
}: ListingFormProps) {
  const form = useForm<ListingFormValues, unknown, TCreatePropertyRequest>({
    defaultValues: property ? valuesFromProperty(property) : EMPTY_LISTING,
    resolver: listingResolver,
    // The first invalid field in screen order gets focus (onInvalid), and a field's message goes
    // once it is edited; the next submit checks again.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const values = useWatch({ control: form.control }) as ListingFormValues;
  const { isSubmitting: saving } = form.formState;
  const errors = listingErrorsOf(form.formState.errors);
  const serverError = form.formState.errors.root?.server?.message ?? null;
  const media = useListingMedia({ property, client: uploads });
  // What the form opened with, to send only what changed.
  const [initial] = useState(() => {
    if (!property) return null;
    const opened = valuesFromProperty(property);
    const checked = validateListing(opened);
    return { values: opened, request: checked.ok ? checked.data : null, media: media.media };
  });
  const reviewedChanges = warnReview && initial ? reviewedChangesOf(initial.values, values) : [];
  const alertRef = useRef<HTMLDivElement>(null);

  const setField = <F extends ListingField>(field: F, value: ListingFormValues[F]) => {
    // Path<ListingFormValues> is ListingField; the cast keeps the value tied to its field.
    form.setValue(field as Path<ListingFormValues>, value as never, { shouldDirty: true });
    if (errors[field]) form.clearErrors(field);
  };

  const showServerError = (error: unknown) => {
    form.setError('root.server', {
      message: error instanceof Error ? error.message : 'Could not save the listing. Try again.',
    });
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const saveEdit = async (current: TProperty, request: TCreatePropertyRequest) => {
    const patch = changedFields(
      initial?.request ?? null,
      request,
      initial?.media ?? media.media,
      media.media,
    );
    if (Object.keys(patch).length === 0) {
      onSaved({ property: current, failedFiles: [], mediaError: null, unchanged: true });
      return;
    }
    const updated = await api.update(current.id, patch);
    media.markSaved();
    onSaved({ property: updated, failedFiles: [], mediaError: null, unchanged: false });
  };

  const saveNew = async (request: TCreatePropertyRequest) => {
    const created = await api.create(request);
    const after = await media.uploadQueued(created.id);
    const payload = mediaPayload(after);
    const hasMedia =
      payload.images.length +
        payload.digitalTwin.models.length +
        payload.digitalTwin.documents.length >
      0;
    let saved = created;
    let mediaError: string | null = null;
    if (hasMedia) {
      try {
        saved = await api.update(created.id, { ...payload, mediaUploaded: true });
        media.markSaved();
      } catch (error) {
        media.discardSession();
        mediaError = error instanceof Error ? error.message : String(error);
      }
    }
    onSaved({ property: saved, failedFiles: failedNames(after), mediaError, unchanged: false });
  };

  const onValid = async (request: TCreatePropertyRequest) => {
    try {
      if (property) await saveEdit(property, request);
      else await saveNew(request);
    } catch (error) {
      showServerError(error);
    }
  };

  const onInvalid = (invalid: FieldErrors<ListingFormValues>) => {
    const first = firstInvalidField(listingErrorsOf(invalid));
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = form.handleSubmit(onValid, onInvalid);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a box while saving or uploading sends nothing (the button is disabled then).
    if (saving || media.uploading) return;
    void submit(event);
  };

  const busy = saving || media.uploading;
  const errorCount = Object.values(errors).filter(Boolean).length;

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy} className="space-y-6">
      {serverError && (
        <div ref={alertRef} tabIndex={-1} className="outline-none">
          <Alert>{serverError}</Alert>
        </div>
      )}
      {errorCount > 0 && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {errorCount === 1
            ? 'One field needs your attention.'
            : `${errorCount} fields need your attention.`}
        </p>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Title, price, property type, status, address, city, bedrooms and bathrooms are required.
      </p>
      <ListingFields values={values} errors={errors} setField={setField} />
      <ListingMediaFields media={media} created={!!property} disabled={saving} />
      {reviewedChanges.length > 0 && (
        <Alert tone="info">
          You changed the {joinWords(reviewedChanges)}. Saving sends this listing back to review:
          buyers will not see it until an administrator approves it again.
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {saving ? 'Saving…' : property ? 'Save changes' : 'Save listing'}
        </Button>
        {cancel}
        {media.uploading && (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
            Waiting for uploads to finish…
          </p>
        )}
      </div>
    </form>
  );
}

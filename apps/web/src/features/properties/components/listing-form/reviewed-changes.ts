import type { ListingReviewedField } from '@nestwise/shared';
import type { ListingField, ListingFormValues } from './listing-form-values';

/** The form fields behind each field the server reviews again (LISTING_REVIEWED_FIELDS). */
const FORM_FIELDS: Record<ListingReviewedField, readonly ListingField[]> = {
  title: ['title'],
  description: ['description'],
  location: ['address', 'city', 'state', 'zip', 'neighborhood'],
};

const WORDS: Record<ListingReviewedField, string> = {
  title: 'title',
  description: 'description',
  location: 'address',
};

const normal = (value: ListingFormValues[ListingField]) =>
  Array.isArray(value) ? value.join('\n') : value.trim();

/** Which reviewed fields differ between the values the form opened with and the current ones. */
export function reviewedChangesOf(before: ListingFormValues, after: ListingFormValues): string[] {
  return (Object.keys(FORM_FIELDS) as ListingReviewedField[])
    .filter((field) => FORM_FIELDS[field].some((key) => normal(before[key]) !== normal(after[key])))
    .map((field) => WORDS[field]);
}

/** "title", "title and address", "title, description and address". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

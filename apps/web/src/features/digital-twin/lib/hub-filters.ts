import { PROPERTY_TYPES, TWIN_FILTERS, type PropertyType, type TwinFilter } from '@nestwise/shared';

/** The hub's filters, as they sit in the address bar (so a filtered hub can be shared). */
export interface HubFilters {
  q: string;
  city: string;
  propertyType: PropertyType | '';
  has: TwinFilter;
}

export const DEFAULT_HUB_FILTERS: HubFilters = { q: '', city: '', propertyType: '', has: 'any' };

export const HUB_PAGE_SIZE = 12;

export const HAS_OPTIONS: ReadonlyArray<{ value: TwinFilter; label: string }> = [
  { value: 'any', label: 'Models or documents' },
  { value: 'models', label: 'Has 3D models' },
  { value: 'documents', label: 'Has documents' },
];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((item) => item === value);

export function hubFiltersFromParams(params: URLSearchParams): HubFilters {
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    city: (params.get('city') ?? '').slice(0, 100),
    propertyType: oneOf(PROPERTY_TYPES, params.get('type')) ?? '',
    has: oneOf(TWIN_FILTERS, params.get('has')) ?? 'any',
  };
}

/** Only what differs from the defaults, trimmed: a clean address for the plain hub. */
export function hubFiltersToParams(filters: HubFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.city.trim()) params.set('city', filters.city.trim());
  if (filters.propertyType) params.set('type', filters.propertyType);
  if (filters.has !== 'any') params.set('has', filters.has);
  return params;
}

/** GET /api/properties query of one hub page: always limited to listings with twin files. */
export function hubApiQuery(
  filters: HubFilters,
  startAfter?: string | null,
): Record<string, string | number | undefined> {
  return {
    twin: filters.has,
    q: filters.q.trim() || undefined,
    city: filters.city.trim() || undefined,
    propertyType: filters.propertyType || undefined,
    limit: HUB_PAGE_SIZE,
    startAfter: startAfter ?? undefined,
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "2 3D models · 1 document", what a hub card says the twin holds. */
export function twinContentsText(twin: { models: unknown[]; documents: unknown[] }): string {
  const parts = [];
  if (twin.models.length) parts.push(plural(twin.models.length, '3D model', '3D models'));
  if (twin.documents.length) parts.push(plural(twin.documents.length, 'document', 'documents'));
  return parts.join(' · ') || 'No files yet';
}

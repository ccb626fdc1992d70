import {
  ASSISTANT_PROPERTY_TYPES,
  type TAssistantFilters,
  type TAssistantPropertyContext,
} from '@nestwise/shared';

/** Whether the filters give any of these keys a value. */
export const setsAny = (filters: TAssistantFilters, keys: ReadonlyArray<keyof TAssistantFilters>) =>
  keys.some((key) => filters[key] !== undefined);

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** "Show me similar homes": the place and type of the property on screen. */
export function filtersFromProperty(context: TAssistantPropertyContext): TAssistantFilters {
  const location = (context.location ?? {}) as Record<string, unknown>;
  const filters: TAssistantFilters = {};
  const city = text(context.city) ?? text(location.city);
  const state = text(context.state) ?? text(location.state);
  const type = text(context.propertyType);
  if (city) filters.city = city;
  if (state && /^[A-Za-z]{2}$/.test(state)) filters.state = state.toUpperCase();
  if (type && (ASSISTANT_PROPERTY_TYPES as readonly string[]).includes(type)) {
    filters.propertyType = type as TAssistantFilters['propertyType'];
  }
  return filters;
}

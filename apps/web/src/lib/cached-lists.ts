import { api, type ApiDispatch, type ApiState, type ApiTag } from './api';

/*
 * An action's answer shown in the lists already loaded, instead of reloading them: a reload would
 * start an infinite list again from its first page and lose where the user scrolled.
 */

/**
 * Dispatches `update(arg)` (an updateQueryData) for every cached list of `endpointName`, found by
 * the tag the list provides.
 */
export function updateCachedLists<Arg>(
  dispatch: ApiDispatch,
  state: ApiState,
  tag: ApiTag,
  endpointName: string,
  update: (arg: Arg) => Parameters<ApiDispatch>[0],
) {
  for (const entry of api.util.selectInvalidatedBy(state, [tag])) {
    if (entry.endpointName === endpointName) dispatch(update(entry.originalArgs as Arg));
  }
}

/** The list with `updated` in place of the item of the same id. */
export function replaceById<T extends { id: string }>(items: T[], updated: T): T[] {
  return items.map((item) => (item.id === updated.id ? updated : item));
}

import type { Middleware, MiddlewareAPI, Reducer, UnknownAction } from '@reduxjs/toolkit';

/**
 * State that joins the store when the code using it loads: the RTK Query api (lib/api) registers
 * its reducer and middleware here from the first feature chunk that calls the server, so the
 * entry bundle carries neither RTK Query nor redux's dynamic-middleware helpers (combineSlices and
 * createDynamicMiddleware pull in reselect and more: about 4 KB gzip on the first route).
 */
interface Slot {
  reducer: Reducer;
  middleware: Middleware;
}

const slots = new Map<string, Slot>();
/**
 * The latest store made, told of a new slot so its state exists before a component reads it (the
 * browser has one store; a store made after a slot was registered starts with its state).
 */
let latestStore: MiddlewareAPI | undefined;

export function registerSlot(name: string, reducer: Reducer, middleware: Middleware): void {
  if (slots.has(name)) return;
  slots.set(name, { reducer, middleware });
  latestStore?.dispatch({ type: 'lazySlots/registered', payload: name });
}

/** `reducer` plus the registered slots' state, each under its own key. */
export function withSlots<S extends object, P = S>(
  reducer: Reducer<S, UnknownAction, P>,
): Reducer<S, UnknownAction, P> {
  return (state: S | P | undefined, action: UnknownAction) => {
    if (slots.size === 0) return reducer(state, action);
    // The fixed reducer sees only its own keys (combineReducers warns about others).
    let fixedState: S | P | undefined = state;
    if (state) {
      const copy = { ...state } as Record<string, unknown>;
      for (const name of slots.keys()) delete copy[name];
      fixedState = copy as S;
    }
    const fixedNext = reducer(fixedState, action);
    let changed = fixedNext !== fixedState;
    const next = { ...fixedNext } as Record<string, unknown>;
    for (const [name, slot] of slots) {
      const previous = (state as Record<string, unknown> | undefined)?.[name];
      next[name] = slot.reducer(previous, action);
      if (next[name] !== previous) changed = true;
    }
    return (changed || !state ? next : state) as S;
  };
}

/** Runs the registered slots' middleware, in registration order. */
export const slotsMiddleware: Middleware = (store) => {
  latestStore = store;
  return (next) => {
    let chain = next;
    let built = 0;
    return (action) => {
      if (built !== slots.size) {
        built = slots.size;
        chain = [...slots.values()]
          .map((slot) => slot.middleware(store))
          .reduceRight((inner, wrap) => wrap(inner), next);
      }
      return chain(action);
    };
  };
};

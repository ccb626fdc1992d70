import { combineReducers, configureStore, createSlice, type Middleware } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { registerSlot, slotsMiddleware, withSlots } from './lazy-slots';

const counter = createSlice({
  name: 'counter',
  initialState: 0,
  reducers: { bumped: (n) => n + 1 },
});

describe('lazy slots', () => {
  it('adds state and middleware registered after the store was made, leaving the rest alone', () => {
    const store = configureStore({
      reducer: withSlots(combineReducers({ counter: counter.reducer })),
      middleware: (getDefault) => getDefault().concat(slotsMiddleware),
    });
    const before = store.getState();
    const seen: string[] = [];
    const record: Middleware = () => (next) => (action) => {
      seen.push((action as { type: string }).type);
      return next(action);
    };
    const late = createSlice({ name: 'late', initialState: { hits: 0 }, reducers: {} });
    registerSlot('late-test', late.reducer, record);

    // The store knows the slot at once: a component may read it before any other action.
    expect(store.getState()).toMatchObject({ counter: 0, 'late-test': { hits: 0 } });
    expect(store.getState().counter).toBe(before.counter);
    store.dispatch(counter.actions.bumped());
    expect(store.getState()).toMatchObject({ counter: 1, 'late-test': { hits: 0 } });
    expect(seen).toContain(counter.actions.bumped.type);
  });

  it('keeps the state object when no reducer changed anything', () => {
    const store = configureStore({
      reducer: withSlots(combineReducers({ counter: counter.reducer })),
      middleware: (getDefault) => getDefault().concat(slotsMiddleware),
    });
    const state = store.getState();
    store.dispatch({ type: 'nothing/happened' });
    expect(store.getState()).toBe(state);
  });
});

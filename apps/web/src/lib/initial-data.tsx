import { createContext, useContext, type ReactNode } from 'react';

/**
 * Data the server rendered a page with, sent inside the page as JSON, so the app's first render
 * shows the same results instead of loading them again: the page's feature puts it into RTK
 * Query's cache before the first render (on the server too). Each entry is named by the hook that
 * uses it and keyed by the request it answers; it spares one first render its request only, later
 * visits load afresh.
 */
export interface InitialEntry<T = unknown> {
  key: string;
  data: T;
}

export type InitialData = Record<string, InitialEntry>;

export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

export class InitialDataStore {
  private readonly entries: Map<string, InitialEntry>;

  constructor(data: InitialData = {}) {
    this.entries = new Map(Object.entries(data));
  }

  /** The entry `name` when it answers `key` and has not served a render yet. */
  peek<T>(name: string, key: string): T | undefined {
    const entry = this.entries.get(name);
    return entry?.key === key ? (entry.data as T) : undefined;
  }

  /** True when the server sent nothing (or everything has served its render). */
  isEmpty(): boolean {
    return this.entries.size === 0;
  }

  /** Called once the first render has used the entry: a later visit must not see old data. */
  consume(name: string): void {
    this.entries.delete(name);
  }
}

const InitialDataContext = createContext(new InitialDataStore());

export function InitialDataProvider({
  store,
  children,
}: {
  store: InitialDataStore;
  children: ReactNode;
}) {
  return <InitialDataContext value={store}>{children}</InitialDataContext>;
}

export function useInitialData(): InitialDataStore {
  return useContext(InitialDataContext);
}

/**
 * The `<script type="application/json">` carrying `data` into the page. Browsers never run it, and
 * every `<` is escaped so text users wrote (a listing title of `</script>…`) cannot end it early.
 */
export function initialDataScript(data: InitialData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${json}</script>`;
}

/** Reads (and removes) the data the server put in the page; none, or unreadable, is no data. */
export function readInitialData(doc: Document = document): InitialDataStore {
  const element = doc.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (!element) return new InitialDataStore();
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    return new InitialDataStore(isInitialData(parsed) ? parsed : {});
  } catch {
    return new InitialDataStore();
  }
}

function isInitialData(value: unknown): value is InitialData {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as { key?: unknown }).key === 'string' &&
        'data' in entry,
    )
  );
}

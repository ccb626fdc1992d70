/**
 * The assistant's current property context, settable from any feature without importing
 * features/assistant (the widget loads lazily and may not be mounted yet).
 *
 *   import { setAssistantPropertyContext } from '@/lib/assistant-context';
 *   setAssistantPropertyContext({ id: property.id, title: property.title, price: property.price });
 *   setAssistantPropertyContext(null); // e.g. when the detail page unmounts
 *
 * The value is also announced as a window CustomEvent 'nestwise:assistant-context' whose detail is
 * the context (or null), so code outside this bundle can listen or dispatch the same event.
 */
export const ASSISTANT_CONTEXT_EVENT = 'nestwise:assistant-context';

/** The property on screen: an id, plus whatever else is known (title, price, status, city…). */
export interface AssistantPropertyContext {
  id: string;
  title?: string;
  price?: number;
  status?: string;
  location?: string;
  [key: string]: unknown;
}

let current: AssistantPropertyContext | null = null;

function isContext(value: unknown): value is AssistantPropertyContext {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    (value as { id: string }).id.trim() !== ''
  );
}

/** Sets (or, with null, clears) the property the assistant's follow-ups are about. */
export function setAssistantPropertyContext(context: AssistantPropertyContext | null): void {
  window.dispatchEvent(
    new CustomEvent<AssistantPropertyContext | null>(ASSISTANT_CONTEXT_EVENT, {
      detail: context,
    }),
  );
}

export function getAssistantPropertyContext(): AssistantPropertyContext | null {
  return current;
}

/** Calls `listener` on every change; returns the unsubscribe function. */
export function subscribeAssistantPropertyContext(
  listener: (context: AssistantPropertyContext | null) => void,
): () => void {
  const handler = () => listener(current);
  window.addEventListener(ASSISTANT_CONTEXT_EVENT, handler);
  return () => window.removeEventListener(ASSISTANT_CONTEXT_EVENT, handler);
}

/* One listener, registered when this module first loads, keeps the latest value for late readers. */
if (typeof window !== 'undefined') {
  window.addEventListener(ASSISTANT_CONTEXT_EVENT, (event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    current = isContext(detail) ? { ...detail, id: detail.id.trim() } : null;
  });
}

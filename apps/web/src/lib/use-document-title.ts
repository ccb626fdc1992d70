import { useEffect } from 'react';

/** Sets the tab title: "<page> · Nestwise". */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Nestwise` : 'Nestwise — Intelligent real estate';
  }, [title]);
}

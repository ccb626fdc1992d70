import { useState, type DragEvent } from 'react';

/**
 * A drop zone for files: `dragging` while files hover over it, and the handlers to spread on it.
 * A disabled zone still swallows the drop (so the browser does not open the file) but takes none.
 */
export function useFileDrop(onFiles: (files: File[]) => void, disabled = false) {
  const [dragging, setDragging] = useState(false);
  const handlers = {
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      if (!disabled) setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      if (disabled) return;
      onFiles([...event.dataTransfer.files]);
    },
  };
  return { dragging, handlers };
}

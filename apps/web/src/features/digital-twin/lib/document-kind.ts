import type { TDigitalTwinItem } from '@nestwise/shared';

export type DocumentKind = 'pdf' | 'image' | 'text' | 'other';

const IMAGE_FORMATS = new Set(['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif', 'svg']);

const extensionOf = (value: string | undefined) => {
  const path = (value ?? '').split(/[?#]/)[0] ?? '';
  const dot = path.lastIndexOf('.');
  return dot < 0 || path.lastIndexOf('/') > dot ? '' : path.slice(dot + 1).toLowerCase();
};

/**
 * How a document previews: PDFs render their pages, images and plain text show inline, the rest
 * (Word files) download.
 */
export function documentKind(item: Pick<TDigitalTwinItem, 'format' | 's3Key' | 'url'>) {
  const formats = [item.format, extensionOf(item.s3Key), extensionOf(item.url)].map((value) =>
    value.trim().toLowerCase().replace(/^\./, ''),
  );
  if (formats.some((format) => format === 'pdf')) return 'pdf' as const;
  if (formats.some((format) => IMAGE_FORMATS.has(format))) return 'image' as const;
  if (formats.some((format) => format === 'txt' || format === 'text')) return 'text' as const;
  return 'other' as const;
}

/** A short, upper-case label of a file's format: "PDF", "DOCX", "PNG". */
export function formatLabel(item: Pick<TDigitalTwinItem, 'format' | 's3Key' | 'url'>): string {
  const format = item.format.trim().replace(/^\./, '') || extensionOf(item.s3Key ?? item.url);
  return format.toUpperCase() || 'FILE';
}

/** The name a download is saved under: the item's name with its format's extension. */
export function downloadName(item: Pick<TDigitalTwinItem, 'name' | 'format'>): string {
  const extension = item.format.trim().replace(/^\./, '').toLowerCase();
  const name = item.name.trim() || 'document';
  return extension && !name.toLowerCase().endsWith(`.${extension}`) ? `${name}.${extension}` : name;
}

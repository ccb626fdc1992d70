/**
 * The pure side of the 3D viewer: which files it can show, how loading progress reads, where a
 * twin item is fetched from, and glTF → GLB packing. No three.js here, so pages and tests can use
 * it without pulling the 3D chunk.
 */

export type ModelFormat = 'glb' | 'gltf';

export interface TwinFile {
  s3Key?: string;
  url?: string;
  name: string;
  format: string;
}

const extensionOf = (value: string) => {
  const path = value.split(/[?#]/)[0] ?? '';
  const dot = path.lastIndexOf('.');
  return dot < 0 || path.lastIndexOf('/') > dot ? '' : path.slice(dot + 1).toLowerCase();
};

/**
 * The model format of a twin item: its declared format first, then the extension of its key or
 * address. Anything else is not a model this viewer reads.
 */
export function detectModelFormat(item: Pick<TwinFile, 'format' | 's3Key' | 'url'>) {
  for (const candidate of [
    item.format,
    extensionOf(item.s3Key ?? ''),
    extensionOf(item.url ?? ''),
  ]) {
    const value = candidate.trim().toLowerCase().replace(/^\./, '');
    if (value === 'glb' || value === 'gltf') return value as ModelFormat;
  }
  return null;
}

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/** Where a twin item is read from: its address, or the app's file route for a stored key. */
export function twinFileUrl(item: Pick<TwinFile, 's3Key' | 'url'>): string | null {
  if (item.url) return item.url;
  if (item.s3Key) return `/files/${encodeKey(item.s3Key)}`;
  return null;
}

/** "Loading 3D model… 42%", or without a known size the bytes so far. */
export function progressText(loaded: number, total: number | null): string {
  if (total && total > 0) {
    const percent = Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
    return `Loading 3D model… ${percent}%`;
  }
  if (loaded <= 0) return 'Loading 3D model…';
  const size =
    loaded >= 1024 * 1024
      ? `${(loaded / (1024 * 1024)).toFixed(1)} MB`
      : `${Math.max(1, Math.round(loaded / 1024))} KB`;
  return `Loading 3D model… ${size}`;
}

/** The percentage for a progress bar, or null when the size is unknown. */
export function progressPercent(loaded: number, total: number | null): number | null {
  if (!total || total <= 0) return null;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}

export class ModelFileError extends Error {
  override name = 'ModelFileError';
}

interface GltfJson {
  asset?: { version?: string };
  buffers?: Array<{ uri?: string; byteLength: number }>;
  bufferViews?: Array<{ buffer: number; byteOffset?: number }>;
  [key: string]: unknown;
}

const DATA_URI = /^data:[^,]*?;base64,/i;

function decodeBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const pad4 = (length: number) => (length + 3) & ~3;

/**
 * Packs a self-contained glTF (every buffer an inline base64 data URI) into one GLB. The app's
 * content security policy does not let the loader fetch data: URIs, and a GLB carries its bytes
 * in a chunk instead, so both formats load through the same path. A glTF that names external
 * buffer files cannot be shown from a single stored file and is refused with a clear message.
 */
export function packGltfAsGlb(text: string): ArrayBuffer {
  let json: GltfJson;
  try {
    json = JSON.parse(text) as GltfJson;
  } catch {
    throw new ModelFileError('This glTF file is not valid JSON.');
  }
  if (!json || typeof json !== 'object' || !json.asset) {
    throw new ModelFileError('This file is not a glTF model.');
  }
  const buffers = json.buffers ?? [];
  const parts: Uint8Array[] = [];
  const starts: number[] = [];
  let total = 0;
  for (const buffer of buffers) {
    if (!buffer.uri || !DATA_URI.test(buffer.uri)) {
      throw new ModelFileError(
        'This glTF model refers to separate buffer files. Upload it as a single GLB file instead.',
      );
    }
    const bytes = decodeBase64(buffer.uri.replace(DATA_URI, ''));
    starts.push(total);
    parts.push(bytes);
    total = pad4(total + bytes.length);
  }
  const packed: GltfJson = {
    ...json,
    buffers: buffers.length ? [{ byteLength: total }] : [],
    bufferViews: (json.bufferViews ?? []).map((view) => ({
      ...view,
      buffer: 0,
      byteOffset: (view.byteOffset ?? 0) + (starts[view.buffer] ?? 0),
    })),
  };
  if (!buffers.length) delete packed.buffers;
  const jsonBytes = new TextEncoder().encode(JSON.stringify(packed));
  const jsonLength = pad4(jsonBytes.length);
  const binLength = buffers.length ? pad4(total) : 0;
  const length = 12 + 8 + jsonLength + (binLength ? 8 + binLength : 0);
  const out = new ArrayBuffer(length);
  const view = new DataView(out);
  const bytes = new Uint8Array(out);
  view.setUint32(0, 0x46546c67, true); // "glTF"
  view.setUint32(4, 2, true);
  view.setUint32(8, length, true);
  view.setUint32(12, jsonLength, true);
  view.setUint32(16, 0x4e4f534a, true); // "JSON"
  bytes.set(jsonBytes, 20);
  bytes.fill(0x20, 20 + jsonBytes.length, 20 + jsonLength); // JSON chunks pad with spaces
  if (binLength) {
    const binStart = 20 + jsonLength;
    view.setUint32(binStart, binLength, true);
    view.setUint32(binStart + 4, 0x004e4942, true); // "BIN\0"
    parts.forEach((part, index) => bytes.set(part, binStart + 8 + starts[index]!));
  }
  return out;
}

const GLB_MAGIC = 0x46546c67;

/** The bytes to hand the loader: GLB as it is, glTF JSON packed into a GLB. */
export function toLoadableModel(data: ArrayBuffer): ArrayBuffer {
  if (data.byteLength >= 12 && new DataView(data).getUint32(0, true) === GLB_MAGIC) return data;
  const text = new TextDecoder().decode(data).trim();
  if (!text.startsWith('{')) throw new ModelFileError('This file is not a GLB or glTF model.');
  return packGltfAsGlb(text);
}

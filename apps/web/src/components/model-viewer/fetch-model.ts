import { fetchStoredFile } from '@/lib/http/fetch-stored-file';
import { ModelFileError, toLoadableModel } from './model-format';

export interface FetchProgress {
  loaded: number;
  total: number | null;
}

/**
 * Downloads a model with progress (streamed, so the bar moves on large files) and returns bytes
 * the GLTF loader can parse. HTTP and network failures become messages a visitor can act on.
 */
export async function fetchModel(
  url: string,
  onProgress: (progress: FetchProgress) => void,
  signal?: AbortSignal,
): Promise<ArrayBuffer> {
  const response = await fetchStoredFile(url, {
    signal,
    name: '3D model',
    missing: 'This 3D model file no longer exists.',
    toError: (message) => new ModelFileError(message),
  });
  const declared = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(declared) && declared > 0 ? declared : null;
  onProgress({ loaded: 0, total });
  let data: ArrayBuffer;
  if (response.body) {
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let loaded = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      loaded += value.length;
      onProgress({ loaded, total });
    }
    const bytes = new Uint8Array(loaded);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.length;
    }
    data = bytes.buffer;
  } else {
    data = await response.arrayBuffer();
    onProgress({ loaded: data.byteLength, total: data.byteLength });
  }
  if (data.byteLength === 0) throw new ModelFileError('The 3D model file is empty.');
  return toLoadableModel(data);
}

/** Whether this browser can draw WebGL at all (checked once, on a throwaway canvas). */
export function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return !!(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

import { describe, expect, it } from 'vitest';
import {
  detectModelFormat,
  ModelFileError,
  packGltfAsGlb,
  progressPercent,
  progressText,
  toLoadableModel,
  twinFileUrl,
} from './model-format';

const base64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));

/** Reads a GLB back: its JSON chunk and its binary chunk. */
function readGlb(buffer: ArrayBuffer) {
  const view = new DataView(buffer);
  expect(view.getUint32(0, true)).toBe(0x46546c67);
  expect(view.getUint32(4, true)).toBe(2);
  expect(view.getUint32(8, true)).toBe(buffer.byteLength);
  const jsonLength = view.getUint32(12, true);
  expect(jsonLength % 4).toBe(0);
  expect(view.getUint32(16, true)).toBe(0x4e4f534a);
  const json = JSON.parse(new TextDecoder().decode(new Uint8Array(buffer, 20, jsonLength)));
  const binStart = 20 + jsonLength;
  const binLength = binStart < buffer.byteLength ? view.getUint32(binStart, true) : 0;
  const bin = binLength ? new Uint8Array(buffer, binStart + 8, binLength) : new Uint8Array();
  return { json, bin };
}

describe('detectModelFormat', () => {
  it('takes the declared format first, in any case or with a dot', () => {
    expect(detectModelFormat({ format: 'GLB' })).toBe('glb');
    expect(detectModelFormat({ format: '.gltf', url: '/x.glb' })).toBe('gltf');
  });

  it('falls back to the extension of the key, then of the address (ignoring a query)', () => {
    expect(detectModelFormat({ format: 'model', s3Key: 'properties/p/models/1_a_house.glb' })).toBe(
      'glb',
    );
    expect(detectModelFormat({ format: 'model', url: '/demo-media/model-8.gltf?v=2' })).toBe(
      'gltf',
    );
  });

  it('refuses anything that is not GLB or glTF', () => {
    expect(detectModelFormat({ format: 'obj', url: '/files/house.obj' })).toBeNull();
    expect(detectModelFormat({ format: 'pdf', url: '/dir.glb/report' })).toBeNull();
  });
});

describe('twinFileUrl', () => {
  it('uses the address when there is one, else the file route with the key encoded', () => {
    expect(twinFileUrl({ url: '/demo-media/model-1.gltf', s3Key: 'k' })).toBe(
      '/demo-media/model-1.gltf',
    );
    expect(twinFileUrl({ s3Key: 'properties/p 1/models/1_a_h#.glb' })).toBe(
      '/files/properties/p%201/models/1_a_h%23.glb',
    );
    expect(twinFileUrl({})).toBeNull();
  });
});

describe('progress', () => {
  it('reads as a whole percentage when the size is known, capped at 100', () => {
    expect(progressText(0, 200)).toBe('Loading 3D model… 0%');
    expect(progressText(85, 200)).toBe('Loading 3D model… 42%');
    expect(progressText(300, 200)).toBe('Loading 3D model… 100%');
    expect(progressPercent(85, 200)).toBe(42);
  });

  it('shows the bytes so far when the size is unknown, and no percentage', () => {
    expect(progressText(0, null)).toBe('Loading 3D model…');
    expect(progressText(300, null)).toBe('Loading 3D model… 1 KB');
    expect(progressText(5 * 1024 * 1024 + 200_000, null)).toBe('Loading 3D model… 5.2 MB');
    expect(progressPercent(10, null)).toBeNull();
  });
});

describe('packGltfAsGlb', () => {
  it('moves inline buffers into one aligned binary chunk and shifts their views', () => {
    const gltf = {
      asset: { version: '2.0' },
      buffers: [
        { uri: `data:application/octet-stream;base64,${base64([1, 2, 3])}`, byteLength: 3 },
        { uri: `data:application/gltf-buffer;base64,${base64([9, 8, 7, 6])}`, byteLength: 4 },
      ],
      bufferViews: [
        { buffer: 0, byteOffset: 0, byteLength: 3 },
        { buffer: 1, byteOffset: 1, byteLength: 3 },
      ],
    };
    const { json, bin } = readGlb(packGltfAsGlb(JSON.stringify(gltf)));
    expect(json.buffers).toEqual([{ byteLength: 8 }]);
    expect(json.bufferViews).toEqual([
      { buffer: 0, byteOffset: 0, byteLength: 3 },
      { buffer: 0, byteOffset: 5, byteLength: 3 },
    ]);
    expect([...bin]).toEqual([1, 2, 3, 0, 9, 8, 7, 6]);
    expect(json.asset).toEqual({ version: '2.0' });
  });

  it('refuses a glTF with external buffer files, and text that is not glTF', () => {
    const external = { asset: { version: '2.0' }, buffers: [{ uri: 'house.bin', byteLength: 4 }] };
    expect(() => packGltfAsGlb(JSON.stringify(external))).toThrow(/single GLB file/);
    expect(() => packGltfAsGlb('{"not":"gltf"}')).toThrow(ModelFileError);
    expect(() => packGltfAsGlb('{oops')).toThrow('This glTF file is not valid JSON.');
  });
});

describe('toLoadableModel', () => {
  it('passes a GLB through untouched and packs glTF text', () => {
    const glb = packGltfAsGlb(JSON.stringify({ asset: { version: '2.0' } }));
    expect(toLoadableModel(glb)).toBe(glb);
    const text = new TextEncoder().encode(JSON.stringify({ asset: { version: '2.0' } }));
    expect(readGlb(toLoadableModel(text.buffer as ArrayBuffer)).json.asset.version).toBe('2.0');
    const pdf = new TextEncoder().encode('%PDF-1.4');
    expect(() => toLoadableModel(pdf.buffer as ArrayBuffer)).toThrow('not a GLB or glTF model');
  });
});

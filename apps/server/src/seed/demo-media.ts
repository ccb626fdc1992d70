/**
 * Demo pictures and 3D models, generated on request from their names: no files, no network,
 * the same bytes every time. `/demo-media/{kind}-{variant}.svg` draws a listing illustration;
 * `/demo-media/model-{variant}.gltf` is a small house (walls and roof) with the buffer inline.
 */
import { PROPERTY_TYPES } from '@nestwise/shared';
import { seededRandom } from '../lib/seeded-random';

export const DEMO_MEDIA_PREFIX = '/demo-media';

/** One illustration per listing type. */
export const DEMO_IMAGE_KINDS = PROPERTY_TYPES;
export type DemoImageKind = (typeof DEMO_IMAGE_KINDS)[number];

const SKIES = [
  ['#8ec5ff', '#e0f2fe'],
  ['#fbbf77', '#fde68a'],
  ['#a5b4fc', '#e0e7ff'],
  ['#7dd3fc', '#f0f9ff'],
  ['#f9a8d4', '#fce7f3'],
];
const WALLS = [
  '#f8fafc',
  '#fde68a',
  '#fecaca',
  '#bfdbfe',
  '#d9f99d',
  '#e9d5ff',
  '#fed7aa',
  '#cbd5e1',
];
const ROOFS = ['#7f1d1d', '#334155', '#78350f', '#1e3a8a', '#3f6212', '#4c1d95'];
const DOORS = ['#92400e', '#1f2937', '#b91c1c', '#065f46', '#1d4ed8'];

export function demoImageUrl(kind: DemoImageKind, variant: number) {
  return `${DEMO_MEDIA_PREFIX}/${kind}-${variant}.svg`;
}
export function demoModelUrl(variant: number) {
  return `${DEMO_MEDIA_PREFIX}/model-${variant}.gltf`;
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function windowGrid(x: number, y: number, cols: number, rows: number, w: number, h: number) {
  let out = '';
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      out += `<rect x="${x + c * (w * 1.6)}" y="${y + r * (h * 1.5)}" width="${w}" height="${h}" rx="3" fill="#e0f2fe" stroke="#475569" stroke-width="2"/>`;
    }
  }
  return out;
}

/** An 800×500 illustration of a listing of this kind; the variant picks colours and details. */
export function demoImageSvg(kind: DemoImageKind, variant: number): string {
  const random = seededRandom(variant * 7919 + kind.length * 104729);
  const [skyTop, skyBottom] = pick(random, SKIES);
  const wall = pick(random, WALLS);
  const roof = pick(random, ROOFS);
  const door = pick(random, DOORS);
  const sunX = 80 + Math.floor(random() * 640);
  const hill = 360 + Math.floor(random() * 30);
  let building = '';
  switch (kind) {
    case 'house': {
      const w = 300 + Math.floor(random() * 80);
      const x = 400 - w / 2;
      building = `<rect x="${x}" y="250" width="${w}" height="150" fill="${wall}" stroke="#334155" stroke-width="3"/>
<polygon points="${x - 25},255 400,140 ${x + w + 25},255" fill="${roof}"/>
<rect x="385" y="320" width="46" height="80" rx="4" fill="${door}"/>
${windowGrid(x + 30, 280, 1, 1, 64, 48)}${windowGrid(x + w - 94, 280, 1, 1, 64, 48)}
<rect x="${x + w - 70}" y="160" width="26" height="60" fill="${roof}"/>`;
      break;
    }
    case 'townhouse': {
      for (let i = 0; i < 4; i += 1) {
        const x = 150 + i * 125;
        const tint = WALLS[(variant + i) % WALLS.length];
        building += `<rect x="${x}" y="200" width="120" height="200" fill="${tint}" stroke="#334155" stroke-width="3"/>
<polygon points="${x - 5},205 ${x + 60},150 ${x + 125},205" fill="${roof}"/>
<rect x="${x + 45}" y="335" width="32" height="65" fill="${door}"/>${windowGrid(x + 18, 230, 2, 2, 32, 30)}`;
      }
      break;
    }
    case 'multi-family': {
      building = `<rect x="210" y="180" width="380" height="220" fill="${wall}" stroke="#334155" stroke-width="3"/>
<polygon points="190,185 400,110 610,185" fill="${roof}"/>
<rect x="300" y="330" width="40" height="70" fill="${door}"/><rect x="460" y="330" width="40" height="70" fill="${door}"/>
${windowGrid(240, 210, 5, 2, 40, 36)}<line x1="400" y1="180" x2="400" y2="400" stroke="#334155" stroke-width="3"/>`;
      break;
    }
    case 'apartment':
    case 'condo': {
      const floors = kind === 'condo' ? 7 : 5 + Math.floor(random() * 3);
      const top = 400 - floors * 42;
      building = `<rect x="250" y="${top}" width="300" height="${floors * 42}" fill="${wall}" stroke="#334155" stroke-width="3"/>
${windowGrid(272, top + 14, 5, floors - 1, 34, 24)}
<rect x="372" y="352" width="56" height="48" fill="${door}"/>
${kind === 'condo' ? `<rect x="240" y="${top - 14}" width="320" height="14" fill="${roof}"/>` : ''}`;
      break;
    }
    case 'commercial': {
      building = `<rect x="170" y="210" width="460" height="190" fill="${wall}" stroke="#334155" stroke-width="3"/>
<rect x="170" y="190" width="460" height="34" fill="${roof}"/>
<rect x="200" y="290" width="400" height="80" fill="#bae6fd" stroke="#334155" stroke-width="3"/>
<rect x="375" y="300" width="50" height="100" fill="${door}"/>
<polygon points="190,290 610,290 590,262 210,262" fill="${pick(random, ['#dc2626', '#16a34a', '#2563eb', '#ca8a04'])}"/>`;
      break;
    }
    case 'land': {
      for (let i = 0; i < 7; i += 1) {
        const x = 60 + i * 110 + Math.floor(random() * 40);
        const h = 40 + Math.floor(random() * 50);
        building += `<rect x="${x - 4}" y="${hill - h + 30}" width="8" height="${h}" fill="#78350f"/>
<circle cx="${x}" cy="${hill - h + 20}" r="${22 + Math.floor(random() * 14)}" fill="#15803d"/>`;
      }
      building += `<path d="M 120 ${hill + 60} L 680 ${hill + 60}" stroke="#a16207" stroke-width="4" stroke-dasharray="14 10"/>`;
      break;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" role="img" aria-label="${kind} illustration">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
<rect width="800" height="500" fill="url(#sky)"/>
<circle cx="${sunX}" cy="90" r="38" fill="#fde047" opacity="0.9"/>
<path d="M0 ${hill} Q 200 ${hill - 40} 400 ${hill} T 800 ${hill} V 500 H 0 Z" fill="#4ade80"/>
<rect y="400" width="800" height="100" fill="#22c55e"/>
${building}
</svg>`;
}

/** A house (box walls, prism roof) as glTF 2.0 with flat normals and the buffer inline. */
export function demoModelGltf(variant: number): string {
  const random = seededRandom(variant * 15485863 + 11);
  const w = 8 + Math.floor(random() * 5);
  const d = 6 + Math.floor(random() * 4);
  const h = 3 + Math.floor(random() * 2);
  const ridge = h + 2 + random() * 1.5;
  const hx = w / 2;
  const hz = d / 2;
  type V = [number, number, number];
  const quad = (a: V, b: V, c: V, e: V): V[] => [a, b, c, a, c, e];
  const walls: V[] = [
    ...quad([-hx, 0, hz], [hx, 0, hz], [hx, h, hz], [-hx, h, hz]),
    ...quad([hx, 0, -hz], [-hx, 0, -hz], [-hx, h, -hz], [hx, h, -hz]),
    ...quad([hx, 0, hz], [hx, 0, -hz], [hx, h, -hz], [hx, h, hz]),
    ...quad([-hx, 0, -hz], [-hx, 0, hz], [-hx, h, hz], [-hx, h, -hz]),
    // gables
    [-hx, h, hz],
    [hx, h, hz],
    [0, ridge, hz],
    [hx, h, -hz],
    [-hx, h, -hz],
    [0, ridge, -hz],
  ];
  const roof: V[] = [
    ...quad(
      [-hx - 0.3, h - 0.2, hz + 0.3],
      [0, ridge, hz + 0.3],
      [0, ridge, -hz - 0.3],
      [-hx - 0.3, h - 0.2, -hz - 0.3],
    ),
    ...quad(
      [0, ridge, hz + 0.3],
      [hx + 0.3, h - 0.2, hz + 0.3],
      [hx + 0.3, h - 0.2, -hz - 0.3],
      [0, ridge, -hz - 0.3],
    ),
  ];
  const normals = (tris: V[]) => {
    const out: V[] = [];
    for (let i = 0; i < tris.length; i += 3) {
      const [a, b, c] = [tris[i]!, tris[i + 1]!, tris[i + 2]!];
      const u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
      const v = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
      const n: V = [
        u[1]! * v[2]! - u[2]! * v[1]!,
        u[2]! * v[0]! - u[0]! * v[2]!,
        u[0]! * v[1]! - u[1]! * v[0]!,
      ];
      const len = Math.hypot(...n) || 1;
      const unit: V = [n[0] / len, n[1] / len, n[2] / len];
      out.push(unit, unit, unit);
    }
    return out;
  };
  const parts = [walls, normals(walls), roof, normals(roof)];
  const floats = parts.flatMap((part) => part.flat());
  const buffer = Buffer.from(new Float32Array(floats).buffer);
  let offset = 0;
  const bufferViews = parts.map((part) => {
    const view = { buffer: 0, byteOffset: offset, byteLength: part.length * 12, target: 34962 };
    offset += part.length * 12;
    return view;
  });
  const bounds = (part: V[]) => ({
    min: [0, 1, 2].map((i) => Math.min(...part.map((p) => p[i]!))),
    max: [0, 1, 2].map((i) => Math.max(...part.map((p) => p[i]!))),
  });
  const accessors = parts.map((part, index) => ({
    bufferView: index,
    componentType: 5126,
    count: part.length,
    type: 'VEC3',
    ...(index % 2 === 0 ? bounds(part) : {}),
  }));
  const hex = (color: string) =>
    [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16) / 255).concat(1);
  return JSON.stringify({
    asset: { version: '2.0', generator: 'Nestwise demo catalogue' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0, name: 'House' }],
    meshes: [
      {
        name: 'House',
        primitives: [
          { attributes: { POSITION: 0, NORMAL: 1 }, material: 0 },
          { attributes: { POSITION: 2, NORMAL: 3 }, material: 1 },
        ],
      },
    ],
    materials: [
      {
        name: 'Walls',
        pbrMetallicRoughness: {
          baseColorFactor: hex(pick(random, WALLS)),
          metallicFactor: 0,
          roughnessFactor: 0.9,
        },
        doubleSided: true,
      },
      {
        name: 'Roof',
        pbrMetallicRoughness: {
          baseColorFactor: hex(pick(random, ROOFS)),
          metallicFactor: 0,
          roughnessFactor: 0.7,
        },
        doubleSided: true,
      },
    ],
    accessors,
    bufferViews,
    buffers: [
      {
        byteLength: buffer.length,
        uri: `data:application/octet-stream;base64,${buffer.toString('base64')}`,
      },
    ],
  });
}

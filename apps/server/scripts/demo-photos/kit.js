/* global document */
// What every scene is built from: a seeded random generator, surfaces painted on canvases
// (siding, brick, shingles, grass, wood, tile, concrete) and the boxes, roofs and windows.
import * as THREE from 'three';
import { mergeVertices } from 'three/addons/utils/BufferGeometryUtils.js';

/** mulberry32: small, fast, and the same sequence for the same seed. */
export function rng(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (low, high) => low + next() * (high - low);
  next.int = (low, high) => Math.floor(next.range(low, high + 1));
  next.pick = (items) => items[Math.floor(next() * items.length)];
  next.chance = (p) => next() < p;
  return next;
}

function canvas(width, height) {
  const element = document.createElement('canvas');
  element.width = width;
  element.height = height;
  return [element, element.getContext('2d', { willReadFrequently: true })];
}

function shade(hex, amount) {
  // HSL of the sRGB value (three.js would otherwise read it in its linear working space).
  const color = new THREE.Color(hex);
  const hsl = {};
  color.getHSL(hsl, THREE.SRGBColorSpace);
  color.setHSL(hsl.h, hsl.s, Math.min(1, Math.max(0, hsl.l + amount)), THREE.SRGBColorSpace);
  return `#${color.getHexString()}`;
}

function texture(element, { color = true } = {}) {
  const map = new THREE.CanvasTexture(element);
  map.wrapS = map.wrapT = THREE.RepeatWrapping;
  map.anisotropy = 8;
  if (color) map.colorSpace = THREE.SRGBColorSpace;
  return map;
}

function speckle(ctx, width, height, random, count, colors, size = 1.5) {
  for (let i = 0; i < count; i += 1) {
    ctx.fillStyle = random.pick(colors);
    ctx.globalAlpha = random.range(0.15, 0.6);
    ctx.fillRect(
      random() * width,
      random() * height,
      random.range(0.5, size),
      random.range(0.5, size),
    );
  }
  ctx.globalAlpha = 1;
}

/** One painted surface: `tile` metres of the world show one copy of the canvas. */
function surface(paint, { roughness = 0.85, metalness = 0, bump = 0.6, tile = 1, color } = {}) {
  const [element, ctx] = canvas(512, 512);
  paint(ctx, 512, 512);
  const map = texture(element);
  const material = new THREE.MeshStandardMaterial({
    map,
    roughness,
    metalness,
    bumpMap: bump ? map : null,
    bumpScale: bump,
    color: color ?? 0xffffff,
  });
  material.userData.tile = tile;
  return material;
}

export const surfaces = {
  siding(hex, random) {
    return surface(
      (ctx, w, h) => {
        const boards = 12;
        for (let b = 0; b < boards; b += 1) {
          const y = (b * h) / boards;
          const gradient = ctx.createLinearGradient(0, y, 0, y + h / boards);
          gradient.addColorStop(0, shade(hex, 0.04));
          gradient.addColorStop(0.85, hex);
          gradient.addColorStop(1, shade(hex, -0.22));
          ctx.fillStyle = gradient;
          ctx.fillRect(0, y, w, h / boards);
        }
        speckle(ctx, w, h, random, 3000, [shade(hex, -0.08), shade(hex, 0.06)]);
      },
      { tile: 2.4, roughness: 0.7, bump: 1.2 },
    );
  },
  shingleSiding(hex, random) {
    return surface(
      (ctx, w, h) => {
        const rows = 14;
        for (let r = 0; r < rows; r += 1) {
          let x = r % 2 ? -20 : 0;
          while (x < w) {
            const width = random.range(22, 44);
            ctx.fillStyle = shade(hex, random.range(-0.05, 0.04));
            ctx.fillRect(x, (r * h) / rows, width - 2, h / rows);
            ctx.fillStyle = shade(hex, -0.25);
            ctx.fillRect(x + width - 2, (r * h) / rows, 2, h / rows);
            x += width;
          }
          ctx.fillStyle = shade(hex, -0.3);
          ctx.fillRect(0, ((r + 1) * h) / rows - 3, w, 3);
        }
      },
      { tile: 2.2, roughness: 0.85, bump: 1.5 },
    );
  },
  brick(hex, random) {
    return surface(
      (ctx, w, h) => {
        ctx.fillStyle = '#bdb5a8';
        ctx.fillRect(0, 0, w, h);
        const rows = 24;
        const bw = w / 8;
        for (let r = 0; r < rows; r += 1) {
          const offset = r % 2 ? bw / 2 : 0;
          for (let c = -1; c < 9; c += 1) {
            ctx.fillStyle = shade(hex, random.range(-0.09, 0.07));
            ctx.fillRect(c * bw + offset + 2, (r * h) / rows + 2, bw - 4, h / rows - 4);
          }
        }
        speckle(ctx, w, h, random, 6000, ['#000000', '#ffffff', shade(hex, -0.2)], 2.5);
      },
      { tile: 1.6, roughness: 0.9, bump: 2 },
    );
  },
  stucco(hex, random) {
    return surface(
      (ctx, w, h) => {
        ctx.fillStyle = hex;
        ctx.fillRect(0, 0, w, h);
        speckle(ctx, w, h, random, 14000, [shade(hex, -0.06), shade(hex, 0.05)], 3);
      },
      { tile: 2, roughness: 0.92, bump: 0.8 },
    );
  },
  shingles(hex, random) {
    return surface(
      (ctx, w, h) => {
        ctx.fillStyle = shade(hex, -0.1);
        ctx.fillRect(0, 0, w, h);
        const rows = 16;
        for (let r = 0; r < rows; r += 1) {
          const y = (r * h) / rows;
          let x = r % 2 ? -16 : 0;
          while (x < w) {
            const width = random.range(26, 40);
            ctx.fillStyle = shade(hex, random.range(-0.06, 0.06));
            ctx.fillRect(x + 1, y, width - 2, h / rows - 3);
            x += width;
          }
        }
        speckle(ctx, w, h, random, 16000, ['#000000', '#777777', shade(hex, 0.15)], 2);
      },
      { tile: 3, roughness: 0.95, bump: 2.5 },
    );
  },
  metalRoof(hex) {
    return surface(
      (ctx, w, h) => {
        for (let x = 0; x < w; x += 32) {
          const gradient = ctx.createLinearGradient(x, 0, x + 32, 0);
          gradient.addColorStop(0, shade(hex, -0.08));
          gradient.addColorStop(0.1, shade(hex, 0.1));
          gradient.addColorStop(0.2, hex);
          gradient.addColorStop(1, hex);
          ctx.fillStyle = gradient;
          ctx.fillRect(x, 0, 32, h);
        }
      },
      { tile: 3, roughness: 0.4, metalness: 0.5, bump: 1 },
    );
  },
  grass(random, hue = 0) {
    const [element, ctx] = canvas(1024, 1024);
    ctx.fillStyle = `hsl(${95 + hue}, 34%, 28%)`;
    ctx.fillRect(0, 0, 1024, 1024);
    // Patches a metre or two across: a lawn is never one flat green.
    for (let i = 0; i < 60; i += 1) {
      const x = random() * 1024;
      const y = random() * 1024;
      const r = random.range(60, 220);
      const gradient = ctx.createRadialGradient(x, y, 0, x, y, r);
      gradient.addColorStop(
        0,
        `hsla(${random.range(75, 105) + hue}, ${random.range(25, 45)}%, ${random.range(22, 36)}%, 0.5)`,
      );
      gradient.addColorStop(1, 'hsla(90, 30%, 30%, 0)');
      ctx.fillStyle = gradient;
      ctx.fillRect(x - r, y - r, 2 * r, 2 * r);
    }
    for (let i = 0; i < 60000; i += 1) {
      ctx.fillStyle = `hsl(${random.range(78, 112) + hue}, ${random.range(28, 55)}%, ${random.range(16, 44)}%)`;
      ctx.globalAlpha = random.range(0.3, 0.8);
      ctx.fillRect(random() * 1024, random() * 1024, 1.2, random.range(2, 6));
    }
    ctx.globalAlpha = 1;
    const map = texture(element);
    const material = new THREE.MeshStandardMaterial({
      map,
      roughness: 0.95,
      bumpMap: map,
      bumpScale: 1.5,
    });
    material.userData.tile = 7;
    return material;
  },
  dryGrass(random) {
    return surface(
      (ctx, w, h) => {
        ctx.fillStyle = '#8a7f52';
        ctx.fillRect(0, 0, w, h);
        for (let i = 0; i < 24000; i += 1) {
          ctx.strokeStyle = `hsl(${random.range(40, 85)}, ${random.range(20, 45)}%, ${random.range(25, 55)}%)`;
          ctx.globalAlpha = random.range(0.4, 0.9);
          const x = random() * w;
          const y = random() * h;
          ctx.beginPath();
          ctx.moveTo(x, y);
          ctx.lineTo(x + random.range(-4, 4), y - random.range(4, 12));
          ctx.stroke();
        }
        ctx.globalAlpha = 1;
      },
      { tile: 2, roughness: 1, bump: 1.5 },
    );
  },
  concrete(random, hex = '#b9b6ae', tile = 3) {
    return surface(
      (ctx, w, h) => {
        ctx.fillStyle = hex;
        ctx.fillRect(0, 0, w, h);
        speckle(ctx, w, h, random, 20000, [shade(hex, -0.12), shade(hex, 0.06), '#8b877f'], 2.5);
        ctx.strokeStyle = shade(hex, -0.25);
        ctx.lineWidth = 2;
        ctx.strokeRect(0, 0, w, h);
      },
      { tile, roughness: 0.9, bump: 0.8 },
    );
  },
  asphalt(random) {
    return surface(
      (ctx, w, h) => {
        ctx.fillStyle = '#3d3e40';
        ctx.fillRect(0, 0, w, h);
        speckle(ctx, w, h, random, 40000, ['#2a2a2b', '#5b5b5c', '#777'], 2);
      },
      { tile: 2, roughness: 0.95, bump: 0.8 },
    );
  },
  wood(hex, random, { planks = 6, tile = 1.2, roughness = 0.55 } = {}) {
    return surface(
      (ctx, w, h) => {
        const pw = w / planks;
        for (let p = 0; p < planks; p += 1) {
          const tone = shade(hex, random.range(-0.07, 0.06));
          ctx.fillStyle = tone;
          ctx.fillRect(p * pw, 0, pw, h);
          for (let g = 0; g < 30; g += 1) {
            ctx.strokeStyle = shade(tone, random.range(-0.12, 0.05));
            ctx.globalAlpha = random.range(0.2, 0.6);
            ctx.beginPath();
            const x = p * pw + random() * pw;
            ctx.moveTo(x, 0);
            ctx.bezierCurveTo(
              x + random.range(-6, 6),
              h / 3,
              x + random.range(-6, 6),
              (2 * h) / 3,
              x,
              h,
            );
            ctx.stroke();
          }
          ctx.globalAlpha = 1;
          ctx.fillStyle = shade(hex, -0.3);
          ctx.fillRect(p * pw, 0, 1.5, h);
          const joint = random() * h;
          ctx.fillRect(p * pw, joint, pw, 1.5);
        }
      },
      { tile, roughness, bump: 0.6 },
    );
  },
  tile(hex, random, { grout = '#d8d4cc', count = 8, tile = 1.2, roughness = 0.25 } = {}) {
    return surface(
      (ctx, w, h) => {
        ctx.fillStyle = grout;
        ctx.fillRect(0, 0, w, h);
        const size = w / count;
        for (let x = 0; x < count; x += 1) {
          for (let y = 0; y < count; y += 1) {
            ctx.fillStyle = shade(hex, random.range(-0.03, 0.03));
            ctx.fillRect(x * size + 2, y * size + 2, size - 4, size - 4);
          }
        }
      },
      { tile, roughness, bump: 0.5 },
    );
  },
  subway(hex, random) {
    return surface(
      (ctx, w, h) => {
        ctx.fillStyle = '#cfcac2';
        ctx.fillRect(0, 0, w, h);
        const rows = 16;
        const bw = w / 4;
        for (let r = 0; r < rows; r += 1) {
          const offset = r % 2 ? bw / 2 : 0;
          for (let c = -1; c < 5; c += 1) {
            ctx.fillStyle = shade(hex, random.range(-0.03, 0.02));
            ctx.fillRect(c * bw + offset + 2, (r * h) / rows + 2, bw - 4, h / rows - 4);
          }
        }
      },
      { tile: 0.8, roughness: 0.15, bump: 0.4 },
    );
  },
  marble(hex, random) {
    return surface(
      (ctx, w, h) => {
        ctx.fillStyle = hex;
        ctx.fillRect(0, 0, w, h);
        for (let v = 0; v < 14; v += 1) {
          ctx.strokeStyle = shade(hex, -random.range(0.15, 0.35));
          ctx.globalAlpha = random.range(0.15, 0.45);
          ctx.lineWidth = random.range(0.5, 2.5);
          ctx.beginPath();
          let x = random() * w;
          let y = 0;
          ctx.moveTo(x, y);
          while (y < h) {
            x += random.range(-30, 30);
            y += random.range(10, 40);
            ctx.lineTo(x, y);
          }
          ctx.stroke();
        }
        ctx.globalAlpha = 1;
      },
      { tile: 1.5, roughness: 0.12, bump: 0 },
    );
  },
  fabric(hex, random) {
    return surface(
      (ctx, w, h) => {
        ctx.fillStyle = hex;
        ctx.fillRect(0, 0, w, h);
        for (let y = 0; y < h; y += 3) {
          ctx.fillStyle = shade(hex, random.range(-0.04, 0.03));
          ctx.fillRect(0, y, w, 1);
        }
        speckle(ctx, w, h, random, 9000, [shade(hex, -0.08), shade(hex, 0.06)], 2);
      },
      { tile: 0.6, roughness: 0.95, bump: 0.5 },
    );
  },
  rug(hex, accent, random) {
    return surface(
      (ctx, w, h) => {
        ctx.fillStyle = hex;
        ctx.fillRect(0, 0, w, h);
        ctx.strokeStyle = accent;
        ctx.lineWidth = 10;
        ctx.strokeRect(24, 24, w - 48, h - 48);
        ctx.lineWidth = 3;
        ctx.strokeRect(48, 48, w - 96, h - 96);
        speckle(ctx, w, h, random, 20000, [shade(hex, -0.1), shade(hex, 0.08)], 2);
      },
      { tile: 100, roughness: 1, bump: 0.6 },
    );
  },
  paint(hex, roughness = 0.9) {
    return new THREE.MeshStandardMaterial({ color: hex, roughness });
  },
};

/** UVs from world size: a face's texture keeps its scale on any box (metres / material tile). */
export function worldUv(geometry, tile = 1) {
  const position = geometry.attributes.position;
  const normal = geometry.attributes.normal;
  const uv = new Float32Array(position.count * 2);
  for (let i = 0; i < position.count; i += 1) {
    const nx = Math.abs(normal.getX(i));
    const ny = Math.abs(normal.getY(i));
    const nz = Math.abs(normal.getZ(i));
    const [u, v] =
      ny >= nx && ny >= nz
        ? [position.getX(i), position.getZ(i)]
        : nx >= nz
          ? [position.getZ(i), position.getY(i)]
          : [position.getX(i), position.getY(i)];
    uv[i * 2] = u / tile;
    uv[i * 2 + 1] = v / tile;
  }
  geometry.setAttribute('uv', new THREE.BufferAttribute(uv, 2));
  return geometry;
}

export function mesh(geometry, material, { cast = true, receive = true } = {}) {
  if (material.userData?.tile) worldUv(geometry, material.userData.tile);
  const object = new THREE.Mesh(geometry, material);
  object.castShadow = cast;
  object.receiveShadow = receive;
  return object;
}

/** A box whose bottom sits at y (x, z its centre). */
export function box(parent, [w, h, d], material, [x, y, z], options) {
  const geometry = new THREE.BoxGeometry(w, h, d);
  geometry.translate(x, y + h / 2, z);
  const object = mesh(geometry, material, options);
  parent.add(object);
  return object;
}

/**
 * A pitched roof over a w × d footprint: gable when inset is 0, hipped when it is d / 2.
 * The ridge runs along x; eaves hang `overhang` beyond the walls.
 */
export function roof(
  parent,
  { w, d, rise, inset = 0, overhang = 0.4, material, trim, at = [0, 0, 0] },
) {
  const ex = w / 2 + overhang;
  const ez = d / 2 + overhang;
  const drop = (overhang * rise) / (d / 2);
  const rx = Math.max(0, w / 2 - inset);
  const vertices = [];
  const quad = (a, b, c, e) => vertices.push(...a, ...b, ...c, ...a, ...c, ...e);
  const tri = (a, b, c) => vertices.push(...a, ...b, ...c);
  const y0 = -drop;
  quad([-ex, y0, ez], [ex, y0, ez], [rx, rise, 0], [-rx, rise, 0]);
  quad([ex, y0, -ez], [-ex, y0, -ez], [-rx, rise, 0], [rx, rise, 0]);
  if (inset > 0) {
    tri([ex, y0, ez], [ex, y0, -ez], [rx, rise, 0]);
    tri([-ex, y0, -ez], [-ex, y0, ez], [-rx, rise, 0]);
  }
  const geometry = new THREE.BufferGeometry();
  geometry.setAttribute('position', new THREE.Float32BufferAttribute(vertices, 3));
  geometry.computeVertexNormals();
  const tile = material.userData.tile ?? 3;
  const uv = [];
  for (let i = 0; i < vertices.length; i += 9) {
    // The first four triangles are the long slopes (rows run along x); the rest are hip ends.
    const hipEnd = i / 9 >= 4;
    for (let k = 0; k < 3; k += 1) {
      const [x, y, z] = vertices.slice(i + k * 3, i + k * 3 + 3);
      const fromEave = hipEnd
        ? Math.hypot(ex - Math.abs(x), y - y0)
        : Math.hypot(ez - Math.abs(z), y - y0);
      uv.push((hipEnd ? z : x) / tile, fromEave / tile);
    }
  }
  geometry.setAttribute('uv', new THREE.Float32BufferAttribute(uv, 2));
  geometry.translate(...at);
  const roofMesh = new THREE.Mesh(geometry, material);
  material.side = THREE.DoubleSide;
  roofMesh.castShadow = roofMesh.receiveShadow = true;
  parent.add(roofMesh);
  if (trim) {
    // Fascia along both eaves.
    for (const side of [-1, 1]) {
      box(parent, [2 * ex, 0.18, 0.05], trim, [at[0], at[1] + y0 - 0.16, at[2] + side * ez]);
    }
  }
  if (inset === 0) {
    // The gable ends: wall triangles under the roof.
    const shape = new THREE.Shape();
    shape.moveTo(-d / 2, 0);
    shape.lineTo(d / 2, 0);
    shape.lineTo(0, rise - 0.02);
    shape.closePath();
    return { ex, ez, gable: shape, drop };
  }
  return { ex, ez, drop };
}

/** Fills the triangle of a gable end with wall material (shape in the yz plane at x). */
export function gableEnds(parent, shape, material, { w, at = [0, 0, 0] }) {
  for (const side of [-1, 1]) {
    const geometry = new THREE.ShapeGeometry(shape);
    geometry.rotateY(Math.PI / 2);
    const object = mesh(geometry, material);
    material.side = THREE.DoubleSide;
    object.position.set(at[0] + (side * w) / 2, at[1], at[2]);
    parent.add(object);
  }
}

export const glassMaterial = () =>
  new THREE.MeshPhysicalMaterial({
    color: 0x1d2730,
    roughness: 0.04,
    metalness: 0.2,
    envMapIntensity: 1.6,
    clearcoat: 1,
  });

/**
 * A window on a wall facing +z (rotate the group for other walls): glass, a trim frame, a sill,
 * muntins in a grid, and optional shutters.
 */
export function windowUnit({ w, h, trim, glass, grid = [2, 2], shutters, depth = 0.06 }) {
  const group = new THREE.Group();
  box(group, [w, h, 0.04], glass, [0, 0, 0], { cast: false });
  const t = 0.09;
  box(group, [w + 2 * t, t, depth], trim, [0, h, depth / 2]);
  box(group, [w + 2 * t + 0.1, 0.06, depth + 0.08], trim, [0, -0.06, depth / 2 + 0.04]);
  box(group, [t, h, depth], trim, [-w / 2 - t / 2, 0, depth / 2]);
  box(group, [t, h, depth], trim, [w / 2 + t / 2, 0, depth / 2]);
  const [cols, rows] = grid;
  for (let c = 1; c < cols; c += 1) {
    box(group, [0.035, h, 0.03], trim, [-w / 2 + (c * w) / cols, 0, 0.03], { cast: false });
  }
  for (let r = 1; r < rows; r += 1) {
    box(group, [w, 0.035, 0.03], trim, [0, (r * h) / rows, 0.03], { cast: false });
  }
  if (shutters) {
    for (const side of [-1, 1]) {
      const shutter = box(group, [w * 0.45, h + 0.1, 0.04], shutters, [
        side * (w / 2 + t + w * 0.25),
        -0.05,
        0.04,
      ]);
      shutter.receiveShadow = true;
    }
  }
  return group;
}

/** Places a window group on a face: `face` is 'front' (+z), 'back', 'left' (-x) or 'right'. */
export function place(parent, group, face, [x, y, z]) {
  group.position.set(x, y, z);
  group.rotation.y = { front: 0, back: Math.PI, left: -Math.PI / 2, right: Math.PI / 2 }[face];
  parent.add(group);
  return group;
}

/** A panelled door with trim, facing +z, bottom at 0. */
export function door({ w = 0.95, h = 2.1, color, trim, glassPanel = false, glass }) {
  const group = new THREE.Group();
  const paint = new THREE.MeshStandardMaterial({ color, roughness: 0.45 });
  box(group, [w, h, 0.05], paint, [0, 0, 0]);
  for (const [px, py] of [
    [-0.2, 0.2],
    [0.2, 0.2],
    [-0.2, 1.15],
    [0.2, 1.15],
  ]) {
    if (glassPanel && py > 1) continue;
    box(group, [w * 0.34, 0.7, 0.03], paint, [px * (w / 0.95), py, 0.04]);
  }
  if (glassPanel) box(group, [w * 0.7, 0.65, 0.03], glass, [0, 1.25, 0.04]);
  const brass = new THREE.MeshStandardMaterial({ color: 0xc9a45c, metalness: 1, roughness: 0.3 });
  box(group, [0.05, 0.05, 0.08], brass, [w / 2 - 0.12, 1.0, 0.06]);
  const t = 0.12;
  box(group, [w + 2 * t, t, 0.08], trim, [0, h, 0.02]);
  box(group, [t, h, 0.08], trim, [-w / 2 - t / 2, 0, 0.02]);
  box(group, [t, h, 0.08], trim, [w / 2 + t / 2, 0, 0.02]);
  return group;
}

/** Bumps a sphere's surface so a tree crown or a shrub reads as foliage, not a ball. */
function lumpy(source, random, amount) {
  // Welded first, so the bumps stay closed and the normals come out smooth.
  source.deleteAttribute('normal');
  source.deleteAttribute('uv');
  const geometry = mergeVertices(source);
  const position = geometry.attributes.position;
  const vector = new THREE.Vector3();
  const phase = [random() * 10, random() * 10, random() * 10];
  for (let i = 0; i < position.count; i += 1) {
    vector.fromBufferAttribute(position, i);
    const n =
      Math.sin(vector.x * 3.1 + phase[0]) *
        Math.sin(vector.y * 2.7 + phase[1]) *
        Math.sin(vector.z * 3.3 + phase[2]) +
      0.5 * Math.sin(vector.x * 7.3 + phase[1]) * Math.sin(vector.z * 6.1 + phase[2]);
    vector.multiplyScalar(1 + amount * n + random.range(-amount, amount) * 1.2);
    position.setXYZ(i, vector.x, vector.y, vector.z);
  }
  geometry.computeVertexNormals();
  return geometry;
}

/** Leaves: each clump its own shade of the tree's green, so sunlit and shaded clumps show. */
export function foliage(hue, random) {
  const colour = new THREE.Color().setHSL(
    (hue + random.range(-8, 8)) / 360,
    random.range(0.35, 0.55),
    random.range(0.13, 0.24),
    THREE.SRGBColorSpace,
  );
  return new THREE.MeshStandardMaterial({ color: colour, roughness: 0.95, envMapIntensity: 0.7 });
}
export function resetFoliage() {}

function leafColours(geometry) {
  return geometry;
}

const barkMaterial = new THREE.MeshStandardMaterial({ color: 0x4a3a2c, roughness: 1 });

/** A broadleaf tree: a tapered trunk and a crown of several bumpy lobes. */
export function tree(
  parent,
  random,
  [x, z],
  { height = random.range(5, 9), hue = random.range(85, 115), detail = 3 } = {},
) {
  const group = new THREE.Group();
  const trunkHeight = height * 0.45;
  const trunk = new THREE.CylinderGeometry(height * 0.018, height * 0.03, trunkHeight, 8);
  trunk.translate(0, trunkHeight / 2, 0);
  group.add(mesh(trunk, barkMaterial));
  const materials = [foliage(hue, random), foliage(hue, random), foliage(hue, random)];
  const crown = height * 0.32;
  const lobes = random.int(9, 14);
  for (let i = 0; i < lobes; i += 1) {
    const r = crown * random.range(0.35, 0.6);
    const geometry = leafColours(
      lumpy(new THREE.IcosahedronGeometry(r, detail), random, 0.1),
      hue,
      random,
    );
    const angle = random() * Math.PI * 2;
    const spread = crown * random.range(0.25, 0.75);
    geometry.translate(
      Math.cos(angle) * spread,
      trunkHeight + crown * random.range(0.3, 1.3),
      Math.sin(angle) * spread,
    );
    group.add(mesh(geometry, materials[i % 3]));
  }
  group.position.set(x, 0, z);
  parent.add(group);
  return group;
}

/** A conifer: stacked bumpy cones. */
export function conifer(parent, random, [x, z], height = random.range(6, 12)) {
  const group = new THREE.Group();
  const material = foliage(135, random);
  const trunk = new THREE.CylinderGeometry(0.12, 0.18, height * 0.3, 6, 1);
  trunk.translate(0, height * 0.15, 0);
  group.add(mesh(trunk, barkMaterial));
  for (let i = 0; i < 6; i += 1) {
    const r = height * (0.3 - i * 0.045);
    const geometry = leafColours(
      lumpy(new THREE.ConeGeometry(r, height * 0.4, 24, 8), random, 0.12),
      135,
      random,
    );
    geometry.translate(0, height * (0.28 + i * 0.12), 0);
    group.add(mesh(geometry, material));
  }
  group.position.set(x, 0, z);
  parent.add(group);
  return group;
}

/** A shrub at the foundation, optionally flowering. */
export function shrub(parent, random, [x, z], size = random.range(0.5, 1.1)) {
  const hue = random.pick([95, 105, 120, 85]);
  const geometry = leafColours(
    lumpy(new THREE.IcosahedronGeometry(size, 3), random, 0.15),
    hue,
    random,
  );
  geometry.scale(1.2, 0.8, 1);
  geometry.translate(x, size * 0.6, z);
  parent.add(mesh(geometry, foliage(hue, random)));
  if (random.chance(0.3)) {
    const bloom = new THREE.MeshStandardMaterial({
      color: random.pick([0xd94f70, 0xf2f2f2, 0xe8c547, 0xa05fc4]),
      roughness: 0.8,
    });
    for (let i = 0; i < 14; i += 1) {
      const dot = new THREE.SphereGeometry(size * 0.08, 6, 4);
      const a = random() * Math.PI * 2;
      const b = random() * Math.PI * 0.45;
      dot.translate(
        x + Math.cos(a) * Math.sin(b) * size * 1.15,
        size * 0.6 + Math.cos(b) * size * 0.75,
        z + Math.sin(a) * Math.sin(b) * size,
      );
      parent.add(mesh(dot, bloom, { cast: false }));
    }
  }
}

export { shade };

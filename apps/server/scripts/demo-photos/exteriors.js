// Exteriors: a building of the shot's style on its lot (lawn, street, sidewalk, driveway, trees,
// neighbours), under a daylight sky whose sun the seed places; the camera stands on the street.
import * as THREE from 'three';
import { Sky } from 'three/addons/objects/Sky.js';
import {
  box,
  conifer,
  door,
  gableEnds,
  glassMaterial,
  mesh,
  place,
  resetFoliage,
  rng,
  roof,
  shade,
  shrub,
  surfaces,
  tree,
  windowUnit,
} from './kit.js';

const SIDING = [
  '#f3f1ea',
  '#e9e4d8',
  '#c9d3da',
  '#9fb1bd',
  '#dcd3b8',
  '#b9c2a6',
  '#5b6f82',
  '#d8cbb5',
  '#8e9a86',
];
const TRIM = ['#f7f6f2', '#f1ede4', '#ffffff'];
const SHUTTERS = ['#1f2a33', '#26363f', '#2f3d2c', '#5a2124', '#1c1c1c'];
const DOORS = ['#6b1f1f', '#1f2f45', '#23372a', '#2b2b2b', '#7a4a21', '#a13d2d'];
const ROOFING = ['#3b3b3d', '#4a4540', '#2e3236', '#5a4b3e', '#444b52'];
const BRICK = ['#8e4a3a', '#9b5a44', '#7d4034', '#a86c55', '#6e4a3f'];

function wallSurface(random, { brick = 0.25 } = {}) {
  if (random.chance(brick)) return surfaces.brick(random.pick(BRICK), random);
  return surfaces.siding(random.pick(SIDING), random);
}

/** A row of windows across a face. */
function windowRow(parent, { face, count, span, y, at, w, h, trim, glass, grid, shutters }) {
  for (let i = 0; i < count; i += 1) {
    const offset = count === 1 ? 0 : -span / 2 + (i * span) / (count - 1);
    const position =
      face === 'front' || face === 'back' ? [at[0] + offset, y, at[2]] : [at[0], y, at[2] + offset];
    place(parent, windowUnit({ w, h, trim, glass, grid, shutters }), face, position);
  }
}

function chimney(parent, random, [x, z], top) {
  const brick = surfaces.brick(random.pick(BRICK), random);
  box(parent, [0.9, top, 0.7], brick, [x, 0, z]);
  box(parent, [1.05, 0.15, 0.85], surfaces.paint('#6b6b6b'), [x, top, z]);
}

function garageDoor(parent, { w, h, color, at }) {
  const paint = new THREE.MeshStandardMaterial({ color, roughness: 0.5 });
  const group = new THREE.Group();
  box(group, [w, h, 0.05], paint, [0, 0, 0]);
  for (let r = 1; r < 4; r += 1)
    box(group, [w, 0.03, 0.03], surfaces.paint(shade(color, -0.15)), [0, (r * h) / 4, 0.04]);
  for (let c = 0; c < 4; c += 1) {
    for (let r = 0; r < 4; r += 1) {
      box(group, [w / 4 - 0.16, h / 4 - 0.14, 0.02], paint, [
        -w / 2 + (c + 0.5) * (w / 4),
        r * (h / 4) + 0.07,
        0.045,
      ]);
    }
  }
  group.position.set(...at);
  parent.add(group);
}

function porchLight(parent, [x, y, z]) {
  const metal = new THREE.MeshStandardMaterial({ color: 0x1a1a1a, roughness: 0.4, metalness: 0.6 });
  box(parent, [0.16, 0.3, 0.16], metal, [x, y, z]);
  box(
    parent,
    [0.1, 0.18, 0.1],
    new THREE.MeshStandardMaterial({ color: 0xfff2cc, emissive: 0xffd58a, emissiveIntensity: 0.4 }),
    [x, y + 0.06, z],
  );
}

const STYLES = {
  colonial(group, random) {
    const W = random.range(11, 14);
    const D = random.range(8, 9.5);
    const storey = 2.9;
    const H = storey * 2 + 0.5;
    const trim = surfaces.paint(random.pick(TRIM), 0.5);
    const walls = wallSurface(random, { brick: 0.3 });
    const glass = glassMaterial();
    const shutters = random.chance(0.75) ? surfaces.paint(random.pick(SHUTTERS), 0.5) : null;
    box(group, [W + 0.1, 0.5, D + 0.1], surfaces.concrete(random, '#a9a49a', 1.5), [0, 0, 0]);
    box(group, [W, H - 0.5, D], walls, [0, 0.5, 0]);
    box(group, [W + 0.2, 0.22, D + 0.2], trim, [0, H - 0.2, 0]);
    const rise = random.range(2.6, 3.3);
    const shingles = surfaces.shingles(random.pick(ROOFING), random);
    const r = roof(group, {
      w: W,
      d: D,
      rise,
      overhang: 0.35,
      material: shingles,
      trim,
      at: [0, H, 0],
    });
    gableEnds(group, r.gable, walls, { w: W, at: [0, H, 0] });
    const upper = W > 12.5 ? 5 : 3;
    const front = D / 2;
    windowRow(group, {
      face: 'front',
      count: upper,
      span: W - 2.6,
      y: 0.5 + storey + 0.8,
      at: [0, 0, front],
      w: 0.95,
      h: 1.55,
      trim,
      glass,
      grid: [2, 3],
      shutters,
    });
    windowRow(group, {
      face: 'front',
      count: 2,
      span: W - 2.6,
      y: 1.3,
      at: [0, 0, front],
      w: 0.95,
      h: 1.7,
      trim,
      glass,
      grid: [2, 3],
      shutters,
    });
    if (upper === 5) {
      windowRow(group, {
        face: 'front',
        count: 2,
        span: (W - 2.6) / 2,
        y: 1.3,
        at: [0, 0, front],
        w: 0.95,
        h: 1.7,
        trim,
        glass,
        grid: [2, 3],
        shutters,
      });
    }
    windowRow(group, {
      face: 'right',
      count: 2,
      span: D - 3,
      y: 1.3,
      at: [W / 2, 0, 0],
      w: 0.9,
      h: 1.6,
      trim,
      glass,
      grid: [2, 3],
    });
    windowRow(group, {
      face: 'right',
      count: 2,
      span: D - 3,
      y: storey + 1.3,
      at: [W / 2, 0, 0],
      w: 0.9,
      h: 1.5,
      trim,
      glass,
      grid: [2, 3],
    });
    windowRow(group, {
      face: 'left',
      count: 2,
      span: D - 3,
      y: 1.3,
      at: [-W / 2, 0, 0],
      w: 0.9,
      h: 1.6,
      trim,
      glass,
      grid: [2, 3],
    });
    place(group, door({ color: random.pick(DOORS), trim, glass }), 'front', [0, 0.5, front + 0.01]);
    // Portico: two columns and a small gable over the door.
    const column = surfaces.paint('#f4f2ec', 0.5);
    for (const side of [-1, 1]) {
      const shaft = new THREE.CylinderGeometry(0.12, 0.14, 2.7, 16);
      shaft.translate(side * 1.0, 0.5 + 1.35, front + 1.5);
      group.add(mesh(shaft, column));
    }
    box(group, [2.6, 0.25, 1.8], trim, [0, 3.2, front + 0.9]);
    const portico = new THREE.Group();
    const pr = roof(portico, {
      w: 1.8,
      d: 2.6,
      rise: 0.8,
      overhang: 0.1,
      material: shingles,
      trim,
    });
    gableEnds(portico, pr.gable, trim, { w: 1.8 });
    portico.rotation.y = Math.PI / 2;
    portico.position.set(0, 3.45, front + 0.9);
    group.add(portico);
    box(group, [2.4, 0.18, 2.2], surfaces.concrete(random, '#bdb8ae', 1.2), [0, 0.32, front + 1.1]);
    box(group, [2.2, 0.18, 0.4], surfaces.concrete(random, '#bdb8ae', 1.2), [
      0,
      0.14,
      front + 2.35,
    ]);
    if (random.chance(0.8))
      chimney(group, random, [random.pick([-1, 1]) * (W / 2 - 0.7), 0], H + rise + 0.4);
    porchLight(group, [-0.75, 2.4, front + 0.08]);
    return { W, D, H: H + rise, front, driveway: random.pick([-1, 1]) * (W / 2 + 2.2) };
  },

  ranch(group, random) {
    const W = random.range(15, 19);
    const D = random.range(8.5, 10);
    const H = 3.0;
    const trim = surfaces.paint(random.pick(TRIM), 0.5);
    const brick = random.chance(0.5);
    const walls = brick
      ? surfaces.brick(random.pick(BRICK), random)
      : random.chance(0.4)
        ? surfaces.stucco(random.pick(['#e8dcc4', '#d9cdb6', '#efe8da', '#cbbfa8']), random)
        : wallSurface(random, { brick: 0 });
    const glass = glassMaterial();
    box(group, [W, 0.35, D], surfaces.concrete(random, '#a9a49a', 1.5), [0, 0, 0]);
    box(group, [W, H - 0.35, D], walls, [0, 0.35, 0]);
    const hip = random.chance(0.55);
    const rise = random.range(1.6, 2.3);
    const shingles = surfaces.shingles(random.pick(ROOFING), random);
    const r = roof(group, {
      w: W,
      d: D,
      rise,
      inset: hip ? D / 2 : 0,
      overhang: 0.65,
      material: shingles,
      trim,
      at: [0, H, 0],
    });
    if (!hip) gableEnds(group, r.gable, walls, { w: W, at: [0, H, 0] });
    const front = D / 2;
    const garageSide = random.pick([-1, 1]);
    const garageX = garageSide * (W / 2 - 3.1);
    garageDoor(group, {
      w: 4.9,
      h: 2.2,
      color: random.pick(['#f2f0ea', '#e6e1d6', '#7b5a3c', '#d0d2d0']),
      at: [garageX, 0.05, front + 0.02],
    });
    // A picture window and a pair of windows on the other wing.
    const wing = -garageSide;
    place(group, windowUnit({ w: 2.6, h: 1.6, trim, glass, grid: [4, 2] }), 'front', [
      wing * (W / 2 - 3.2),
      0.9,
      front,
    ]);
    place(group, windowUnit({ w: 1.1, h: 1.4, trim, glass, grid: [2, 2] }), 'front', [
      wing * (W / 2 - 6.2),
      1.0,
      front,
    ]);
    place(group, door({ color: random.pick(DOORS), trim, glass, glassPanel: true }), 'front', [
      wing * 0.4 - garageSide * 0.6,
      0.35,
      front + 0.01,
    ]);
    windowRow(group, {
      face: wing > 0 ? 'right' : 'left',
      count: 2,
      span: D - 3.5,
      y: 1.0,
      at: [wing * (W / 2), 0, 0],
      w: 1.1,
      h: 1.4,
      trim,
      glass,
      grid: [2, 2],
    });
    box(group, [3.2, 0.15, 1.6], surfaces.concrete(random, '#bdb8ae', 1.2), [
      wing * 0.4 - garageSide * 0.6,
      0.2,
      front + 0.8,
    ]);
    porchLight(group, [wing * 0.4 - garageSide * 0.6 + 0.8, 2.1, front + 0.08]);
    if (random.chance(0.5)) chimney(group, random, [wing * 2, -1], H + rise + 0.3);
    return { W, D, H: H + rise, front, driveway: garageX };
  },

  modern(group, random) {
    const W = random.range(12, 15);
    const D = random.range(9, 11);
    const h = 3.3;
    const stucco = surfaces.stucco(
      random.pick(['#f1f0ec', '#e8e6e1', '#d5d3cf', '#3d4044']),
      random,
    );
    const wood = surfaces.wood(random.pick(['#9a6a43', '#b07d52', '#7a5236']), random, {
      planks: 10,
      tile: 1.6,
      roughness: 0.7,
    });
    const dark = new THREE.MeshStandardMaterial({
      color: 0x23262a,
      roughness: 0.5,
      metalness: 0.3,
    });
    const glass = glassMaterial();
    const frame = new THREE.MeshStandardMaterial({
      color: 0x1b1d20,
      roughness: 0.4,
      metalness: 0.6,
    });
    box(group, [W, h, D], stucco, [0, 0, 0]);
    const upperW = W * random.range(0.6, 0.8);
    const shift = random.pick([-1, 1]) * (W - upperW) * random.range(0.3, 0.7);
    const overhang = random.range(0.8, 2);
    box(group, [upperW, h, D * 0.8], random.chance(0.5) ? wood : stucco, [
      shift,
      h,
      -D * 0.1 + overhang / 2 - 0.4,
    ]);
    box(group, [upperW + 0.5, 0.25, D * 0.8 + 0.5], stucco, [
      shift,
      2 * h,
      -D * 0.1 + overhang / 2 - 0.4,
    ]);
    box(group, [W + 0.3, 0.25, D + 0.3], surfaces.paint('#f4f4f2', 0.6), [0, h - 0.05, 0]);
    const front = D / 2;
    // Floor-to-ceiling glass on the ground floor and a ribbon window upstairs.
    const glassW = W * 0.45;
    const glassX = -shift * 0.6;
    box(group, [glassW, h - 0.5, 0.05], glass, [glassX, 0.15, front + 0.01], { cast: false });
    for (let i = 0; i <= 4; i += 1)
      box(group, [0.06, h - 0.5, 0.1], frame, [
        glassX - glassW / 2 + (i * glassW) / 4,
        0.15,
        front + 0.03,
      ]);
    box(group, [glassW, 0.08, 0.1], frame, [glassX, h - 0.4, front + 0.03]);
    const upperFront = -D * 0.1 + overhang / 2 - 0.4 + D * 0.4;
    box(group, [upperW * 0.7, 1.3, 0.05], glass, [shift, h + 1.0, upperFront + 0.01], {
      cast: false,
    });
    for (let i = 0; i <= 3; i += 1)
      box(group, [0.06, 1.3, 0.1], frame, [
        shift - upperW * 0.35 + (i * upperW * 0.7) / 3,
        h + 1.0,
        upperFront + 0.03,
      ]);
    // A wood-clad entry and a flush dark garage door.
    const garageX = shift > 0 ? W / 2 - 3 : -W / 2 + 3;
    box(group, [4.8, 2.4, 0.06], dark, [garageX, 0.05, front + 0.02]);
    box(group, [1.6, 2.6, 0.08], wood, [(glassX + garageX) / 2, 0, front + 0.03]);
    box(group, [1.1, 2.4, 0.05], dark, [(glassX + garageX) / 2, 0.05, front + 0.08]);
    box(group, [W * 0.9, 0.12, 2.2], surfaces.concrete(random, '#c9c6bf', 1), [0, 0, front + 1.1]);
    return { W, D, H: 2 * h + 0.3, front, driveway: garageX, grasses: true };
  },

  craftsman(group, random) {
    const W = random.range(9.5, 11.5);
    const D = random.range(11, 13);
    const H = 3.2;
    const body = random.pick([
      '#7f8b6a',
      '#6d7a80',
      '#8a6e55',
      '#a39170',
      '#56665a',
      '#7c5c47',
      '#9aa5a0',
    ]);
    const walls = surfaces.siding(body, random);
    const gableSkin = surfaces.shingleSiding(shade(body, -0.04), random);
    const trim = surfaces.paint(random.pick(['#efe6d2', '#f3ede0', '#e4dccb']), 0.5);
    const glass = glassMaterial();
    box(group, [W, 0.6, D], surfaces.concrete(random, '#9d978c', 1.5), [0, 0, 0]);
    box(group, [W, H - 0.6, D], walls, [0, 0.6, 0]);
    // Front-gable main roof: the roof's ridge runs front to back.
    const rise = random.range(2.8, 3.4);
    const shingles = surfaces.shingles(random.pick(ROOFING), random);
    const roofGroup = new THREE.Group();
    const r = roof(roofGroup, { w: D, d: W, rise, overhang: 0.75, material: shingles, trim });
    gableEnds(roofGroup, r.gable, gableSkin, { w: D - 0.02 });
    roofGroup.rotation.y = Math.PI / 2;
    roofGroup.position.set(0, H, 0);
    group.add(roofGroup);
    const front = D / 2;
    // Full-width porch under a lower gable on tapered columns over stone piers.
    const porchDepth = 2.6;
    const stone = surfaces.brick('#8d8579', random);
    box(group, [W, 0.6, porchDepth], stone, [0, 0, front + porchDepth / 2]);
    box(group, [W, 0.08, porchDepth], surfaces.wood('#7a5a3d', random, { planks: 12, tile: 1.5 }), [
      0,
      0.6,
      front + porchDepth / 2,
    ]);
    for (const x of [-W / 2 + 0.4, W / 2 - 0.4, ...(W > 10.5 ? [-1.2, 1.2] : [])]) {
      box(group, [0.6, 1.0, 0.6], stone, [x, 0.6, front + porchDepth - 0.35]);
      const column = new THREE.CylinderGeometry(0.16, 0.24, 1.5, 4);
      column.rotateY(Math.PI / 4);
      column.translate(x, 1.6 + 0.75, front + porchDepth - 0.35);
      group.add(mesh(column, trim));
    }
    box(group, [W + 0.4, 0.35, porchDepth + 0.2], trim, [0, H - 0.1, front + porchDepth / 2]);
    const porchRoof = new THREE.Group();
    const pr = roof(porchRoof, {
      w: porchDepth + 0.4,
      d: W * 0.6,
      rise: 1.2,
      overhang: 0.4,
      material: shingles,
      trim,
    });
    gableEnds(porchRoof, pr.gable, gableSkin, { w: porchDepth + 0.38 });
    porchRoof.rotation.y = Math.PI / 2;
    porchRoof.position.set(0, H + 0.25, front + porchDepth / 2 + 0.1);
    group.add(porchRoof);
    place(
      group,
      door({
        color: random.pick(['#5a3a22', '#3f2a1a', '#7a4a21', '#2f3d2c']),
        trim,
        glass,
        glassPanel: true,
      }),
      'front',
      [W * 0.18, 0.6, front + 0.01],
    );
    place(group, windowUnit({ w: 1.0, h: 1.5, trim, glass, grid: [3, 2] }), 'front', [
      -W * 0.2,
      1.2,
      front,
    ]);
    place(group, windowUnit({ w: 1.0, h: 1.5, trim, glass, grid: [3, 2] }), 'front', [
      -W * 0.2 - 1.25,
      1.2,
      front,
    ]);
    place(group, windowUnit({ w: 1.3, h: 1.0, trim, glass, grid: [3, 1] }), 'front', [
      0,
      H + 1.0,
      front + 0.02,
    ]);
    windowRow(group, {
      face: 'right',
      count: 3,
      span: D - 3,
      y: 1.2,
      at: [W / 2, 0, 0],
      w: 0.95,
      h: 1.45,
      trim,
      glass,
      grid: [3, 2],
    });
    windowRow(group, {
      face: 'left',
      count: 3,
      span: D - 3,
      y: 1.2,
      at: [-W / 2, 0, 0],
      w: 0.95,
      h: 1.45,
      trim,
      glass,
      grid: [3, 2],
    });
    box(group, [1.6, 0.2, 0.8], stone, [W * 0.18, 0.2, front + porchDepth + 0.4]);
    porchLight(group, [W * 0.18 + 0.8, 2.5, front + 0.08]);
    return {
      W,
      D: D + porchDepth,
      H: H + rise,
      front: front + porchDepth,
      driveway: random.pick([-1, 1]) * (W / 2 + 2),
    };
  },

  duplex(group, random) {
    const W = random.range(13, 15.5);
    const D = random.range(9, 10.5);
    const storey = 2.8;
    const H = storey * 2 + 0.4;
    const trim = surfaces.paint(random.pick(TRIM), 0.5);
    const walls = wallSurface(random, { brick: 0.35 });
    const glass = glassMaterial();
    box(group, [W, 0.4, D], surfaces.concrete(random, '#a9a49a', 1.5), [0, 0, 0]);
    box(group, [W, H - 0.4, D], walls, [0, 0.4, 0]);
    const rise = random.range(2.2, 3.0);
    const shingles = surfaces.shingles(random.pick(ROOFING), random);
    const r = roof(group, {
      w: W,
      d: D,
      rise,
      overhang: 0.45,
      material: shingles,
      trim,
      at: [0, H, 0],
    });
    gableEnds(group, r.gable, walls, { w: W, at: [0, H, 0] });
    const front = D / 2;
    const doorColor = random.pick(DOORS);
    for (const side of [-1, 1]) {
      const x = side * 1.1;
      place(group, door({ color: doorColor, trim, glass }), 'front', [x, 0.4, front + 0.01]);
      place(group, windowUnit({ w: 1.4, h: 1.5, trim, glass, grid: [3, 2] }), 'front', [
        side * (W / 2 - 2.1),
        1.1,
        front,
      ]);
      place(group, windowUnit({ w: 0.95, h: 1.4, trim, glass, grid: [2, 2] }), 'front', [
        side * (W / 2 - 2.1),
        storey + 1.1,
        front,
      ]);
      place(group, windowUnit({ w: 0.95, h: 1.4, trim, glass, grid: [2, 2] }), 'front', [
        side * 1.2,
        storey + 1.1,
        front,
      ]);
      box(group, [1.5, 0.16, 1.3], surfaces.concrete(random, '#bdb8ae', 1.2), [
        x,
        0.24,
        front + 0.65,
      ]);
      porchLight(group, [x + side * 0.75, 2.3, front + 0.08]);
    }
    // A shared porch roof over both doors.
    box(group, [4.4, 0.2, 1.5], trim, [0, 2.9, front + 0.75]);
    box(group, [4.6, 0.1, 1.7], shingles, [0, 3.1, front + 0.8]);
    for (const x of [-2.0, 2.0]) box(group, [0.14, 2.5, 0.14], trim, [x, 0.4, front + 1.4]);
    box(group, [0.12, H, 0.08], trim, [0, 0.4, front + 0.02]);
    windowRow(group, {
      face: 'right',
      count: 2,
      span: D - 3,
      y: 1.1,
      at: [W / 2, 0, 0],
      w: 0.9,
      h: 1.4,
      trim,
      glass,
      grid: [2, 2],
    });
    windowRow(group, {
      face: 'left',
      count: 2,
      span: D - 3,
      y: 1.1,
      at: [-W / 2, 0, 0],
      w: 0.9,
      h: 1.4,
      trim,
      glass,
      grid: [2, 2],
    });
    return { W, D, H: H + rise, front, driveway: random.pick([-1, 1]) * (W / 2 + 2.2) };
  },

  'townhouse-row'(group, random) {
    const units = random.int(4, 5);
    const unitW = random.range(5.2, 6.2);
    const W = units * unitW;
    const D = 12;
    const storey = 3.1;
    const floors = 3;
    const H = storey * floors + 0.9;
    const glass = glassMaterial();
    const palette = random.chance(0.5)
      ? () => surfaces.brick(random.pick(BRICK), random)
      : () =>
          random.chance(0.5)
            ? surfaces.brick(random.pick(BRICK), random)
            : surfaces.siding(random.pick(SIDING), random);
    const trim = surfaces.paint(random.pick(['#f4f2ec', '#e9e4d8', '#2b2b2b']), 0.5);
    const front = D / 2;
    const stone = surfaces.concrete(random, '#b3ab9d', 1.2);
    const iron = new THREE.MeshStandardMaterial({
      color: 0x161616,
      roughness: 0.4,
      metalness: 0.7,
    });
    for (let u = 0; u < units; u += 1) {
      const x = -W / 2 + unitW * (u + 0.5);
      const walls = palette();
      const step = (u % 2) * 0.08;
      box(group, [unitW - 0.02, 0.9, D], stone, [x, 0, step]);
      box(group, [unitW - 0.02, H - 0.9, D], walls, [x, 0.9, step]);
      box(group, [unitW + 0.1, 0.45, D + 0.5], trim, [x, H, step + 0.25]);
      const doorX = x + (u % 2 ? 1 : -1) * unitW * 0.28;
      place(
        group,
        door({ color: random.pick(DOORS), trim, glass, glassPanel: random.chance(0.4) }),
        'front',
        [doorX, 0.9, front + step + 0.01],
      );
      // A stoop of three steps with iron railings.
      for (let s = 0; s < 3; s += 1)
        box(group, [1.4, 0.3, 0.35], stone, [doorX, s * 0.3, front + step + 1.1 - s * 0.35]);
      for (const side of [-0.68, 0.68]) {
        box(group, [0.04, 0.9, 1.1], iron, [doorX + side, 0.95, front + step + 0.7]);
      }
      const windowX = x - (u % 2 ? 1 : -1) * unitW * 0.18;
      place(group, windowUnit({ w: 1.2, h: 1.7, trim, glass, grid: [2, 2] }), 'front', [
        windowX,
        1.5,
        front + step,
      ]);
      for (let f = 1; f < floors; f += 1) {
        windowRow(group, {
          face: 'front',
          count: 2,
          span: unitW * 0.45,
          y: 0.9 + f * storey + 0.6,
          at: [x, 0, front + step],
          w: 1.1,
          h: 1.7,
          trim,
          glass,
          grid: [2, 2],
        });
      }
    }
    return { W, D, H: H + 0.4, front: front + 1.2, driveway: null, street: true, units };
  },

  'apartment-building'(group, random) {
    const floors = random.int(4, 7);
    const W = random.range(26, 34);
    const D = 16;
    const storey = 3.1;
    const H = floors * storey + 1;
    const walls = random.chance(0.55)
      ? surfaces.brick(random.pick(BRICK), random)
      : surfaces.stucco(random.pick(['#d9d2c3', '#c4c8c6', '#e3ddd0', '#b9ada0']), random);
    const accent = surfaces.stucco(
      random.pick(['#5d636a', '#e8e4dc', '#8a7f72', '#3f4a55']),
      random,
    );
    const trim = surfaces.paint('#ece9e2', 0.5);
    const glass = glassMaterial();
    const front = D / 2;
    box(group, [W, 1, D], surfaces.concrete(random, '#9e998f', 2), [0, 0, 0]);
    box(group, [W, H - 1, D], walls, [0, 1, 0]);
    box(group, [W + 0.6, 0.5, D + 0.6], accent, [0, H, 0]);
    const bays = Math.floor(W / 3.4);
    const balconies = random.chance(0.6);
    const rail = new THREE.MeshStandardMaterial({
      color: 0x222426,
      roughness: 0.5,
      metalness: 0.6,
    });
    for (let f = 0; f < floors; f += 1) {
      for (let b = 0; b < bays; b += 1) {
        const x = -W / 2 + (b + 0.5) * (W / bays);
        const y = 1 + f * storey + 0.7;
        if (f === 0 && Math.abs(x) < 3) continue;
        place(group, windowUnit({ w: 1.5, h: 1.7, trim, glass, grid: [2, 1] }), 'front', [
          x,
          y,
          front,
        ]);
        if (balconies && f > 0 && b % 3 === 1) {
          box(group, [2.6, 0.15, 1.3], surfaces.concrete(random, '#c9c5bd', 1), [
            x,
            y - 0.75,
            front + 0.65,
          ]);
          box(group, [2.6, 1.0, 0.03], rail, [x, y - 0.6, front + 1.28]);
        }
      }
    }
    // A glazed lobby with a canopy.
    box(group, [4.5, 2.8, 0.05], glass, [0, 1, front + 0.02], { cast: false });
    box(group, [6, 0.3, 2.2], accent, [0, 3.9, front + 1.1]);
    box(group, [W * 0.7, 0.2, 3], surfaces.concrete(random, '#c7c2b8', 1.5), [0, 0, front + 1.5]);
    for (let s = 0; s < 3; s += 1)
      box(group, [5, 0.33, 0.4], surfaces.concrete(random, '#c7c2b8', 1.5), [
        0,
        s * 0.33,
        front + 3.2 - s * 0.4,
      ]);
    for (let b = 0; b < bays; b += 1)
      box(group, [0.2, H - 1, 0.25], accent, [-W / 2 + b * (W / bays), 1, front], { cast: true });
    return { W, D, H: H + 0.5, front, driveway: null, street: true, tall: true };
  },

  'condo-building'(group, random) {
    const floors = random.int(6, 10);
    const W = random.range(22, 30);
    const D = 18;
    const storey = 3.2;
    const H = floors * storey + 1.5;
    const panel = surfaces.stucco(
      random.pick(['#f0efeb', '#dedcd7', '#c9ccce', '#8d9296']),
      random,
    );
    const glass = glassMaterial();
    const railGlass = new THREE.MeshPhysicalMaterial({
      color: 0x9fb8c4,
      roughness: 0.05,
      transparent: true,
      opacity: 0.35,
    });
    const front = D / 2;
    box(group, [W, 4.5, D], surfaces.concrete(random, '#77736d', 2), [0, 0, 0]);
    box(group, [W - 1, H - 4.5, D - 1], glass, [0, 4.5, -0.5]);
    box(group, [W * 0.8, 3.6, 0.05], glass, [0, 0.3, front + 0.02], { cast: false });
    for (let f = 0; f < floors - 1; f += 1) {
      const y = 4.5 + f * storey;
      const depth = f % 2 ? 1.8 : 2.1;
      box(group, [W + 0.2, 0.3, D + depth], panel, [0, y, depth / 2 - 0.5]);
      box(group, [W + 0.2, 1.05, 0.04], railGlass, [0, y + 0.3, front + depth - 0.5], {
        cast: false,
      });
    }
    for (let c = 0; c <= 6; c += 1)
      box(group, [0.35, H - 4.5, 0.35], panel, [
        -W / 2 + 0.3 + (c * (W - 0.6)) / 6,
        4.5,
        front - 0.6,
      ]);
    box(group, [W + 0.6, 0.6, D + 1.5], panel, [0, H, 0]);
    box(group, [8, 0.3, 3], panel, [0, 3.8, front + 1.5]);
    return { W, D, H: H + 0.6, front, driveway: null, street: true, tall: true, grasses: true };
  },

  storefront(group, random) {
    const W = random.range(18, 26);
    const D = 16;
    const two = random.chance(0.5);
    const H = two ? 7.6 : 5.2;
    const walls = random.chance(0.55)
      ? surfaces.brick(random.pick(BRICK), random)
      : surfaces.stucco(random.pick(['#d8cfc0', '#c2b8a8', '#e6e0d4', '#9a938a']), random);
    const glass = glassMaterial();
    const frame = new THREE.MeshStandardMaterial({
      color: random.pick([0x1d1f22, 0x9ea3a8]),
      roughness: 0.35,
      metalness: 0.8,
    });
    const front = D / 2;
    box(group, [W, H, D], walls, [0, 0, 0]);
    box(
      group,
      [W + 0.3, 0.6, 0.5],
      surfaces.paint(random.pick(['#ece7dd', '#3a3a3a', '#6f675e']), 0.6),
      [0, H - 0.3, front + 0.1],
    );
    const shops = random.int(2, 3);
    const awningColor = random.pick(['#1f4e5f', '#7a1f1f', '#2f4a2c', '#222222', '#c27b2c']);
    for (let s = 0; s < shops; s += 1) {
      const x = -W / 2 + (s + 0.5) * (W / shops);
      const shopW = W / shops - 1.2;
      box(group, [shopW, 2.7, 0.05], glass, [x, 0.45, front + 0.02], { cast: false });
      box(group, [shopW, 0.45, 0.1], frame, [x, 0, front + 0.04]);
      for (let m = 0; m <= 3; m += 1)
        box(group, [0.08, 2.7, 0.1], frame, [x - shopW / 2 + (m * shopW) / 3, 0.45, front + 0.05]);
      box(group, [shopW, 0.08, 0.1], frame, [x, 3.15, front + 0.05]);
      // Sign band: a dark panel with a lit strip (no words: the demo names no business).
      box(group, [shopW * 0.7, 0.7, 0.12], surfaces.paint(shade(awningColor, -0.1), 0.5), [
        x,
        3.45,
        front + 0.06,
      ]);
      box(
        group,
        [shopW * 0.5, 0.12, 0.14],
        new THREE.MeshStandardMaterial({
          color: 0xfff3d6,
          emissive: 0xfff3d6,
          emissiveIntensity: 0.6,
        }),
        [x, 3.74, front + 0.07],
      );
      const awning = new THREE.BoxGeometry(shopW, 0.06, 1.4);
      awning.rotateX(0.35);
      awning.translate(x, 3.15, front + 0.7);
      group.add(mesh(awning, surfaces.fabric(awningColor, random)));
    }
    if (two) {
      const bays = Math.floor(W / 3);
      const trim = surfaces.paint('#ece9e2', 0.5);
      for (let b = 0; b < bays; b += 1) {
        place(group, windowUnit({ w: 1.3, h: 1.8, trim, glass, grid: [1, 2] }), 'front', [
          -W / 2 + (b + 0.5) * (W / bays),
          4.9,
          front,
        ]);
      }
    }
    return { W, D, H, front, driveway: null, parking: true, street: true };
  },

  'land-lot'() {
    return { W: 30, D: 20, H: 2, front: 0, land: true };
  },
};

/** A few simple houses beyond the lot, half hidden by trees, so the street is not empty. */
function neighbours(scene, random, { W, D, H }) {
  for (const side of [-1, 1]) {
    if (random.chance(0.25)) continue;
    const group = new THREE.Group();
    const w = random.range(9, 12);
    const d = random.range(8, 10);
    const h = random.chance(0.5) ? 5.8 : 3;
    const walls = surfaces.siding(random.pick(SIDING), random);
    box(group, [w, h, d], walls, [0, 0, 0]);
    const r = roof(group, {
      w,
      d,
      rise: random.range(1.8, 2.8),
      overhang: 0.4,
      material: surfaces.shingles(random.pick(ROOFING), random),
      at: [0, h, 0],
    });
    gableEnds(group, r.gable, walls, { w, at: [0, h, 0] });
    const trim = surfaces.paint('#f4f2ec', 0.5);
    const glass = glassMaterial();
    windowRow(group, {
      face: 'front',
      count: 3,
      span: w - 3,
      y: 1,
      at: [0, 0, d / 2],
      w: 1,
      h: 1.4,
      trim,
      glass,
      grid: [2, 2],
    });
    windowRow(group, {
      face: side > 0 ? 'left' : 'right',
      count: 2,
      span: d - 3,
      y: 1,
      at: [(-side * w) / 2, 0, 0],
      w: 1,
      h: 1.4,
      trim,
      glass,
      grid: [2, 2],
    });
    if (h > 4)
      windowRow(group, {
        face: 'front',
        count: 3,
        span: w - 3,
        y: 3.8,
        at: [0, 0, d / 2],
        w: 1,
        h: 1.3,
        trim,
        glass,
        grid: [2, 2],
      });
    group.position.set(
      side * (W / 2 + w / 2 + random.range(7, 10)),
      0,
      -random.range(1, 5) - (D - 9) / 2,
    );
    scene.add(group);
  }
  void H;
}

/**
 * Times of day: morning to late afternoon, each side of the house. Low suns are warm with long
 * shadows, high ones white. The sky's light (a prefiltered environment, slow to make in software)
 * is made once per time of day and reused; each shot moves the sun a little within its time.
 */
const TIMES = [
  { elevation: 16, azimuth: -55, turbidity: 4, rayleigh: 2.4 },
  { elevation: 24, azimuth: 50, turbidity: 3, rayleigh: 1.8 },
  { elevation: 34, azimuth: -35, turbidity: 2.5, rayleigh: 1.4 },
  { elevation: 42, azimuth: 40, turbidity: 2.2, rayleigh: 1.2 },
  { elevation: 55, azimuth: -25, turbidity: 2, rayleigh: 1 },
  { elevation: 30, azimuth: 65, turbidity: 5, rayleigh: 1.6 },
];
const skies = new Map();

function skyFor(renderer, index) {
  if (!skies.has(index)) {
    const time = TIMES[index];
    const sky = new Sky();
    sky.scale.setScalar(1500);
    const uniforms = sky.material.uniforms;
    uniforms.turbidity.value = time.turbidity;
    uniforms.rayleigh.value = time.rayleigh;
    uniforms.mieCoefficient.value = 0.004;
    uniforms.mieDirectionalG.value = 0.8;
    uniforms.sunPosition.value.setFromSphericalCoords(
      1,
      THREE.MathUtils.degToRad(90 - time.elevation),
      THREE.MathUtils.degToRad(time.azimuth),
    );
    const pmrem = new THREE.PMREMGenerator(renderer);
    const skyScene = new THREE.Scene();
    skyScene.add(sky);
    const environment = pmrem.fromScene(skyScene).texture;
    pmrem.dispose();
    skies.set(index, { sky, environment, time });
  }
  return skies.get(index);
}

function lightFor(random, time) {
  const elevation = time.elevation + random.range(-4, 4);
  const azimuth = time.azimuth + random.range(-8, 8);
  const warmth = THREE.MathUtils.clamp((35 - elevation) / 25, 0, 1);
  const color = new THREE.Color(0xffffff).lerp(new THREE.Color(0xffb36b), warmth * 0.55);
  return { elevation, azimuth, color, warmth };
}

export function buildExterior(shot, renderer, camera) {
  resetFoliage();
  const random = rng(shot.seed);
  const scene = new THREE.Scene();
  const { sky, environment, time } = skyFor(renderer, random.int(0, TIMES.length - 1));
  const light = lightFor(random, time);
  const sunDirection = new THREE.Vector3().setFromSphericalCoords(
    1,
    THREE.MathUtils.degToRad(90 - light.elevation),
    THREE.MathUtils.degToRad(light.azimuth),
  );
  scene.environment = environment;
  scene.environmentIntensity = 0.5;
  scene.add(sky);
  scene.fog = new THREE.Fog(
    new THREE.Color(0xc9d6e2).lerp(new THREE.Color(0xf0d2b0), light.warmth * 0.4),
    90,
    520,
  );

  const sun = new THREE.DirectionalLight(light.color, random.range(3.6, 4.4));
  sun.position.copy(sunDirection).multiplyScalar(80);
  sun.castShadow = true;
  sun.shadow.mapSize.set(2048, 2048);
  Object.assign(sun.shadow.camera, {
    left: -35,
    right: 35,
    top: 35,
    bottom: -35,
    near: 1,
    far: 200,
  });
  sun.shadow.camera.updateProjectionMatrix();
  sun.shadow.bias = -0.0004;
  sun.shadow.normalBias = 0.03;
  sun.shadow.radius = 3;
  scene.add(sun, sun.target);

  const group = new THREE.Group();
  const info = STYLES[shot.kind](group, random);
  scene.add(group);

  const lush = random.range(-8, 6);
  const lawnMaterial =
    info.land && random.chance(0.5) ? surfaces.dryGrass(random) : surfaces.grass(random, lush);
  const ground = new THREE.PlaneGeometry(1200, 1200, 1, 1);
  ground.rotateX(-Math.PI / 2);
  scene.add(mesh(ground, lawnMaterial, { cast: false }));

  const front = info.front;
  const streetZ = info.land ? 14 : front + (info.street ? 5 : random.range(9, 13));
  const asphalt = surfaces.asphalt(random);
  const street = new THREE.PlaneGeometry(1200, 9);
  street.rotateX(-Math.PI / 2);
  street.translate(0, 0.02, streetZ + 4.5 + 1.8);
  scene.add(mesh(street, asphalt, { cast: false }));
  if (!info.land) {
    const walk = surfaces.concrete(random, '#c2beb5', 1.5);
    box(scene, [1200, 0.06, 1.8], walk, [0, 0, streetZ + 0.9], { cast: false });
    box(scene, [1200, 0.15, 0.2], surfaces.concrete(random, '#b0aca3', 1), [0, 0, streetZ + 1.9], {
      cast: false,
    });
  }
  if (info.driveway !== null && info.driveway !== undefined) {
    const length = streetZ - front + 0.1;
    box(
      scene,
      [random.range(3.2, 5.2), 0.04, length],
      surfaces.concrete(random, '#c7c3ba', 2.5),
      [info.driveway, 0, front + length / 2],
      { cast: false },
    );
    if (!info.grasses)
      box(
        scene,
        [1.1, 0.04, length],
        surfaces.concrete(random, '#cbc6bc', 1.2),
        [info.driveway > 0 ? -1.5 : 1.5, 0, front + length / 2 + 0.4],
        { cast: false },
      );
  }
  if (info.parking) {
    const lot = new THREE.PlaneGeometry(info.W + 12, streetZ - front - 0.5);
    lot.rotateX(-Math.PI / 2);
    lot.translate(0, 0.015, (streetZ + front) / 2 + 0.2);
    scene.add(mesh(lot, asphalt, { cast: false }));
    const paint = surfaces.paint('#e9e6dc', 0.6);
    for (let x = -info.W / 2; x <= info.W / 2; x += 2.7)
      box(scene, [0.12, 0.02, 4.8], paint, [x, 0.015, front + 4.2], { cast: false });
  }

  // Planting: foundation shrubs, a tree or two on the lawn, a tree line and street trees behind.
  if (!info.land && !info.tall && !info.parking) {
    for (let x = -info.W / 2 + 0.8; x < info.W / 2; x += random.range(1.2, 2.2)) {
      if (info.driveway !== null && Math.abs(x - info.driveway) < 3.5) continue;
      if (Math.abs(x) < 1.5) continue;
      shrub(scene, random, [x, info.front + 0.9 - (info.units ? 0 : 0)]);
    }
  }
  if (info.land) {
    const fence = surfaces.wood('#8b7a64', random, { planks: 4, tile: 2, roughness: 0.95 });
    for (let x = -60; x <= 60; x += 3) {
      box(scene, [0.16, 1.2, 0.16], fence, [x, 0, 12]);
      if (x < 60) {
        box(scene, [3, 0.12, 0.1], fence, [x + 1.5, 0.55, 12]);
        box(scene, [3, 0.12, 0.1], fence, [x + 1.5, 1.0, 12]);
      }
    }
    // A "for sale" board with no words, and survey stakes with ribbons at the corners.
    const signX = random.range(-6, 6);
    box(scene, [0.1, 2.0, 0.1], surfaces.paint('#f4f4f0'), [signX, 0, 10]);
    box(scene, [1.2, 0.8, 0.05], surfaces.paint(random.pick(['#a8262d', '#1e4f7a', '#1f5e3b'])), [
      signX + 0.65,
      1.1,
      10,
    ]);
    box(scene, [1.1, 0.22, 0.06], surfaces.paint('#f4f4f0'), [signX + 0.65, 1.5, 10]);
    for (const [x, z] of [
      [-18, 4],
      [18, 4],
      [-18, -30],
      [18, -30],
    ]) {
      box(scene, [0.06, 1, 0.06], surfaces.wood('#a58a65', random), [x, 0, z]);
      box(scene, [0.12, 0.08, 0.02], surfaces.paint('#ff4f9a'), [x + 0.05, 0.9, z]);
    }
    // Rolling ground beyond the lot and far hills in the haze.
    for (let i = 0; i < 6; i += 1) {
      const hill = new THREE.SphereGeometry(random.range(60, 140), 32, 16);
      hill.scale(1, random.range(0.12, 0.25), 1);
      hill.translate(random.range(-300, 300), -5, -random.range(180, 360));
      scene.add(mesh(hill, surfaces.grass(random, random.range(-10, 20)), { cast: false }));
    }
  }
  const treeCount = info.land ? random.int(10, 16) : random.int(1, 3);
  for (let i = 0; i < treeCount; i += 1) {
    const side = random.pick([-1, 1]);
    const x = info.land ? random.range(-40, 40) : side * (info.W / 2 + random.range(2.5, 7));
    const z = info.land ? -random.range(5, 40) : info.front + random.range(-4, 4);
    if (info.land || random.chance(0.8)) tree(scene, random, [x, z]);
    else conifer(scene, random, [x, z]);
  }
  if (info.street && !info.land) {
    // Street trees at the ends of the front, so they frame the building rather than hide it.
    for (const side of [-1, 1]) {
      tree(scene, random, [side * (info.W / 2 + random.range(1, 4)), streetZ + 1], {
        height: random.range(6, 9),
      });
    }
  }
  const behind = info.D / 2 + random.range(6, 14);
  for (let i = 0; i < 20; i += 1) {
    const x = random.range(-70, 70);
    const z = -behind - random.range(0, 30);
    if (random.chance(0.75))
      tree(scene, random, [x, z], { height: random.range(8, 15), detail: 2 });
    else conifer(scene, random, [x, z], random.range(10, 18));
  }
  if (!info.land && !info.tall && !info.parking) neighbours(scene, random, info);
  if (info.grasses) {
    for (let i = 0; i < 8; i += 1) {
      shrub(
        scene,
        random,
        [random.range(-info.W / 2, info.W / 2), info.front + random.range(1.5, 3)],
        random.range(0.3, 0.5),
      );
    }
  }

  // The camera: on the street or the walk, at eye height, at an angle across the front.
  const angle = THREE.MathUtils.degToRad(
    random.pick([-1, 1]) * random.range(info.land ? 0 : 14, info.land ? 25 : 38),
  );
  const verticalFov = info.tall ? 52 : random.range(42, 50);
  camera.fov = verticalFov;
  const horizontal =
    2 * Math.atan(Math.tan(THREE.MathUtils.degToRad(verticalFov) / 2) * camera.aspect);
  const spanW =
    info.W * (0.5 + 0.45 * Math.abs(Math.cos(angle))) + info.D * Math.abs(Math.sin(angle)) * 0.5;
  const fitW = (spanW * 0.62) / Math.tan(horizontal / 2);
  const lookY = info.land ? 1.6 : info.tall ? info.H * 0.3 : Math.max(1.8, info.H * 0.3);
  const eye = info.tall ? 1.6 : random.range(1.6, 2.1);
  const fitH = ((info.H + 0.6 - eye) * 1.15) / Math.tan(THREE.MathUtils.degToRad(verticalFov) / 2);
  const distance = info.land
    ? random.range(22, 30)
    : Math.max(fitW, fitH * 0.85) + info.front * 0.5;
  camera.position.set(Math.sin(angle) * distance, eye, Math.cos(angle) * distance);
  // A near-level camera keeps walls upright, as a real-estate photographer's does.
  camera.lookAt(0, lookY, info.land ? -10 : 0);
  camera.near = 0.5;
  camera.far = 3000;
  camera.updateProjectionMatrix();

  return {
    scene,
    exposure: random.range(0.62, 0.74),
    ao: 0,
    aoRadius: 0.6,
    // The sky and its light are kept for the next shot at this time of day.
    keep: [sky],
  };
}

/* global document */
// Interiors: a furnished room of the shot's kind (living room, kitchen, bedroom, bathroom, or a
// commercial open floor), daylight through its windows, photographed from a corner with a wide
// lens and level verticals, as listing photos are.
import * as THREE from 'three';
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';
import { box, mesh, rng, shade, surfaces } from './kit.js';

const WALL_PAINT = [
  '#f1eee8',
  '#e9e5dc',
  '#dfe3e1',
  '#e6e0d4',
  '#d9dcd6',
  '#efe9df',
  '#d7d2c8',
  '#e4e8ea',
];
const WOOD = ['#b48a5e', '#9c7350', '#c8a27a', '#7a5a40', '#d2b48c', '#8f6b4b'];
const FABRIC = [
  '#8c8f91',
  '#5b6770',
  '#b8ad9c',
  '#3f4a57',
  '#9a8f7e',
  '#6f7f6a',
  '#c9c2b6',
  '#4e5d6c',
];
const ACCENT = ['#b0643c', '#3e6a8a', '#c9a13b', '#6d8a5b', '#8a4f6e', '#2f5d62'];

let roomEnvironment = null;

/**
 * A mirror reflects the room, which a renderer without ray tracing does not have at hand: a
 * polished metal shows only the dim environment, black, like a switched-off screen. A pale,
 * glossy grey reads as a mirror in a photo.
 */
const mirrorMaterial = () =>
  new THREE.MeshStandardMaterial({
    color: 0xd5dde0,
    metalness: 0.35,
    roughness: 0.12,
    envMapIntensity: 1.6,
  });

function rounded(parent, [w, h, d], material, [x, y, z], radius = 0.05) {
  const geometry = new RoundedBoxGeometry(w, h, d, 2, Math.min(radius, w / 2, h / 2, d / 2));
  geometry.translate(x, y + h / 2, z);
  const object = mesh(geometry, material);
  parent.add(object);
  return object;
}

function cylinder(parent, [rTop, rBottom, h], material, [x, y, z], segments = 20) {
  const geometry = new THREE.CylinderGeometry(rTop, rBottom, h, segments);
  geometry.translate(x, y + h / 2, z);
  const object = mesh(geometry, material);
  parent.add(object);
  return object;
}

/** What the window looks onto: a bright sky over a garden, slightly soft, as a camera exposed for the room sees it. */
function outsideView(random) {
  const element = document.createElement('canvas');
  element.width = 512;
  element.height = 256;
  const ctx = element.getContext('2d', { willReadFrequently: true });
  const sky = ctx.createLinearGradient(0, 0, 0, 256);
  sky.addColorStop(0, '#cfe3f5');
  sky.addColorStop(0.6, '#f4f8fb');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, 512, 256);
  ctx.filter = 'blur(6px)';
  for (let i = 0; i < 40; i += 1) {
    ctx.fillStyle = `hsl(${random.range(80, 120)}, ${random.range(25, 45)}%, ${random.range(45, 70)}%)`;
    ctx.beginPath();
    ctx.arc(random() * 512, random.range(130, 220), random.range(20, 60), 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = '#9fb28a';
  ctx.fillRect(0, 210, 512, 46);
  const map = new THREE.CanvasTexture(element);
  map.colorSpace = THREE.SRGBColorSpace;
  return new THREE.MeshBasicMaterial({ map, color: new THREE.Color(4, 4, 4), fog: false });
}

/**
 * A wall along x from -length/2 to length/2, bottom at 0, with window openings (x centre, width,
 * sill, head). Answers the group, to be placed and turned.
 */
function wall({ length, height, thickness = 0.15, material, openings = [], trim, glassView }) {
  const group = new THREE.Group();
  const sorted = [...openings].sort((a, b) => a.x - b.x);
  let cursor = -length / 2;
  for (const opening of sorted) {
    const left = opening.x - opening.width / 2;
    const right = opening.x + opening.width / 2;
    if (left > cursor)
      box(group, [left - cursor, height, thickness], material, [(cursor + left) / 2, 0, 0]);
    box(group, [opening.width, opening.sill, thickness], material, [opening.x, 0, 0]);
    box(group, [opening.width, height - opening.head, thickness], material, [
      opening.x,
      opening.head,
      0,
    ]);
    // Frame, mullion and sill.
    const h = opening.head - opening.sill;
    const t = 0.07;
    box(group, [opening.width, t, thickness + 0.04], trim, [opening.x, opening.sill, 0]);
    box(group, [opening.width, t, thickness + 0.04], trim, [opening.x, opening.head - t, 0]);
    box(group, [t, h, thickness + 0.04], trim, [left + t / 2, opening.sill, 0]);
    box(group, [t, h, thickness + 0.04], trim, [right - t / 2, opening.sill, 0]);
    const panes = Math.max(1, Math.round(opening.width / 0.9));
    for (let p = 1; p < panes; p += 1)
      box(group, [0.05, h, 0.06], trim, [left + (p * opening.width) / panes, opening.sill, 0]);
    if (opening.sill > 0.3)
      box(group, [opening.width + 0.16, 0.04, 0.24], trim, [opening.x, opening.sill - 0.04, 0.1]);
    cursor = right;
  }
  if (cursor < length / 2)
    box(group, [length / 2 - cursor, height, thickness], material, [
      (cursor + length / 2) / 2,
      0,
      0,
    ]);
  if (glassView && openings.length > 0) {
    const view = new THREE.PlaneGeometry(length * 3, height * 3);
    view.translate(0, height / 2, -2.5);
    const object = new THREE.Mesh(view, glassView);
    group.add(object);
  }
  return group;
}

/** The room's shell: floor, ceiling, four walls (windows on the back and left), baseboards. */
function shell(scene, random, { W, D, H, floor, paint, windows, trim }) {
  const view = outsideView(random);
  const floorGeometry = new THREE.BoxGeometry(W + 0.4, 0.1, D + 0.4);
  floorGeometry.translate(0, -0.05, 0);
  scene.add(mesh(floorGeometry, floor));
  box(scene, [W + 0.4, 0.12, D + 0.4], surfaces.paint('#f6f5f1', 0.95), [0, H, 0]);
  const back = wall({
    length: W + 0.3,
    height: H,
    material: paint,
    openings: windows.back,
    trim,
    glassView: view,
  });
  back.position.set(0, 0, -D / 2 - 0.075);
  const left = wall({
    length: D + 0.3,
    height: H,
    material: paint,
    openings: windows.left,
    trim,
    glassView: view,
  });
  left.rotation.y = Math.PI / 2;
  left.position.set(-W / 2 - 0.075, 0, 0);
  const right = wall({ length: D + 0.3, height: H, material: paint, trim });
  right.rotation.y = -Math.PI / 2;
  right.position.set(W / 2 + 0.075, 0, 0);
  const front = wall({ length: W + 0.3, height: H, material: paint, trim });
  front.rotation.y = Math.PI;
  front.position.set(0, 0, D / 2 + 0.075);
  scene.add(back, left, right, front);
  // Baseboards and crown.
  for (const [w, d, x, z] of [
    [W, 0.02, 0, -D / 2 + 0.01],
    [0.02, D, -W / 2 + 0.01, 0],
    [0.02, D, W / 2 - 0.01, 0],
  ]) {
    box(scene, [w, 0.1, d], trim, [x, 0, z], { cast: false });
    box(scene, [w, 0.06, d], trim, [x, H - 0.06, z], { cast: false });
  }
}

function sunlight(scene, random, { W, D, H, fromLeft }) {
  const sun = new THREE.DirectionalLight(new THREE.Color(0xfff1dc), random.range(2.2, 3.2));
  const target = new THREE.Vector3(random.range(-W / 4, W / 4), 0, random.range(-D / 4, D / 4));
  const elevation = random.range(0.5, 0.85);
  sun.position.set(
    fromLeft ? -W / 2 - 6 : random.range(-W / 2, W / 2),
    6 * Math.tan(elevation) + 1,
    fromLeft ? random.range(-D / 2, D / 2) : -D / 2 - 6,
  );
  sun.target.position.copy(target);
  sun.castShadow = true;
  sun.shadow.mapSize.set(2048, 2048);
  Object.assign(sun.shadow.camera, {
    left: -12,
    right: 12,
    top: 12,
    bottom: -12,
    near: 0.5,
    far: 40,
  });
  sun.shadow.camera.updateProjectionMatrix();
  sun.shadow.bias = -0.0005;
  sun.shadow.normalBias = 0.02;
  scene.add(sun, sun.target);
  // Soft fill from the ceiling lights, no shadows.
  for (const [x, z] of [
    [-W / 4, -D / 4],
    [W / 4, D / 4],
  ]) {
    const bulb = new THREE.PointLight(0xffe2bd, 2.5, 8, 2);
    bulb.position.set(x, H - 0.3, z);
    scene.add(bulb);
  }
  void H;
}

function art(parent, random, { w, h, at, rotation = 0 }) {
  const element = document.createElement('canvas');
  element.width = 256;
  element.height = 256;
  const ctx = element.getContext('2d', { willReadFrequently: true });
  ctx.fillStyle = random.pick(['#efe9df', '#e5e0d6', '#2f3a44', '#d8cfc0']);
  ctx.fillRect(0, 0, 256, 256);
  for (let i = 0; i < 6; i += 1) {
    ctx.fillStyle = random.pick([...ACCENT, '#e8e2d6', '#1f2a33']);
    ctx.globalAlpha = random.range(0.5, 0.9);
    if (random.chance(0.5)) {
      ctx.beginPath();
      ctx.arc(random() * 256, random() * 256, random.range(20, 90), 0, Math.PI * 2);
      ctx.fill();
    } else {
      ctx.fillRect(random() * 200, random() * 200, random.range(30, 140), random.range(20, 120));
    }
  }
  const map = new THREE.CanvasTexture(element);
  map.colorSpace = THREE.SRGBColorSpace;
  const group = new THREE.Group();
  box(
    group,
    [w + 0.08, h + 0.08, 0.04],
    surfaces.paint(random.pick(['#1b1b1b', '#e9e4da', '#b08a5e']), 0.6),
    [0, 0, 0],
  );
  const canvasFace = new THREE.BoxGeometry(w, h, 0.01);
  canvasFace.translate(0, h / 2 + 0.04, 0.025);
  group.add(mesh(canvasFace, new THREE.MeshStandardMaterial({ map, roughness: 0.9 })));
  group.position.set(...at);
  group.rotation.y = rotation;
  parent.add(group);
}

function plant(parent, random, [x, z], size = random.range(0.6, 1.2)) {
  const pot = surfaces.paint(random.pick(['#e9e4da', '#3b3b3b', '#b87a55', '#d6d0c4']), 0.6);
  cylinder(parent, [0.2 * size, 0.15 * size, 0.35 * size], pot, [x, 0, z]);
  const leaves = new THREE.MeshStandardMaterial({
    color: new THREE.Color().setHSL(
      0.3 + random.range(-0.03, 0.03),
      0.45,
      0.22,
      THREE.SRGBColorSpace,
    ),
    roughness: 0.8,
  });
  for (let i = 0; i < 16; i += 1) {
    const leaf = new THREE.SphereGeometry(0.09 * size, 8, 6);
    leaf.scale(0.5, 1, 2.2);
    const a = random() * Math.PI * 2;
    const lift = random.range(0.35, 1.1) * size;
    leaf.rotateX(random.range(-0.8, 0.2));
    leaf.rotateY(a);
    leaf.translate(x + Math.cos(a) * 0.16 * size, lift, z + Math.sin(a) * 0.16 * size);
    parent.add(mesh(leaf, leaves));
  }
  cylinder(parent, [0.012, 0.015, 0.9 * size], leaves, [x, 0.3 * size, z], 6);
}

function lamp(parent, random, [x, y, z], { tall = false } = {}) {
  const metal = new THREE.MeshStandardMaterial({
    color: random.pick([0x1c1c1c, 0xb08d57, 0xd0d0d0]),
    metalness: 0.9,
    roughness: 0.35,
  });
  const height = tall ? 1.5 : 0.4;
  if (!tall)
    cylinder(
      parent,
      [0.08, 0.1, 0.18],
      surfaces.paint(random.pick(['#e9e4da', '#6c7a6a', '#2f3a44']), 0.3),
      [x, y, z],
    );
  cylinder(parent, [0.012, 0.012, height], metal, [x, y + (tall ? 0 : 0.18), z], 8);
  const shade = new THREE.MeshStandardMaterial({
    color: 0xf2ebdd,
    emissive: 0xffe3b8,
    emissiveIntensity: 0.5,
    roughness: 0.9,
    side: THREE.DoubleSide,
  });
  const top = y + height + (tall ? 0 : 0.18);
  cylinder(parent, [0.13, 0.19, 0.24], shade, [x, top - 0.05, z], 24);
}

const ROOMS = {
  'living-room'(scene, random, room) {
    const { W, D } = room;
    const fabric = surfaces.fabric(random.pick(FABRIC), random);
    const wood = surfaces.wood(random.pick(WOOD), random, { planks: 3, tile: 0.8, roughness: 0.5 });
    const legs = new THREE.MeshStandardMaterial({
      color: 0x2a2a2a,
      metalness: 0.7,
      roughness: 0.4,
    });
    const rugHex = random.pick(['#d9d2c5', '#b9b2a6', '#8a9099', '#c4b49a', '#6f6a62']);
    box(
      scene,
      [3.2, 0.015, 2.3],
      surfaces.rug(rugHex, shade(rugHex, -0.15), random),
      [-0.2, 0, -0.2],
      { cast: false },
    );
    // Sofa against the back wall, facing the room.
    const sz = -D / 2 + 0.6;
    rounded(scene, [2.4, 0.42, 0.95], fabric, [-0.2, 0.08, sz], 0.06);
    rounded(scene, [2.4, 0.5, 0.25], fabric, [-0.2, 0.45, sz - 0.35], 0.08);
    for (const side of [-1, 1])
      rounded(scene, [0.22, 0.62, 0.95], fabric, [-0.2 + side * 1.2, 0.08, sz], 0.08);
    for (let c = 0; c < 3; c += 1)
      rounded(scene, [0.72, 0.16, 0.7], fabric, [-0.2 - 0.75 + c * 0.75, 0.5, sz + 0.08], 0.07);
    for (let p = 0; p < random.int(2, 3); p += 1) {
      const pillow = surfaces.fabric(random.pick([...ACCENT, '#e9e4da']), random);
      const geometry = new RoundedBoxGeometry(0.45, 0.42, 0.14, 2, 0.07);
      geometry.rotateX(-0.25);
      geometry.rotateZ(random.range(-0.2, 0.2));
      geometry.translate(-0.2 + (p - 1) * 0.8, 0.86, sz - 0.18);
      scene.add(mesh(geometry, pillow));
    }
    for (const [x, z] of [
      [-1.3, sz - 0.4],
      [0.9, sz - 0.4],
      [-1.3, sz + 0.4],
      [0.9, sz + 0.4],
    ])
      box(scene, [0.05, 0.08, 0.05], legs, [x, 0, z]);
    // Coffee table, armchair, side table with lamp, floor lamp, plant, art over the sofa.
    rounded(scene, [1.2, 0.05, 0.65], wood, [-0.2, 0.4, 0.1], 0.02);
    for (const [x, z] of [
      [-0.7, -0.15],
      [0.3, -0.15],
      [-0.7, 0.35],
      [0.3, 0.35],
    ])
      box(scene, [0.04, 0.4, 0.04], legs, [x, 0, z]);
    const books = surfaces.paint(random.pick(ACCENT), 0.7);
    box(scene, [0.3, 0.06, 0.22], books, [-0.45, 0.45, 0.1]);
    cylinder(scene, [0.07, 0.05, 0.12], surfaces.paint('#efece6', 0.2), [0.05, 0.45, 0.05]);
    const chair = surfaces.fabric(random.pick(FABRIC), random);
    const armchair = new THREE.Group();
    rounded(armchair, [0.85, 0.42, 0.85], chair, [0, 0.1, 0], 0.06);
    rounded(armchair, [0.85, 0.45, 0.2], chair, [0, 0.45, -0.33], 0.07);
    for (const side of [-1, 1])
      rounded(armchair, [0.16, 0.6, 0.85], chair, [side * 0.42, 0.1, 0], 0.07);
    armchair.position.set(W / 2 - 1.3, 0, 0.2);
    armchair.rotation.y = -Math.PI / 2 - 0.4;
    scene.add(armchair);
    cylinder(scene, [0.25, 0.25, 0.03], wood, [-1.75, 0.52, sz], 24);
    cylinder(scene, [0.02, 0.02, 0.52], legs, [-1.75, 0, sz], 8);
    lamp(scene, random, [-1.75, 0.55, sz]);
    lamp(scene, random, [W / 2 - 0.5, 0, -D / 2 + 0.5], { tall: true });
    plant(scene, random, [-W / 2 + 0.5, D / 2 - 1.2], random.range(1, 1.5));
    art(scene, random, {
      w: random.range(0.9, 1.4),
      h: random.range(0.6, 0.9),
      at: [-0.2, 1.45, -D / 2 + 0.02],
    });
    // A TV on a low console on the right wall.
    const console_ = surfaces.wood(random.pick(WOOD), random, { planks: 4, tile: 1 });
    box(scene, [0.45, 0.5, 1.8], console_, [W / 2 - 0.25, 0, 0.3]);
    box(
      scene,
      [0.04, 0.7, 1.25],
      new THREE.MeshStandardMaterial({ color: 0x0b0c0e, roughness: 0.15, metalness: 0.3 }),
      [W / 2 - 0.04, 1.05, 0.3],
    );
    return { lookAt: [-0.6, 0.9, -D / 2 + 0.6] };
  },

  kitchen(scene, random, room) {
    const { W, D } = room;
    const cabinetHex = random.pick([
      '#f2f0ea',
      '#e6e2d8',
      '#3e4a56',
      '#5f6f63',
      '#d9d4c8',
      '#2f3439',
      '#8c9a9f',
    ]);
    const cabinet = surfaces.paint(cabinetHex, 0.5);
    const counter = random.chance(0.6)
      ? surfaces.marble(random.pick(['#f1efea', '#e8e4dc', '#d8d6d2']), random)
      : surfaces.concrete(random, random.pick(['#2e2f31', '#8d8a84']), 1);
    counter.roughness = 0.2;
    const steel = new THREE.MeshStandardMaterial({
      color: 0xc8cacc,
      metalness: 1,
      roughness: 0.28,
    });
    const handle = new THREE.MeshStandardMaterial({
      color: random.pick([0x1c1c1c, 0xb08d57, 0xc0c0c0]),
      metalness: 1,
      roughness: 0.3,
    });
    const backsplash = surfaces.subway(
      random.pick(['#f4f2ee', '#e2e6e6', '#dfe7ea', '#f0ebe0']),
      random,
    );
    const z0 = -D / 2;
    // Base run along the back wall with a sink under the window; range and hood to the side.
    const run = W - 1.2;
    box(scene, [run, 0.1, 0.55], surfaces.paint('#1d1d1d', 0.8), [-0.6 + 0, 0, z0 + 0.3]);
    box(scene, [run, 0.78, 0.6], cabinet, [-0.6, 0.1, z0 + 0.3]);
    for (let x = -0.6 - run / 2 + 0.3; x < -0.6 + run / 2; x += 0.6) {
      box(scene, [0.57, 0.74, 0.02], cabinet, [x, 0.12, z0 + 0.61]);
      box(scene, [0.16, 0.02, 0.03], handle, [x, 0.78, z0 + 0.63]);
    }
    box(scene, [run + 0.04, 0.04, 0.64], counter, [-0.6, 0.88, z0 + 0.32]);
    box(scene, [run, 0.55, 0.02], backsplash, [-0.6, 0.92, z0 + 0.01], { cast: false });
    const sinkX = -0.6;
    box(
      scene,
      [0.7, 0.02, 0.4],
      new THREE.MeshStandardMaterial({ color: 0x3a3c3e, metalness: 0.8, roughness: 0.3 }),
      [sinkX, 0.915, z0 + 0.3],
      { cast: false },
    );
    cylinder(scene, [0.015, 0.015, 0.35], steel, [sinkX, 0.92, z0 + 0.1], 10);
    scene.add(
      mesh(
        new THREE.TorusGeometry(0.1, 0.013, 8, 16, Math.PI)
          .rotateY(Math.PI / 2)
          .translate(sinkX, 1.27, z0 + 0.2),
        steel,
      ),
    );
    const rangeX = -0.6 + run / 2 - 0.6;
    box(scene, [0.76, 0.9, 0.62], steel, [rangeX, 0, z0 + 0.31]);
    box(
      scene,
      [0.76, 0.02, 0.6],
      new THREE.MeshStandardMaterial({ color: 0x111111, roughness: 0.1 }),
      [rangeX, 0.9, z0 + 0.3],
    );
    const hood = new THREE.CylinderGeometry(0.12, 0.45, 0.5, 4, 1);
    hood.rotateY(Math.PI / 4);
    hood.scale(1.3, 1, 0.8);
    hood.translate(rangeX, 1.75, z0 + 0.28);
    scene.add(mesh(hood, steel));
    box(scene, [0.25, 0.6, 0.2], steel, [rangeX, 2.0, z0 + 0.12]);
    // Upper cabinets either side of the window.
    for (const x of [-0.6 - run / 2 + 0.45, rangeX - 0.9]) {
      box(scene, [0.9, 0.75, 0.35], cabinet, [x, 1.5, z0 + 0.18]);
      box(scene, [0.02, 0.7, 0.02], cabinet, [x, 1.52, z0 + 0.36]);
    }
    // Fridge at the end of the run.
    box(scene, [0.9, 1.85, 0.7], steel, [-0.6 + run / 2 + 0.48, 0, z0 + 0.36]);
    box(scene, [0.02, 1.0, 0.03], handle, [-0.6 + run / 2 + 0.1, 0.7, z0 + 0.73]);
    // Island with stools and pendants.
    const islandW = Math.min(2.6, W - 2.4);
    const iz = z0 + 2.2;
    box(scene, [islandW, 0.88, 0.9], cabinet, [-0.3, 0, iz]);
    box(scene, [islandW + 0.1, 0.04, 1.2], counter, [-0.3, 0.88, iz + 0.15]);
    const seat = surfaces.wood(random.pick(WOOD), random, { planks: 2, tile: 0.5 });
    for (let s = 0; s < 3; s += 1) {
      const x = -0.3 - islandW / 2 + 0.45 + (s * (islandW - 0.9)) / 2;
      cylinder(scene, [0.19, 0.19, 0.05], seat, [x, 0.66, iz + 0.95], 20);
      for (const [dx, dz] of [
        [-0.12, -0.12],
        [0.12, -0.12],
        [-0.12, 0.12],
        [0.12, 0.12],
      ])
        box(scene, [0.025, 0.66, 0.025], handle, [x + dx, 0, iz + 0.95 + dz]);
    }
    for (let p = 0; p < 2; p += 1) {
      const x = -0.3 + (p - 0.5) * (islandW * 0.5);
      cylinder(scene, [0.005, 0.005, 0.9], handle, [x, room.H - 0.9, iz], 6);
      const glass = new THREE.MeshStandardMaterial({
        color: 0xfff3da,
        emissive: 0xffe2b0,
        emissiveIntensity: 1.2,
        roughness: 0.3,
      });
      const globe = new THREE.SphereGeometry(0.14, 20, 12);
      globe.translate(x, room.H - 1.0, iz);
      scene.add(mesh(globe, glass, { cast: false }));
    }
    cylinder(scene, [0.12, 0.08, 0.1], surfaces.paint('#efece6', 0.2), [-0.1, 0.92, iz]);
    for (let f = 0; f < 4; f += 1) {
      const fruit = new THREE.SphereGeometry(0.04, 10, 8);
      fruit.translate(-0.1 + random.range(-0.05, 0.05), 1.0, iz + random.range(-0.05, 0.05));
      scene.add(mesh(fruit, surfaces.paint(random.pick(['#d1452f', '#e5b43a', '#7fae3c']), 0.5)));
    }
    // By the window, away from the camera's corner.
    plant(scene, random, [-W / 2 + 0.4, z0 + 1.3], 1.1);
    return { lookAt: [-0.6, 1.0, z0 + 0.4] };
  },

  bedroom(scene, random, room) {
    const { W, D } = room;
    const wood = surfaces.wood(random.pick(WOOD), random, { planks: 3, tile: 0.8, roughness: 0.5 });
    const linen = surfaces.fabric(
      random.pick(['#f3f1ec', '#e9e6df', '#d9dde0', '#eae4d8']),
      random,
    );
    const throwFabric = surfaces.fabric(random.pick(FABRIC), random);
    const head = surfaces.fabric(random.pick(FABRIC), random);
    const bz = -D / 2 + 1.15;
    const rugHex = random.pick(['#d9d2c5', '#b9b2a6', '#8a9099', '#c4b49a']);
    box(
      scene,
      [2.6, 0.015, 3.0],
      surfaces.rug(rugHex, shade(rugHex, -0.12), random),
      [0, 0, bz + 0.4],
      { cast: false },
    );
    rounded(scene, [1.75, 1.15, 0.12], head, [0, 0.2, -D / 2 + 0.1], 0.05);
    box(scene, [1.7, 0.3, 2.1], wood, [0, 0.08, bz]);
    rounded(scene, [1.62, 0.24, 2.02], linen, [0, 0.36, bz], 0.06);
    rounded(scene, [1.78, 0.1, 1.45], linen, [0, 0.56, bz + 0.3], 0.05);
    rounded(scene, [1.8, 0.06, 0.5], throwFabric, [0, 0.64, bz + 0.7], 0.03);
    for (const x of [-0.42, 0.42]) {
      const pillow = new RoundedBoxGeometry(0.7, 0.2, 0.42, 2, 0.09);
      pillow.rotateX(-0.5);
      pillow.translate(x, 0.75, -D / 2 + 0.42);
      scene.add(mesh(pillow, linen));
    }
    const accentPillow = new RoundedBoxGeometry(0.45, 0.35, 0.12, 2, 0.06);
    accentPillow.rotateX(-0.35);
    accentPillow.translate(0, 0.82, -D / 2 + 0.62);
    scene.add(mesh(accentPillow, surfaces.fabric(random.pick(ACCENT), random)));
    for (const side of [-1, 1]) {
      box(scene, [0.5, 0.55, 0.42], wood, [side * 1.2, 0, -D / 2 + 0.3]);
      box(scene, [0.46, 0.02, 0.02], surfaces.paint('#1c1c1c'), [side * 1.2, 0.35, -D / 2 + 0.52]);
      lamp(scene, random, [side * 1.2, 0.55, -D / 2 + 0.3]);
    }
    art(scene, random, {
      w: random.range(1.0, 1.5),
      h: random.range(0.55, 0.8),
      at: [0, 1.55, -D / 2 + 0.02],
    });
    // Dresser on the right wall, a bench at the foot of the bed, a plant.
    box(scene, [0.5, 0.8, 1.4], wood, [W / 2 - 0.26, 0, 0.4]);
    for (let r = 0; r < 3; r += 1)
      box(
        scene,
        [0.02, 0.02, 1.3],
        surfaces.paint('#2a2a2a'),
        [W / 2 - 0.5, 0.15 + r * 0.25, 0.4],
        { cast: false },
      );
    const mirror = mirrorMaterial();
    box(scene, [0.03, 0.9, 0.7], mirror, [W / 2 - 0.03, 1.2, 0.4]);
    rounded(scene, [1.2, 0.42, 0.42], throwFabric, [0, 0.05, bz + 1.35], 0.05);
    plant(scene, random, [-W / 2 + 0.45, D / 2 - 0.8], 1.2);
    return { lookAt: [-0.2, 0.85, -D / 2 + 1.0] };
  },

  bathroom(scene, random, room) {
    const { W, D } = room;
    const white = new THREE.MeshStandardMaterial({ color: 0xf6f6f4, roughness: 0.12 });
    const chrome = new THREE.MeshStandardMaterial({
      color: 0xe0e0e0,
      metalness: 1,
      roughness: 0.12,
    });
    const vanityWood = random.chance(0.5)
      ? surfaces.wood(random.pick(WOOD), random, { planks: 2, tile: 0.6 })
      : surfaces.paint(random.pick(['#2f3a44', '#e9e5dc', '#5f6f63']), 0.5);
    const top = surfaces.marble(random.pick(['#f1efea', '#e6e3de']), random);
    const z0 = -D / 2;
    // Tiled wall behind the vanity and the tub.
    box(
      scene,
      [W, room.H, 0.02],
      surfaces.subway(random.pick(['#f4f2ee', '#e6ece9', '#dde4e8', '#f1ebe1']), random),
      [0, 0, z0 + 0.01],
      { cast: false },
    );
    const vx = -W / 2 + 0.9;
    box(scene, [1.3, 0.8, 0.55], vanityWood, [vx, 0.05, z0 + 0.3]);
    box(scene, [1.34, 0.04, 0.58], top, [vx, 0.85, z0 + 0.3]);
    rounded(scene, [0.5, 0.12, 0.38], white, [vx, 0.89, z0 + 0.3], 0.05);
    cylinder(scene, [0.014, 0.014, 0.25], chrome, [vx, 0.89, z0 + 0.08], 10);
    box(scene, [0.03, 0.02, 0.14], chrome, [vx, 1.12, z0 + 0.14]);
    const mirror = mirrorMaterial();
    rounded(scene, [0.9, 0.95, 0.03], mirror, [vx, 1.2, z0 + 0.04], 0.01);
    for (const side of [-1, 1]) {
      const sconce = new THREE.MeshStandardMaterial({
        color: 0xfff3da,
        emissive: 0xffe2b0,
        emissiveIntensity: 1.0,
      });
      cylinder(scene, [0.05, 0.05, 0.25], sconce, [vx + side * 0.62, 1.55, z0 + 0.1], 16);
    }
    // A tub with a glass screen, or a walk-in shower.
    const tubX = W / 2 - 0.85;
    if (random.chance(0.55)) {
      rounded(scene, [1.6, 0.58, 0.78], white, [tubX - 0.05, 0, z0 + 0.42], 0.06);
      box(
        scene,
        [1.4, 0.04, 0.6],
        new THREE.MeshStandardMaterial({ color: 0xdfe4e6, roughness: 0.1 }),
        [tubX - 0.05, 0.56, z0 + 0.42],
        { cast: false },
      );
    } else {
      box(scene, [1.3, 0.05, 1.0], surfaces.tile('#cfd2d3', random, { count: 10, tile: 1 }), [
        tubX,
        0,
        z0 + 0.52,
      ]);
      const glass = new THREE.MeshPhysicalMaterial({
        color: 0xdfeef2,
        roughness: 0.05,
        transparent: true,
        opacity: 0.22,
      });
      box(scene, [0.02, 2.0, 1.0], glass, [tubX - 0.66, 0.05, z0 + 0.52], { cast: false });
      cylinder(scene, [0.12, 0.12, 0.02], chrome, [tubX, 2.05, z0 + 0.3], 20);
    }
    box(scene, [0.6, 0.02, 0.02], chrome, [tubX - 0.05, 1.25, z0 + 0.05]);
    rounded(
      scene,
      [0.5, 0.6, 0.06],
      surfaces.fabric(random.pick(['#f3f1ec', '#c9d3da', '#d8cbb5', '#9fb1bd']), random),
      [tubX - 0.05, 0.7, z0 + 0.08],
      0.03,
    );
    // Toilet between, and a bath mat.
    const toilet = new THREE.Group();
    rounded(toilet, [0.4, 0.4, 0.55], white, [0, 0, 0.1], 0.12);
    rounded(toilet, [0.42, 0.05, 0.5], white, [0, 0.4, 0.12], 0.04);
    rounded(toilet, [0.42, 0.38, 0.18], white, [0, 0.4, -0.2], 0.04);
    toilet.position.set(W / 2 - 0.35, 0, 0.5);
    toilet.rotation.y = -Math.PI / 2;
    scene.add(toilet);
    box(
      scene,
      [0.8, 0.015, 0.5],
      surfaces.fabric(random.pick(['#d9d4c8', '#c9d3da', '#e9e6df']), random),
      [vx, 0, z0 + 1.0],
      { cast: false },
    );
    plant(scene, random, [vx - 0.45, z0 + 0.2], 0.5);
    return { lookAt: [vx + 0.3, 1.0, z0 + 0.3] };
  },

  'open-floor'(scene, random, room) {
    const { W, D, H } = room;
    const desk = surfaces.wood(random.pick(WOOD), random, { planks: 2, tile: 0.8 });
    const metal = new THREE.MeshStandardMaterial({
      color: 0x2a2c2e,
      metalness: 0.7,
      roughness: 0.4,
    });
    const screen = new THREE.MeshStandardMaterial({ color: 0x0c0d0f, roughness: 0.15 });
    const chairFabric = surfaces.fabric(random.pick(['#2f3439', '#4e5d6c', '#6f7f6a']), random);
    for (let row = 0; row < 2; row += 1) {
      for (let d = 0; d < 3; d += 1) {
        const x = -W / 2 + 2.6 + d * 2.6;
        const z = -D / 2 + 2.4 + row * 3.0;
        box(scene, [2.2, 0.04, 1.6], desk, [x, 0.72, z]);
        for (const [dx, dz] of [
          [-1.0, -0.7],
          [1.0, -0.7],
          [-1.0, 0.7],
          [1.0, 0.7],
        ])
          box(scene, [0.05, 0.72, 0.05], metal, [x + dx, 0, z + dz]);
        for (const side of [-1, 1]) {
          box(scene, [0.55, 0.35, 0.03], screen, [x, 0.9, z + side * 0.2]);
          box(scene, [0.05, 0.15, 0.05], metal, [x, 0.76, z + side * 0.22]);
          rounded(scene, [0.5, 0.08, 0.5], chairFabric, [x, 0.45, z + side * 1.1], 0.04);
          rounded(scene, [0.5, 0.5, 0.07], chairFabric, [x, 0.55, z + side * 1.35], 0.04);
          cylinder(scene, [0.03, 0.03, 0.45], metal, [x, 0, z + side * 1.1], 8);
        }
      }
    }
    // Exposed ceiling: ducts and rows of linear lights.
    const duct = new THREE.MeshStandardMaterial({
      color: 0xb9bcbf,
      metalness: 0.8,
      roughness: 0.35,
    });
    const ductGeometry = new THREE.CylinderGeometry(0.25, 0.25, W, 20);
    ductGeometry.rotateZ(Math.PI / 2);
    ductGeometry.translate(0, H - 0.45, -D / 4);
    scene.add(mesh(ductGeometry, duct));
    const light = new THREE.MeshStandardMaterial({
      color: 0xffffff,
      emissive: 0xfff4e0,
      emissiveIntensity: 1.5,
    });
    for (let r = 0; r < 3; r += 1)
      box(scene, [W * 0.7, 0.05, 0.12], light, [0, H - 0.8, -D / 2 + 2 + r * 3], { cast: false });
    for (let p = 0; p < 3; p += 1) plant(scene, random, [W / 2 - 0.6, -D / 2 + 1 + p * 2.5], 1.5);
    return { lookAt: [-W / 6, 1.2, -D / 2 + 1] };
  },
};

const SIZES = {
  'living-room': () => [5.6, 5, 2.75],
  kitchen: () => [5.2, 4.6, 2.75],
  bedroom: () => [4.6, 4.4, 2.7],
  bathroom: () => [3.2, 2.8, 2.6],
  'open-floor': () => [12, 9, 3.6],
};

export function buildInterior(shot, renderer, camera) {
  const random = rng(shot.seed);
  const scene = new THREE.Scene();
  if (!roomEnvironment) {
    const pmrem = new THREE.PMREMGenerator(renderer);
    roomEnvironment = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
    pmrem.dispose();
  }
  scene.environment = roomEnvironment;
  scene.environmentIntensity = random.range(0.35, 0.5);
  const [baseW, baseD, H] = SIZES[shot.kind]();
  const W = baseW * random.range(0.95, 1.15);
  const D = baseD * random.range(0.95, 1.15);
  const paint = surfaces.paint(random.pick(WALL_PAINT), 0.92);
  const trim = surfaces.paint('#f7f6f2', 0.5);
  const floor =
    shot.kind === 'bathroom'
      ? surfaces.tile(random.pick(['#d8d4cc', '#b9b5ad', '#e6e2da', '#8f9396']), random, {
          count: 4,
          tile: 1.2,
          grout: '#9d9891',
        })
      : shot.kind === 'open-floor'
        ? surfaces.concrete(random, random.pick(['#a7a39b', '#8f8c86', '#bdb8ae']), 4)
        : shot.kind === 'kitchen' && random.chance(0.4)
          ? surfaces.tile(random.pick(['#d8d4cc', '#c9c4ba', '#e8e5df']), random, {
              count: 4,
              tile: 1.6,
              grout: '#a9a49b',
            })
          : surfaces.wood(random.pick(WOOD), random, { planks: 5, tile: 1.1, roughness: 0.45 });
  if (shot.kind === 'open-floor') floor.roughness = 0.35;
  const fromLeft = random.chance(0.5);
  const big = shot.kind === 'open-floor';
  const windows = {
    back:
      shot.kind === 'kitchen'
        ? [{ x: -0.6, width: 1.4, sill: 1.05, head: 2.2 }]
        : shot.kind === 'bathroom'
          ? []
          : shot.kind === 'bedroom'
            ? []
            : big
              ? []
              : [{ x: W / 2 - 1.0, width: 1.1, sill: 0.5, head: 2.3 }],
    left: big
      ? [-3, 0, 3].map((x) => ({ x, width: 2.6, sill: 0.4, head: H - 0.4 }))
      : shot.kind === 'bathroom'
        ? [{ x: 0.2, width: 0.8, sill: 1.3, head: 2.1 }]
        : [
            {
              x: random.range(-0.6, 0.2),
              width: random.range(1.6, 2.4),
              sill: shot.kind === 'bedroom' ? 0.7 : 0.45,
              head: 2.3,
            },
          ],
  };
  shell(scene, random, { W, D, H, floor, paint, windows, trim });
  sunlight(scene, random, { W, D, H, fromLeft: fromLeft || windows.back.length === 0 });
  const { lookAt } = ROOMS[shot.kind](scene, random, { W, D, H });

  // From the corner opposite the windows, at chest height, with a wide lens.
  camera.fov = shot.kind === 'bathroom' ? 64 : random.range(52, 58);
  camera.position.set(
    W / 2 - 0.35,
    shot.kind === 'bathroom' ? 1.4 : random.range(1.15, 1.35),
    D / 2 - 0.35,
  );
  camera.lookAt(lookAt[0], camera.position.y - 0.05, lookAt[2]);
  camera.near = 0.05;
  camera.far = 100;
  camera.updateProjectionMatrix();
  return { scene, exposure: random.range(0.85, 1.0), ao: 1, aoRadius: 0.35 };
}

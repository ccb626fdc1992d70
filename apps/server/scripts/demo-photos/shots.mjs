// The photographs the demo catalogue needs: exteriors of every listing type (13 houses in four
// styles: houses, a third of the catalogue, show no cover twice on a page of results), and a
// pool of rooms each listing draws 3–5 from. Software rendering takes a minute a photo on a
// busy two-core machine, which is what keeps the set this size.
// Each shot's seed decides colours, roof, windows, camera angle and time of day in scenes.js.

/** Exterior kinds: the scene style and the listing type its photos are covers for. */
const EXTERIORS = [
  { kind: 'colonial', propertyType: 'house', count: 4 },
  { kind: 'ranch', propertyType: 'house', count: 3 },
  { kind: 'modern', propertyType: 'house', count: 3 },
  { kind: 'craftsman', propertyType: 'house', count: 3 },
  { kind: 'townhouse-row', propertyType: 'townhouse', count: 3 },
  { kind: 'apartment-building', propertyType: 'apartment', count: 4 },
  { kind: 'condo-building', propertyType: 'condo', count: 3 },
  { kind: 'duplex', propertyType: 'multi-family', count: 3 },
  { kind: 'storefront', propertyType: 'commercial', count: 3 },
  { kind: 'land-lot', propertyType: 'land', count: 3 },
];

/** Interiors: homes draw from the first four, commercial listings from the open floor. */
const INTERIORS = [
  { kind: 'living-room', count: 3 },
  { kind: 'kitchen', count: 3 },
  { kind: 'bedroom', count: 3 },
  { kind: 'bathroom', count: 2 },
  { kind: 'open-floor', count: 2 },
];

/**
 * Added after the first run, at the end so the seeds of the photos above stay as they were: a
 * page of rentals holds half a dozen apartments.
 */
const MORE_EXTERIORS = [
  { kind: 'apartment-building', propertyType: 'apartment', from: 5, count: 2 },
];

export function photoShots() {
  const shots = [];
  let seed = 1;
  for (const { kind, propertyType, count } of EXTERIORS) {
    for (let n = 1; n <= count; n += 1) {
      shots.push({
        name: `${kind}-${String(n).padStart(2, '0')}`,
        scene: 'exterior',
        kind,
        propertyType,
        seed: (seed += 1) * 7919,
      });
    }
  }
  for (const { kind, count } of INTERIORS) {
    for (let n = 1; n <= count; n += 1) {
      shots.push({
        name: `${kind}-${String(n).padStart(2, '0')}`,
        scene: 'interior',
        kind,
        seed: (seed += 1) * 7919,
      });
    }
  }
  for (const { kind, propertyType, from, count } of MORE_EXTERIORS) {
    for (let n = from; n < from + count; n += 1) {
      shots.push({
        name: `${kind}-${String(n).padStart(2, '0')}`,
        scene: 'exterior',
        kind,
        propertyType,
        seed: (seed += 1) * 7919,
      });
    }
  }
  return shots;
}

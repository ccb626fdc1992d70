/**
 * The map loads on a wide screen once the list is shown, on a phone when the Map view is chosen.
 * Apart from map-logic.ts: /properties reads this on its first load, and the rest of the map's
 * rules load with the map (a shared file would put them all in the page's first chunks).
 */
export function shouldLoadMap(input: {
  wide: boolean;
  view: 'list' | 'map';
  listShown: boolean;
}): boolean {
  return input.view === 'map' || (input.wide && input.listShown);
}

/** What a person can press or type into: what the launcher must never sit on. */
const CONTROL =
  'a[href],button,input,select,textarea,summary,label,[role="button"],[role="link"],[role="checkbox"],[role="switch"],[role="tab"],[role="menuitem"],[role="option"]';

/** Steps the launcher tries, upwards, before it gives up and stays where it is. */
const STEP_PX = 8;

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The points of a round button's face that a tap can land on: its centre and eight round it. */
function facePoints(box: Box): [number, number][] {
  const cx = box.left + box.width / 2;
  const cy = box.top + box.height / 2;
  const r = Math.min(box.width, box.height) / 2 - 2;
  const d = r * Math.SQRT1_2;
  return [
    [cx, cy],
    [cx - r, cy],
    [cx + r, cy],
    [cx, cy - r],
    [cx, cy + r],
    [cx - d, cy - d],
    [cx + d, cy - d],
    [cx - d, cy + d],
    [cx + d, cy + d],
  ];
}

/**
 * How far up (px) the launcher at `home` has to move so that no control is under it: 0 when
 * nothing is, else the first clear spot up to `maxShift`; 0 again when none is clear (it then
 * stays put rather than jump about). `controlsAt(x, y)` says whether a control is at a point,
 * the launcher itself not counted.
 */
export function clearOffset(
  home: Box,
  controlsAt: (x: number, y: number) => boolean,
  maxShift: number,
): number {
  for (let shift = 0; shift <= maxShift; shift += STEP_PX) {
    const box = { ...home, top: home.top - shift };
    if (box.top < 0) break;
    if (!facePoints(box).some(([x, y]) => controlsAt(x, y))) return shift;
  }
  return 0;
}

/** controlsAt for the live page: the stack of elements at a point, minus the assistant's own. */
export function pageControlsAt(own: Element): (x: number, y: number) => boolean {
  return (x, y) =>
    document
      .elementsFromPoint(x, y)
      .some((element) => !own.contains(element) && element.closest(CONTROL) !== null);
}

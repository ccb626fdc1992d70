import { describe, expect, it } from 'vitest';
import { clearOffset, type Box } from './clear-of-controls';

const home: Box = { left: 300, top: 700, width: 56, height: 56 };

/** A control filling the rectangle [x0, x1] × [y0, y1]. */
const controlIn =
  (x0: number, x1: number, y0: number, y1: number) =>
  (x: number, y: number): boolean =>
    x >= x0 && x <= x1 && y >= y0 && y <= y1;

describe('clearOffset', () => {
  it('stays at home when nothing is under it', () => {
    expect(clearOffset(home, () => false, 300)).toBe(0);
  });

  it('moves up just past a control under it', () => {
    // A button from y 690 to 740 under the launcher (700..756).
    const shift = clearOffset(home, controlIn(250, 400, 690, 740), 300);
    expect(shift).toBeGreaterThan(0);
    // Its face now ends above the control's top.
    expect(home.top + home.height - shift - 2).toBeLessThan(690);
  });

  it('ignores a control that only touches the square corner outside the round face', () => {
    expect(clearOffset(home, controlIn(300, 304, 700, 704), 300)).toBe(0);
  });

  it('stays put when no clear spot is within reach', () => {
    expect(clearOffset(home, controlIn(0, 1000, 0, 1000), 300)).toBe(0);
  });
});

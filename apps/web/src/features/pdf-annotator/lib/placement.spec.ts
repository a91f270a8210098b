import { boxFromDrag, clickPlacement, defaultTextPosition, isClick, toPagePoint } from './placement';
import { WIDE_IMAGE } from '../testing/annotator-fixtures';

const LETTER = { width: 612, height: 792 };

describe('placement', () => {
  it('maps a pointer on the zoomed overlay to page units, the same at every zoom', () => {
    for (const scale of [0.5, 1, 2.3]) {
      const rect = { left: 40, top: 100, width: 612 * scale, height: 792 * scale };
      const point = toPagePoint({ x: 40 + 306 * scale, y: 100 + 72 * scale }, rect, LETTER);
      expect(point.x).toBeCloseTo(306, 9);
      expect(point.y).toBeCloseTo(72, 9);
    }
    // A drag that leaves the page is kept on its edge.
    expect(toPagePoint({ x: -50, y: 5000 }, { left: 0, top: 0, width: 612, height: 792 }, LETTER)).toEqual({
      x: 0,
      y: 792,
    });
  });

  it('spans a drag in any direction, and tells a click from a drag', () => {
    expect(boxFromDrag({ x: 300, y: 50 }, { x: 100, y: 150 })).toEqual({
      x: 100,
      y: 50,
      width: 200,
      height: 100,
    });
    expect(isClick(boxFromDrag({ x: 10, y: 10 }, { x: 12, y: 11 }))).toBe(true);
    expect(isClick(boxFromDrag({ x: 10, y: 10 }, { x: 10, y: 40 }))).toBe(false);
  });

  it('places a clicked image at the click, 200 wide at most, keeping the aspect ratio, inside the page', () => {
    expect(clickPlacement({ x: 50, y: 60 }, WIDE_IMAGE, LETTER)).toEqual({
      x: 50,
      y: 60,
      width: 200,
      height: 50,
    });
    const small = { ...WIDE_IMAGE, naturalWidth: 120, naturalHeight: 90 };
    expect(clickPlacement({ x: 50, y: 60 }, small, LETTER)).toEqual({ x: 50, y: 60, width: 120, height: 90 });
    expect(clickPlacement({ x: 600, y: 790 }, WIDE_IMAGE, LETTER)).toEqual({
      x: 412,
      y: 742,
      width: 200,
      height: 50,
    });
  });

  it('puts keyboard-added texts one under another from an inch in, and never off the page', () => {
    expect(defaultTextPosition(0, 16, LETTER)).toEqual({ x: 72, y: 88 });
    expect(defaultTextPosition(2, 10, LETTER).y).toBe(72 + 10 + 2 * 14);
    expect(defaultTextPosition(500, 48, LETTER).y).toBeLessThanOrEqual(792);
  });
});

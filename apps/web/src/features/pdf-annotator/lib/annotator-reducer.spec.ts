import { annotatorReducer } from './annotator-reducer';
import { MAX_SNAPSHOTS_PER_PAGE } from './page-history';
import { drag, PAGE_SIZES, run, WIDE_IMAGE } from '../testing/annotator-fixtures';

describe('annotatorReducer', () => {
  it('starts on the spec defaults: pen black 2, Arial 16, opacity 1, rectangle, zoom 1, view mode', () => {
    const state = run([]);
    expect(state.pen).toEqual({ color: '#000000', size: 2 });
    expect(state.text).toMatchObject({ fontFamily: 'Arial', fontSize: 16, isLatex: false, content: '' });
    expect(state).toMatchObject({
      deletionOpacity: 1,
      imageShape: 'rectangle',
      zoom: 1,
      mode: 'view',
      page: 1,
    });
  });

  it('loading a document sets the pages, goes to page 1 and empties every annotation and the history', () => {
    const annotated = run([
      { type: 'modeChosen', mode: 'draw' },
      { type: 'pageChosen', page: 3 },
      ...drag(3, [10, 10], [50, 50]),
    ]);
    expect(annotated.annotations[3]!.drawings).toHaveLength(1);

    const reloaded = annotatorReducer(annotated, {
      type: 'documentLoaded',
      pageSizes: PAGE_SIZES.slice(0, 2),
    });
    expect(reloaded.pageSizes).toHaveLength(2);
    expect(reloaded.page).toBe(1);
    expect(reloaded.annotations).toEqual({});
    expect(reloaded.history).toEqual({});
    expect(reloaded.mode).toBe('draw');
  });

  it('zooms from 0.5 to 3 in steps of 0.1 without float drift', () => {
    const up = run(Array.from({ length: 40 }, () => ({ type: 'zoomBy' as const, steps: 1 })));
    expect(up.zoom).toBe(3);
    const down = run(Array.from({ length: 3 }, () => ({ type: 'zoomBy' as const, steps: -1 })));
    expect(down.zoom).toBe(0.7);
    expect(run(Array.from({ length: 9 }, () => ({ type: 'zoomBy' as const, steps: -1 }))).zoom).toBe(0.5);
  });

  it('keeps the page within the document and resets it to 1 when Scroll View is chosen', () => {
    expect(run([{ type: 'pageChosen', page: 9 }]).page).toBe(3);
    expect(run([{ type: 'pageChosen', page: 0 }]).page).toBe(1);
    const scrolled = run([
      { type: 'pageChosen', page: 2 },
      { type: 'layoutChosen', layout: 'scroll' },
    ]);
    expect(scrolled).toMatchObject({ layout: 'scroll', page: 1 });
    expect(
      run([
        { type: 'pageChosen', page: 2 },
        { type: 'layoutChosen', layout: 'single' },
      ]).page,
    ).toBe(2);
  });

  it('draws a stroke on press, move and release, in the pen colour and width', () => {
    const state = run([
      { type: 'modeChosen', mode: 'draw' },
      { type: 'penChanged', color: '#ff0000', size: 6 },
      ...drag(1, [10, 20], [30, 40]),
    ]);
    expect(state.annotations[1]!.drawings).toEqual([
      {
        color: '#ff0000',
        size: 6,
        points: [
          { x: 10, y: 20 },
          { x: 20, y: 30 },
          { x: 30, y: 40 },
        ],
      },
    ]);
    expect(state.draft).toBeNull();
  });

  it('switching mode cancels a drag and the text selection, and leaving text mode hides the marker', () => {
    const texting = run([
      { type: 'modeChosen', mode: 'text' },
      { type: 'pressed', page: 1, point: { x: 100, y: 100 }, hit: null },
      { type: 'textOptionsChanged', options: { content: 'Hello' } },
      { type: 'textAdded' },
      { type: 'pressed', page: 1, point: { x: 100, y: 100 }, hit: { kind: 'text', id: 'text-1' } },
    ]);
    expect(texting.selectedText).toEqual({ page: 1, id: 'text-1' });
    expect(texting.textPosition).not.toBeNull();

    const deleting = run(
      [
        { type: 'modeChosen', mode: 'delete' },
        { type: 'pressed', page: 1, point: { x: 5, y: 5 }, hit: null },
      ],
      texting,
    );
    expect(deleting.selectedText).toBeNull();
    expect(deleting.textPosition).toBeNull();
    expect(deleting.draft).not.toBeNull();

    const viewing = run([{ type: 'modeChosen', mode: 'view' }], deleting);
    expect(viewing.draft).toBeNull();
    expect(viewing.annotations[1]!.deletions).toEqual([]);
  });

  it('adds text only when it is not blank, at the clicked baseline, and clears the input', () => {
    const blank = run([
      { type: 'modeChosen', mode: 'text' },
      { type: 'textOptionsChanged', options: { content: '   ' } },
      { type: 'textAdded' },
    ]);
    expect(blank.annotations).toEqual({});

    const state = run([
      { type: 'modeChosen', mode: 'text' },
      { type: 'pageChosen', page: 2 },
      { type: 'pressed', page: 2, point: { x: 120, y: 300 }, hit: null },
      {
        type: 'textOptionsChanged',
        options: { content: '  \\frac{a}{b} ', isLatex: true, fontFamily: 'Georgia', fontSize: 24 },
      },
      { type: 'textAdded' },
    ]);
    expect(state.annotations[2]!.texts).toEqual([
      {
        id: 'text-1',
        content: '\\frac{a}{b}',
        x: 120,
        y: 300,
        isLatex: true,
        fontFamily: 'Georgia',
        fontSize: 24,
      },
    ]);
    expect(state.text.content).toBe('');
    // The marker moves a line down, so the next text does not cover this one.
    expect(state.textPosition!.point.y).toBeGreaterThan(300);
  });

  it('adds text without a clicked position near the top-left corner of the current page (keyboard use)', () => {
    const state = run([
      { type: 'pageChosen', page: 3 },
      { type: 'modeChosen', mode: 'text' },
      { type: 'textOptionsChanged', options: { content: 'First' } },
      { type: 'textAdded' },
      { type: 'textOptionsChanged', options: { content: 'Second' } },
      { type: 'textAdded' },
    ]);
    const [first, second] = state.annotations[3]!.texts;
    expect(first).toMatchObject({ x: 72, y: 88 });
    expect(second!.x).toBe(72);
    expect(second!.y).toBeGreaterThan(first!.y);
  });

  it('undo restores the last snapshot of the current page only, and keeps at most 10 per page', () => {
    const strokes = Array.from({ length: 12 }, (_, i) => drag(1, [i, 0], [i, 50])).flat();
    const drawn = run([{ type: 'modeChosen', mode: 'draw' }, ...strokes, ...drag(2, [0, 0], [9, 9])]);
    expect(drawn.history[1]).toHaveLength(MAX_SNAPSHOTS_PER_PAGE);
    expect(drawn.page).toBe(2);

    const undoneOnTwo = run([{ type: 'undo' }], drawn);
    expect(undoneOnTwo.annotations[2]!.drawings).toHaveLength(0);
    expect(undoneOnTwo.annotations[1]!.drawings).toHaveLength(12);

    const onOne = run(
      [{ type: 'pageChosen', page: 1 }, ...Array.from({ length: 11 }, () => ({ type: 'undo' as const }))],
      drawn,
    );
    // Ten snapshots: the two oldest strokes can no longer be undone.
    expect(onOne.annotations[1]!.drawings).toHaveLength(2);
    expect(onOne.history[1]).toHaveLength(0);
  });

  it('places a pending image in the dragged box with the chosen shape, then clears the pending image', () => {
    const state = run([
      { type: 'modeChosen', mode: 'image' },
      { type: 'imageChosen', image: WIDE_IMAGE },
      { type: 'imageShapeChosen', shape: 'circle' },
      ...drag(1, [300, 200], [100, 100]),
    ]);
    expect(state.annotations[1]!.images).toEqual([
      { id: 'image-1', image: WIDE_IMAGE, x: 100, y: 100, width: 200, height: 100, shape: 'circle' },
    ]);
    expect(state.pendingImage).toBeNull();
  });

  it('a click places the image at the click, 200 wide at most, keeping its aspect ratio', () => {
    const state = run([
      { type: 'modeChosen', mode: 'image' },
      { type: 'imageChosen', image: WIDE_IMAGE },
      { type: 'pressed', page: 1, point: { x: 50, y: 60 }, hit: null },
      { type: 'released', point: { x: 51, y: 60 } },
    ]);
    expect(state.annotations[1]!.images[0]).toMatchObject({
      x: 50,
      y: 60,
      width: 200,
      height: 50,
      shape: 'rectangle',
    });
  });

  it('selects an image by clicking it in view mode and deletes it with Backspace; Undo Last Image removes the last', () => {
    const placed = run([
      { type: 'modeChosen', mode: 'image' },
      { type: 'imageChosen', image: WIDE_IMAGE },
      ...drag(1, [0, 0], [100, 100]),
      { type: 'imageChosen', image: WIDE_IMAGE },
      ...drag(1, [200, 200], [300, 300]),
    ]);
    const selected = run(
      [
        { type: 'modeChosen', mode: 'view' },
        { type: 'pressed', page: 1, point: { x: 10, y: 10 }, hit: { kind: 'image', id: 'image-1' } },
      ],
      placed,
    );
    expect(selected.selectedImage).toEqual({ page: 1, id: 'image-1' });
    const deleted = run([{ type: 'selectionDeleted' }], selected);
    expect(deleted.annotations[1]!.images.map((i) => i.id)).toEqual(['image-2']);
    expect(deleted.selectedImage).toBeNull();

    expect(run([{ type: 'lastImageRemoved' }], placed).annotations[1]!.images.map((i) => i.id)).toEqual([
      'image-1',
    ]);
  });

  it('Backspace deletes the selected text in text mode', () => {
    const selected = run([
      { type: 'modeChosen', mode: 'text' },
      { type: 'textOptionsChanged', options: { content: 'Hi' } },
      { type: 'textAdded' },
      { type: 'pressed', page: 1, point: { x: 72, y: 88 }, hit: { kind: 'text', id: 'text-1' } },
    ]);
    expect(run([{ type: 'selectionDeleted' }], selected).annotations[1]!.texts).toEqual([]);
  });

  it('white-outs a dragged rectangle with the chosen opacity; a click adds nothing; Undo Last and Clear All', () => {
    const state = run([
      { type: 'modeChosen', mode: 'delete' },
      { type: 'deletionOpacityChanged', opacity: 0.7 },
      ...drag(1, [10, 10], [60, 40]),
      ...drag(1, [5, 5], [6, 6]),
      { type: 'deletionOpacityChanged', opacity: 0.2 },
      ...drag(1, [100, 100], [200, 200]),
    ]);
    expect(state.annotations[1]!.deletions).toEqual([
      { x: 10, y: 10, width: 50, height: 30, opacity: 0.7 },
      { x: 100, y: 100, width: 100, height: 100, opacity: 0.5 },
    ]);
    expect(run([{ type: 'lastDeletionRemoved' }], state).annotations[1]!.deletions).toHaveLength(1);
    const cleared = run([{ type: 'deletionsCleared' }], state);
    expect(cleared.annotations[1]!.deletions).toEqual([]);
    expect(run([{ type: 'undo' }], cleared).annotations[1]!.deletions).toHaveLength(2);
  });

  it('Clear Drawings empties the current page only and leaves no snapshot when there was nothing', () => {
    const state = run([
      { type: 'modeChosen', mode: 'draw' },
      ...drag(1, [0, 0], [10, 10]),
      ...drag(2, [0, 0], [10, 10]),
      { type: 'pageChosen', page: 1 },
    ]);
    const cleared = run([{ type: 'drawingsCleared' }], state);
    expect(cleared.annotations[1]!.drawings).toEqual([]);
    expect(cleared.annotations[2]!.drawings).toHaveLength(1);
    expect(run([{ type: 'drawingsCleared' }], cleared).history[1]).toEqual(cleared.history[1]);
  });

  it('a cancelled gesture (Escape, or the browser taking the touch) leaves nothing behind', () => {
    const state = run([
      { type: 'modeChosen', mode: 'draw' },
      { type: 'pressed', page: 1, point: { x: 1, y: 1 }, hit: null },
      { type: 'moved', point: { x: 20, y: 20 } },
      { type: 'gestureCancelled' },
      { type: 'released', point: { x: 30, y: 30 } },
    ]);
    expect(state.annotations).toEqual({});
  });
});

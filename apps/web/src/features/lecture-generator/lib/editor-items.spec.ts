import {
  changeText,
  cutTitle,
  deleteItem,
  editorItems,
  replaceItem,
  TITLE_PAGE_LOCKED,
} from './editor-items';
import { parseImageInclusions, parsePlotBlocks, parseSections } from '../latex/parse-document';
import { regenerateCall } from './regenerate-call';
import { NOTES, SLIDES } from '../testing/sample-documents';

describe('cutTitle', () => {
  it('cuts titles longer than 30 characters and adds an ellipsis', () => {
    expect(cutTitle('Measuring the Period in the Laboratory')).toBe('Measuring the Period in the La...');
    expect(cutTitle('x'.repeat(30))).toBe('x'.repeat(30));
    expect(cutTitle('Short')).toBe('Short');
  });
});

describe('editorItems', () => {
  it('lists sections, subsections and plots of notes with their text', () => {
    expect(editorItems(NOTES, 'sections').map((i) => i.title)).toEqual([
      'Introduction to Oscillations',
      'The Mass-Spring System',
      'Damping and Resonance',
    ]);
    const [, measuring] = editorItems(NOTES, 'subsections');
    expect(measuring).toMatchObject({ parentTitle: 'The Mass-Spring System', locked: null });
    expect(measuring!.parentContent.startsWith('\\section*{The Mass-Spring System}')).toBe(true);
    const [plot] = editorItems(NOTES, 'plots');
    expect(plot).toMatchObject({ title: 'Period against mass', parentTitle: 'The Mass-Spring System' });
    expect(plot!.content.startsWith('import numpy as np')).toBe(true);
  });

  it('locks the title page of slides', () => {
    const slides = editorItems(SLIDES, 'slides');
    expect(slides.map((s) => [s.title, s.locked])).toEqual([
      ['Slide 1', TITLE_PAGE_LOCKED],
      ['Simple Harmonic Motion', null],
      ['The Mass-Spring System', null],
      ['Slide 4', null],
    ]);
    expect(editorItems(SLIDES, 'plots')[0]!.parentTitle).toBe('The Mass-Spring System');
  });
});

describe('deleteItem', () => {
  it('removes a section and its text', () => {
    const [, spring] = editorItems(NOTES, 'sections');
    const after = deleteItem(NOTES, spring!);
    expect(parseSections(after).map((s) => s.title)).toEqual([
      'Introduction to Oscillations',
      'Damping and Resonance',
    ]);
    expect(after).not.toContain('A mass on a spring.');
  });

  it('removes a plot together with its figure, keeping the others in step', () => {
    const after = deleteItem(NOTES, editorItems(NOTES, 'plots')[0]!);
    expect(parsePlotBlocks(after)).toEqual([]);
    expect(parseImageInclusions(after)).toEqual([]);
    expect(after).toContain('A mass on a spring.\n\\subsection[Short]');
  });
});

describe('replaceItem', () => {
  it("splices a section's new text in, keeping the blank lines that followed it", () => {
    const source = '\\section{A}\nOld.\n\n\\section{B}\nKeep.';
    const [a] = editorItems(source, 'sections');
    expect(replaceItem(source, a!, '\\section{A}\nNew text.\n')).toBe(
      '\\section{A}\nNew text.\n\n\\section{B}\nKeep.',
    );
  });

  it("replaces only a plot's code, keeping its block and title", () => {
    const [plot] = editorItems(NOTES, 'plots');
    const after = replaceItem(NOTES, plot!, 'plt.hist(data)\n');
    expect(parsePlotBlocks(after)).toEqual([
      expect.objectContaining({ title: 'Period against mass', code: 'plt.hist(data)\n' }),
    ]);
  });
});

describe('changeText', () => {
  it('says what changed, as a version note', () => {
    const [section] = editorItems(NOTES, 'sections');
    expect(changeText('Deleted', section!)).toBe('Deleted section "Introduction to Oscillations"');
    expect(changeText('Regenerated', editorItems(SLIDES, 'slides')[1]!)).toBe(
      'Regenerated frame "Simple Harmonic Motion"',
    );
  });
});

describe('regenerateCall', () => {
  it("sends the spec's fields for each kind of item", () => {
    const [, measuring] = editorItems(NOTES, 'subsections');
    expect(regenerateCall('notes', measuring!, NOTES, 'Shorter')).toEqual({
      route: 'subsection',
      body: {
        subsectionTitle: 'Measuring {the} Period in the Laboratory',
        originalContent: measuring!.content,
        sectionTitle: 'The Mass-Spring System',
        sectionContext: measuring!.parentContent,
        documentContext: NOTES,
        requirement: 'Shorter',
      },
    });
    const [slidePlot] = editorItems(SLIDES, 'plots');
    const plotCall = regenerateCall('slides', slidePlot!, SLIDES, '');
    expect(plotCall.route).toBe('plot');
    expect(plotCall.body).toMatchObject({
      plotTitle: 'Spring period',
      originalCode: "plt.bar(['a', 'b'], [1, 2])\n",
      frameContext: slidePlot!.parentContent,
      slideContext: SLIDES,
      sectionContext: '',
      documentContext: '',
    });
    const frame = editorItems(SLIDES, 'slides')[1]!;
    expect(regenerateCall('slides', frame, SLIDES, 'More examples')).toEqual({
      route: 'frame',
      body: {
        frameTitle: 'Simple Harmonic Motion',
        originalContent: frame.content,
        slideContext: SLIDES,
        requirement: 'More examples',
      },
    });
  });
});

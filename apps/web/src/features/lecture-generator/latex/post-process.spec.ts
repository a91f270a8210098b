import { NOTES, SLIDES } from '../testing/sample-documents';
import { parseImageInclusions, parsePlotBlocks } from './parse-document';
import {
  cleanGeneratedLatex,
  ensurePlotPackages,
  placePlots,
  planPlots,
  plotNotices,
  removeFilecontents,
  removePlots,
} from './post-process';

const block = (title: string, code = 'plt.plot([1, 2])') =>
  `\\begin{pythonplot}{${title}}\n${code}\n\\end{pythonplot}`;
const figure = (caption: string) =>
  `\\begin{figure}[h]\n\\centering\n\\includegraphics[width=0.5\\textwidth]{plot.png}\n\\caption{${caption}}\n\\end{figure}`;
const doc = (body: string) => `\\documentclass{article}\n\\begin{document}\n${body}\n\\end{document}\n`;

describe('ensurePlotPackages', () => {
  it('adds graphicx and caption after \\documentclass when they are missing', () => {
    expect(ensurePlotPackages('\\documentclass[12pt]{article}\n\\begin{document}x\\end{document}')).toBe(
      '\\documentclass[12pt]{article}\n\\usepackage{graphicx}\n\\usepackage{caption}\n\\begin{document}x\\end{document}',
    );
  });

  it('leaves packages already loaded, alone or in a list, and a commented one does not count', () => {
    const source =
      '\\documentclass{beamer}\n\\usepackage[export]{adjustbox, graphicx}\n% \\usepackage{caption}\n';
    expect(ensurePlotPackages(source)).toBe(
      '\\documentclass{beamer}\n\\usepackage{caption}\n\\usepackage[export]{adjustbox, graphicx}\n% \\usepackage{caption}\n',
    );
    const complete = '\\documentclass{article}\n\\usepackage{graphicx,caption}\n';
    expect(ensurePlotPackages(complete)).toBe(complete);
  });
});

describe('removeFilecontents', () => {
  it('removes the package and every filecontents environment, keeping the other packages', () => {
    const source = [
      '\\documentclass{article}',
      '\\usepackage{filecontents}',
      '\\usepackage{amsmath, filecontents,bm}',
      '\\begin{filecontents*}{data.csv}',
      'x,y',
      '\\end{filecontents*}',
      '\\begin{document}',
      '\\begin{filecontents}{notes.txt}',
      'hello',
      '\\end{filecontents}',
      'Body',
      '\\end{document}',
    ].join('\n');
    expect(removeFilecontents(source)).toBe(
      [
        '\\documentclass{article}',
        '\\usepackage{amsmath,bm}',
        '\\begin{document}',
        'Body',
        '\\end{document}',
      ].join('\n'),
    );
  });
});

describe('placePlots', () => {
  it('matches blocks to plot.png inclusions in order, renaming them plot-n.png and removing the blocks', () => {
    const source = doc([block('First'), figure('One'), block('Second'), figure('Two')].join('\n'));
    const placed = placePlots(source);
    expect(placed).not.toContain('pythonplot');
    expect(parseImageInclusions(placed).map((i) => [i.fileName, i.caption])).toEqual([
      ['plot-1.png', 'One'],
      ['plot-2.png', 'Two'],
    ]);
  });

  it('without inclusions, replaces each block in place by a figure 0.7 of the text width', () => {
    const source = doc(`Before\n${block('Decay curve')}\nMiddle\n${block('')}\nAfter`);
    expect(placePlots(source)).toBe(
      doc(
        [
          'Before',
          '\\begin{figure}[htbp]\n\\centering\n\\includegraphics[width=0.7\\textwidth]{plot-1.png}\n\\caption{Decay curve}\n\\end{figure}',
          'Middle',
          '\\begin{figure}[htbp]\n\\centering\n\\includegraphics[width=0.7\\textwidth]{plot-2.png}\n\\end{figure}',
          'After',
        ].join('\n'),
      ),
    );
  });

  it('removes leftover blocks, and figures left without a block', () => {
    const moreBlocks = placePlots(doc([block('A'), block('B'), figure('Only')].join('\n')));
    expect(moreBlocks).not.toContain('pythonplot');
    expect(parseImageInclusions(moreBlocks).map((i) => i.fileName)).toEqual(['plot-1.png']);

    const moreFigures = placePlots(doc([block('A'), figure('One'), figure('Two')].join('\n')));
    expect(parseImageInclusions(moreFigures).map((i) => i.caption)).toEqual(['One']);
    expect(moreFigures).not.toContain('Two');
  });

  it('draws only the blocks that will be shown', () => {
    const plan = planPlots(doc([block('A'), block('B'), block('C'), figure('1'), figure('2')].join('\n')));
    expect(plan.blocks).toHaveLength(3);
    expect(plan.inclusionCount).toBe(2);
    expect(plan.drawn.map((b) => b.title)).toEqual(['A', 'B']);
  });
});

describe('removePlots', () => {
  it('removes every block and every plot figure, leaving no blank lines behind', () => {
    const source = doc(['Intro', block('A'), figure('One'), 'Outro'].join('\n'));
    expect(removePlots(source)).toBe(doc('Intro\nOutro'));
    expect(removePlots(SLIDES)).not.toMatch(/pythonplot|includegraphics|\\begin\{center\}/);
    expect(parsePlotBlocks(removePlots(NOTES))).toEqual([]);
  });
});

describe('cleanGeneratedLatex', () => {
  it('adds the packages and removes filecontents in one go', () => {
    const cleaned = cleanGeneratedLatex(
      '\\documentclass{article}\n\\usepackage{filecontents}\n\\begin{document}\\end{document}',
    );
    expect(cleaned).toBe(
      '\\documentclass{article}\n\\usepackage{graphicx}\n\\usepackage{caption}\n\\begin{document}\\end{document}',
    );
  });
});

describe('plotNotices', () => {
  it("says the spec's messages where they apply", () => {
    expect(plotNotices(0, 0, true)).toEqual([
      'No Images were found in the generated material. The PDF will be generated without plots.',
    ]);
    expect(plotNotices(0, 0, false)).toEqual([]);
    expect(plotNotices(2, 0, true)).toEqual([
      'No image inclusions were found in the LaTeX. Images will be inserted at Python code block locations.',
    ]);
    expect(plotNotices(3, 2, true)).toEqual([
      'Found 3 Python code blocks but 2 image inclusions. Each Python block will be matched to an image inclusion in order...',
    ]);
    expect(plotNotices(2, 2, true)).toEqual([]);
  });
});

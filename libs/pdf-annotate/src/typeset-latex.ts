/**
 * LaTeX -> vector SVG with MathJax (TeX input, SVG output, liteAdaptor: no DOM needed, so it runs in Node
 * and in the browser alike). Heavy: the writer imports this module only when a page has LaTeX on it.
 */
import type { LiteElement, LiteNode } from 'mathjax-full/js/adaptors/lite/Element.js';
import { liteAdaptor } from 'mathjax-full/js/adaptors/liteAdaptor.js';
import { RegisterHTMLHandler } from 'mathjax-full/js/handlers/html.js';
import { TeX } from 'mathjax-full/js/input/tex.js';
import 'mathjax-full/js/input/tex/ams/AmsConfiguration.js';
import 'mathjax-full/js/input/tex/base/BaseConfiguration.js';
import 'mathjax-full/js/input/tex/boldsymbol/BoldsymbolConfiguration.js';
import 'mathjax-full/js/input/tex/cancel/CancelConfiguration.js';
import 'mathjax-full/js/input/tex/color/ColorConfiguration.js';
import 'mathjax-full/js/input/tex/newcommand/NewcommandConfiguration.js';
import { mathjax } from 'mathjax-full/js/mathjax.js';
import { SVG } from 'mathjax-full/js/output/svg.js';
import type { SvgNode } from './formula-operators';

/** A typeset formula: SVG in units of 1/1000 em, its baseline at y = 0 of the viewBox, y down. */
export interface LatexSvg {
  tree: SvgNode;
  /** The viewBox: left, top (negative: above the baseline), width and height. */
  box: { x: number; y: number; width: number; height: number };
}

const adaptor = liteAdaptor();
RegisterHTMLHandler(adaptor);

const document = mathjax.document('', {
  InputJax: new TeX({
    packages: ['base', 'ams', 'newcommand', 'boldsymbol', 'color', 'cancel'],
    // MathJax would draw a red error box; the caller draws the source as plain text instead.
    formatError: (_jax: unknown, error: Error) => {
      throw error;
    },
  }),
  // Glyphs as paths inline (no <defs>/<use> to resolve), so every element stands on its own.
  OutputJax: new SVG({ fontCache: 'none' }),
});

function toTree(node: LiteNode): SvgNode {
  const kind = adaptor.kind(node);
  if (kind === '#text') return { tag: kind, attributes: {}, children: [] };
  const element = node as LiteElement;
  return {
    tag: kind,
    attributes: Object.fromEntries(adaptor.allAttributes(element).map(({ name, value }) => [name, value])),
    children: adaptor.childNodes(element).map(toTree),
    ...(kind === 'text' ? { text: adaptor.textContent(element) } : {}),
  };
}

/** Throws when MathJax cannot parse `source` (unbalanced braces, unknown commands...). */
export function typesetLatex(source: string): LatexSvg {
  const container = document.convert(source, { display: false }) as LiteElement;
  const svgNode = adaptor.firstChild(container) as LiteElement;
  const [x, y, width, height] = adaptor.getAttribute(svgNode, 'viewBox').split(/\s+/).map(Number);
  return { tree: toTree(svgNode), box: { x, y, width, height } };
}

import type { ToolId } from '@eps/contracts';

/**
 * What a tool does when it is opened: a route to go to, or a modal the home page opens
 * (Notes and Slides Generation are full-screen modals in the spec).
 */
export type ToolTarget = { kind: 'route'; path: string } | { kind: 'modal'; modal: 'notes' | 'slides' };

/** A tool catalogue entry of spec section 3. `icon` names a Tabler icon that features map to a component. */
export interface ToolCatalogueEntry {
  id: ToolId;
  name: string;
  icon: string;
  color: string;
  target: ToolTarget;
  description: string;
}

export const TOOL_CATALOGUE: readonly ToolCatalogueEntry[] = [
  {
    id: 'course-helper',
    name: 'Course Helper',
    icon: 'compass',
    color: 'teal',
    target: { kind: 'route', path: '/topic-selector' },
    description: 'Pick a course and topic to get focused help and practice.',
  },
  {
    id: 'plot-generator',
    name: 'Plot Generator',
    icon: 'chart-line',
    color: 'blue',
    target: { kind: 'route', path: '/plot-generator' },
    description: 'Turn Python code into a plot image you can download.',
  },
  {
    id: 'notes-generation',
    name: 'Notes Generation',
    icon: 'notes',
    color: 'violet',
    target: { kind: 'modal', modal: 'notes' },
    description: 'Turn lecture material into formatted LaTeX notes as a PDF.',
  },
  {
    id: 'slides-generation',
    name: 'Slides Generation',
    icon: 'presentation',
    color: 'grape',
    target: { kind: 'modal', modal: 'slides' },
    description: 'Turn lecture material into a slide deck as a PDF.',
  },
  {
    id: 'math-papers',
    name: 'Math Papers',
    icon: 'folder',
    color: 'yellow',
    target: { kind: 'route', path: '/google-drive' },
    description: 'Your drive of .tex, PDF and image files, with folders, tags and every version kept.',
  },
  {
    id: 'calculator',
    name: 'Calculator',
    icon: 'calculator',
    color: 'orange',
    target: { kind: 'route', path: '/calculator' },
    description: 'Scientific calculator with units and step-by-step working.',
  },
  {
    id: 'image-to-text',
    name: 'Image to Text',
    icon: 'photo-scan',
    color: 'cyan',
    target: { kind: 'route', path: '/image-text-convertor' },
    description: 'Extract the text from a photo or screenshot.',
  },
  {
    id: 'compile-latex',
    name: 'Compile Latex',
    icon: 'math-function',
    color: 'indigo',
    target: { kind: 'route', path: '/latex-editor' },
    description: 'Write LaTeX and compile it to a PDF in the browser.',
  },
  {
    id: 'knowledge-galaxy',
    name: 'Knowledge Galaxy',
    icon: 'affiliate',
    color: 'pink',
    target: { kind: 'route', path: '/knowledge-network' },
    description: 'Explore how topics connect in an interactive knowledge network.',
  },
  {
    id: 'formula-search',
    name: 'Formula Search',
    icon: 'search',
    color: 'lime',
    target: { kind: 'route', path: '/formula-search' },
    description: 'Find a formula by name or by what it calculates.',
  },
  {
    id: 'question-search',
    name: 'Question Search',
    icon: 'list-search',
    color: 'green',
    target: { kind: 'route', path: '/question-search' },
    description: 'Search past exam questions by topic, keyword or year.',
  },
  {
    id: 'pdf-editor',
    name: 'PDF Editor',
    icon: 'file-pencil',
    color: 'red',
    target: { kind: 'route', path: '/pdf-editor' },
    description: 'Annotate a PDF: draw, add text or LaTeX, place images, white out.',
  },
  {
    id: 'essay-helper',
    name: 'Essay Helper',
    icon: 'writing',
    color: 'blue',
    target: { kind: 'route', path: '/essayhelper' },
    description: 'Plan an AP essay from the question bank, or check your own against the rubric.',
  },
];

export function findTool(id: ToolId): ToolCatalogueEntry {
  const tool = TOOL_CATALOGUE.find((t) => t.id === id);
  if (!tool) throw new Error(`Unknown tool id ${id}`);
  return tool;
}

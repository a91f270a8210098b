import type { GenerationKind } from '@eps/contracts';

/** What differs between the Notes and the Slides modal (spec section 2, section 9 for the heights). */
export interface GeneratorText {
  title: string;
  generateLabel: string;
  editLabel: string;
  editorTitle: string;
  fileName: string;
  viewerHeight: number;
  /** How the saved list names this kind of document. */
  documentsLabel: string;
  /** In notes the editor opens by itself once a generated PDF is shown (spec section 4). */
  openEditorAfterGenerate: boolean;
}

export const GENERATOR_TEXT: Record<GenerationKind, GeneratorText> = {
  notes: {
    title: 'Lecture Notes Generator',
    generateLabel: 'Generate PDF',
    editLabel: 'Edit Document',
    editorTitle: 'Document Editor',
    fileName: 'lecture_notes.pdf',
    viewerHeight: 1500,
    documentsLabel: 'Your saved notes',
    openEditorAfterGenerate: true,
  },
  slides: {
    title: 'Lecture Slides Generator',
    generateLabel: 'Generate Slides',
    editLabel: 'Edit Slides',
    editorTitle: 'Slide Editor',
    fileName: 'lecture_slides.pdf',
    viewerHeight: 600,
    documentsLabel: 'Your saved slides',
    openEditorAfterGenerate: false,
  },
};

export const MATERIAL_PLACEHOLDER =
  'Enter your lecture material here. You can also paste images to extract text.';

/** Spec section 2: the three options, in the order of the generation request's fields. */
export const OPTION_LABELS = {
  includeImages: 'Include images and plots',
  includeExamples: 'Include practical examples',
  compactLayout: 'Use compact layout',
} as const;

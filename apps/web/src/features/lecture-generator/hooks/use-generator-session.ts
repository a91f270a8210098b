import { useCallback, useRef, useState } from 'react';
import {
  formatLatexErrors,
  type AiEngineKind,
  type CompileRequest,
  type GeneratedDocument,
  type GenerationKind,
  type GenerationRequest,
} from '@eps/contracts';
import {
  describeCompileFailure,
  readPlotImage,
  useCompileLatexMutation,
  useRunPlotMutation,
} from '@/lib/compile';
import { useJobProgress } from '@/lib/jobs';
import {
  useGenerateDocumentMutation,
  useOpenDocumentMutation,
  useSaveDocumentVersionMutation,
  useUndoDocumentChangeMutation,
} from '../api';
import { buildPdf } from '../lib/build-pdf';
import { failureMessage } from '../lib/failure-message';

/** The spec's messages (sections 4 and 8) for generating a document. */
export const GENERATE_STATUS = {
  withPlots: 'Generating LaTeX and Python code...',
  withoutPlots: 'Creating LaTeX document with AI...',
};
export const NO_LATEX_RETURNED = 'No LaTeX code was returned from OpenAI.';
export const GENERIC_ERROR = 'An error occurred';
export const compileFailedMessage = (serverText: string) => `LaTeX compilation failed: ${serverText}`;

/** The document the modal works on: its saved id and version, and its LaTeX as generated or edited. */
export interface WorkingDocument {
  id: string;
  latex: string;
  version: number;
  canUndo: boolean;
  includeImages: boolean;
  /** Who wrote it, when known (the generate call says; a reopened document does not). */
  engine: AiEngineKind | null;
}

/**
 * An editor action: the new LaTeX comes from `produce` (a splice, or a regenerate call and a splice).
 * `produce` answers null when there is nothing to change: then no version is saved.
 */
export interface DocumentEdit {
  statusText: string;
  /** The version's change text, such as 'Deleted section "Waves"'. */
  change: string;
  produce(latex: string): string | null | Promise<string | null>;
  /** Shown when `produce` fails without a message of its own. */
  failedText: string;
}

const SAVING_STATUS = 'Saving the change...';

export const plotsFailedMark = (titles: string[]) =>
  `${titles.length === 1 ? 'The plot' : 'The plots'} ${titles.map((t) => `"${t}"`).join(', ')} failed, so this PDF shows no plots. Fix or regenerate the plot, or undo the change.`;
export const COMPILE_FAILED_MARK =
  'The last change did not compile, so this PDF shows the document as it was before it.';

export interface GeneratorSession {
  document: WorkingDocument | null;
  pdf: Blob | null;
  /** The spec status text of the stage that is running, or null when idle. */
  status: string | null;
  busy: boolean;
  error: string | null;
  warning: string | null;
  notices: string[];
  /** Why the PDF shown does not show the document as it is now (a failed plot or compile), or null. */
  outOfDate: string | null;
  job: ReturnType<typeof useJobProgress>;
  generate(request: GenerationRequest): Promise<boolean>;
  open(id: string): Promise<void>;
  /** Makes a new version (see DocumentEdit), saves it and recompiles; false when it did not happen. */
  edit(edit: DocumentEdit): Promise<boolean>;
  undo(): Promise<void>;
  clearError(): void;
}

const fromSaved = (saved: GeneratedDocument, engine: AiEngineKind | null): WorkingDocument => ({
  id: saved.id,
  latex: saved.latexCode,
  version: saved.version,
  canUndo: saved.canUndo,
  includeImages: saved.options.includeImages,
  engine,
});

/**
 * One generator's state and its real stages (spec section 4): generate, then plots and compile through
 * buildPdf, and every later edit saved as a version and recompiled. One piece of work at a time.
 */
export function useGeneratorSession(kind: GenerationKind): GeneratorSession {
  const [working, setWorking] = useState<WorkingDocument | null>(null);
  const [pdf, setPdf] = useState<Blob | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [notices, setNotices] = useState<string[]>([]);
  const [outOfDate, setOutOfDate] = useState<string | null>(null);
  const running = useRef(false);
  const shownId = useRef<string | null>(null);
  const job = useJobProgress();
  const { follow, finish } = job;
  const [generateDocument] = useGenerateDocumentMutation();
  const [openDocument] = useOpenDocumentMutation();
  const [saveVersion] = useSaveDocumentVersionMutation();
  const [undoChange] = useUndoDocumentChangeMutation();
  const [compileLatex] = useCompileLatexMutation();
  const [runPlot] = useRunPlotMutation();

  const runExclusive = useCallback(async <T>(work: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      return await work();
    } finally {
      running.current = false;
      setBusy(false);
      setStatus(null);
    }
  }, []);

  const followed = useCallback(
    async <T>(call: (jobId: string) => Promise<T>): Promise<T> => {
      try {
        return await call(follow());
      } finally {
        finish();
      }
    },
    [follow, finish],
  );

  /** Compiles `doc` and shows the result; a failure keeps the last good PDF and shows why. */
  const compile = useCallback(
    async (doc: WorkingDocument) => {
      setWarning(null);
      setNotices([]);
      try {
        const result = await buildPdf(
          doc.latex,
          { includeImages: doc.includeImages },
          {
            runPlot: (code) =>
              followed(async (jobId) => readPlotImage(await runPlot({ request: { code }, jobId }).unwrap())),
            compile: (request: CompileRequest) =>
              followed((jobId) => compileLatex({ request, jobId }).unwrap()),
            onStatus: setStatus,
          },
        );
        setPdf(result.pdf);
        setWarning(result.warning);
        setNotices(result.notices);
        setOutOfDate(result.failedPlots.length ? plotsFailedMark(result.failedPlots) : null);
        return true;
      } catch (failure) {
        // The last good PDF stays on screen: it shows the document as it was before this change.
        setOutOfDate(COMPILE_FAILED_MARK);
        const described = describeCompileFailure(failure);
        setError(
          described.kind === 'latex'
            ? compileFailedMessage(formatLatexErrors(described.errors))
            : described.message,
        );
        return false;
      }
    },
    [followed, runPlot, compileLatex],
  );

  /** Makes `doc` the working document and compiles it; another document's PDF goes at once. */
  const show = useCallback(
    async (doc: WorkingDocument) => {
      if (shownId.current !== doc.id) setPdf(null);
      shownId.current = doc.id;
      setWorking(doc);
      return compile(doc);
    },
    [compile],
  );

  const generate = useCallback(
    async (request: GenerationRequest) =>
      (await runExclusive(async () => {
        setError(null);
        setStatus(request.includeImages ? GENERATE_STATUS.withPlots : GENERATE_STATUS.withoutPlots);
        const answer = await followed((jobId) => generateDocument({ kind, request, jobId }).unwrap()).catch(
          (failure: unknown) => {
            setError(failureMessage(failure, GENERIC_ERROR));
            return null;
          },
        );
        if (!answer) return false;
        if (!answer.latexCode.trim()) {
          setError(NO_LATEX_RETURNED);
          return false;
        }
        const { latexCode, documentId, version, engine } = answer;
        const doc = { id: documentId, latex: latexCode, version, canUndo: false, engine };
        return show({ ...doc, includeImages: request.includeImages });
      })) ?? false,
    [runExclusive, followed, generateDocument, kind, show],
  );

  /** Runs a documents call whose answer replaces the working document, then recompiles. */
  const replaceWith = useCallback(
    async (statusText: string, call: () => Promise<GeneratedDocument | null>, fallback: string) =>
      (await runExclusive(async () => {
        setError(null);
        setStatus(statusText);
        try {
          const saved = await call();
          if (!saved) return false;
          return await show(fromSaved(saved, saved.id === working?.id ? working.engine : null));
        } catch (failure) {
          setError(failureMessage(failure, fallback));
          return false;
        }
      })) ?? false,
    [runExclusive, show, working],
  );

  const open = useCallback(
    async (id: string) => {
      await replaceWith('Opening the saved document...', () => openDocument(id).unwrap(), GENERIC_ERROR);
    },
    [replaceWith, openDocument],
  );

  const edit = useCallback(
    ({ statusText, change, produce, failedText }: DocumentEdit) => {
      const current = working;
      if (!current) return Promise.resolve(false);
      return replaceWith(
        statusText,
        async () => {
          let latex: string | null;
          try {
            latex = await produce(current.latex);
          } catch (failure) {
            setError(failureMessage(failure, failedText));
            return null;
          }
          if (latex === null || latex === current.latex) return null;
          setStatus(SAVING_STATUS);
          return saveVersion({ id: current.id, latexCode: latex, change }).unwrap();
        },
        'The change could not be saved.',
      );
    },
    [replaceWith, saveVersion, working],
  );

  const undo = useCallback(async () => {
    if (!working) return;
    await replaceWith('Undoing the last change...', () => undoChange(working.id).unwrap(), GENERIC_ERROR);
  }, [replaceWith, undoChange, working]);

  return {
    document: working,
    pdf,
    status,
    busy,
    error,
    warning,
    notices,
    outOfDate,
    job,
    generate,
    open,
    edit,
    undo,
    clearError: useCallback(() => setError(null), []),
  };
}

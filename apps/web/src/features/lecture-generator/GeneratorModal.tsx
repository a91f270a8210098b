import { Modal, Switch, em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import type { GenerationKind } from '@eps/contracts';
import { DebugPanel } from './components/DebugPanel';
import { DocumentEditor } from './components/DocumentEditor';
import { generationRequest, INITIAL_FORM, type GeneratorFormValues } from './lib/generator-form';
import { GENERATOR_TEXT } from './lib/generator-kinds';
import classes from './lecture-generator.module.css';
import { MaterialForm } from './components/MaterialForm';
import { ResultPanel } from './components/ResultPanel';
import { SavedDocuments } from './components/SavedDocuments';
import { SessionFeedback } from './components/SessionFeedback';
import { SplitHandle } from './components/SplitHandle';
import { useGeneratorSession } from './hooks/use-generator-session';

const EDITOR_WIDTH = { normal: 500, maximized: 900 };

export interface GeneratorModalProps {
  kind: GenerationKind;
  opened: boolean;
  onClose: () => void;
  /** Material to start from (a link's `?material=`); it replaces the form's material when it changes. */
  material?: string | null;
}

/**
 * The full-screen 'Lecture Notes Generator' / 'Lecture Slides Generator' modal (spec section 2): the
 * material and options, the PDF with Download and Edit, the editor panel, and the debug info.
 */
export function GeneratorModal({ kind, opened, onClose, material }: GeneratorModalProps) {
  const text = GENERATOR_TEXT[kind];
  const session = useGeneratorSession(kind);
  const [form, setForm] = useState<GeneratorFormValues>(INITIAL_FORM);
  const [debug, setDebug] = useState(false);
  const [editorOpen, setEditorOpen] = useState(false);
  const [maximized, setMaximized] = useState(false);
  // Spec section 9: 500 px, 900 px maximized; the handle between PDF and editor sets any width between.
  const [editorWidth, setEditorWidth] = useState(EDITOR_WIDTH.normal);
  // On a phone the editor covers the whole modal: there the PDF comes first, the editor on request.
  const roomForEditorBesidePdf = useMediaQuery(`(min-width: ${em(768)})`);

  const patchForm = useCallback(
    (patch: Partial<GeneratorFormValues>) => setForm((f) => ({ ...f, ...patch })),
    [],
  );
  useEffect(() => {
    if (material) patchForm({ material });
  }, [material, patchForm]);

  const generate = async () => {
    setEditorOpen(false);
    const made = await session.generate(generationRequest(form));
    if (made && text.openEditorAfterGenerate && roomForEditorBesidePdf) setEditorOpen(true);
  };

  const feedback = <SessionFeedback session={session} />;
  const latex = session.document?.latex ?? null;
  // The session's messages sit where the user acted: under Generate, or in the editor while it is open.
  const editorShown = editorOpen && latex !== null;
  const main = useRef<HTMLDivElement>(null);
  // The editor puts the PDF first in the main area: show it from its top, not where the form was.
  useEffect(() => {
    if (editorShown && main.current) main.current.scrollTop = 0;
  }, [editorShown]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      closeOnEscape={!editorOpen}
      title={text.title}
      closeButtonProps={{ 'aria-label': 'Close' }}
      transitionProps={{ transition: 'fade', duration: 150 }}
      styles={{
        content: { display: 'flex', flexDirection: 'column', overflow: 'hidden' },
        body: { flex: 1, minHeight: 0, padding: 0 },
        title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 700 },
      }}
    >
      <div
        className={classes.layout}
        data-editor-open={editorShown || undefined}
        style={{ '--editor-width': `${editorWidth}px` } as CSSProperties}
      >
        <div className={classes.main} ref={main}>
          <div className={classes.columns}>
            <div className={classes.column}>
              <MaterialForm
                kind={kind}
                values={form}
                onChange={patchForm}
                onGenerate={() => void generate()}
                processing={session.busy}
              />
              {!editorShown && feedback}
              <SavedDocuments
                kind={kind}
                currentId={session.document?.id ?? null}
                disabled={session.busy}
                onOpen={(id) => void session.open(id)}
              />
              <Switch
                label="Show debug info"
                checked={debug}
                onChange={(e) => setDebug(e.currentTarget.checked)}
              />
              {debug && (
                <DebugPanel
                  latex={latex}
                  includeImages={session.document?.includeImages ?? form.includeImages}
                />
              )}
            </div>
            <div className={`${classes.column} ${classes.resultColumn}`}>
              <ResultPanel
                kind={kind}
                session={session}
                editorOpen={editorShown}
                onOpenEditor={() => setEditorOpen(true)}
              />
            </div>
          </div>
        </div>
        {editorShown && (
          <SplitHandle
            width={editorWidth}
            onResize={(width) => {
              setMaximized(false);
              setEditorWidth(width);
            }}
          />
        )}
        {editorShown && (
          <DocumentEditor
            kind={kind}
            latex={latex}
            busy={session.busy}
            maximized={maximized}
            onToggleMaximized={() => {
              setEditorWidth(maximized ? EDITOR_WIDTH.normal : EDITOR_WIDTH.maximized);
              setMaximized(!maximized);
            }}
            onClose={() => setEditorOpen(false)}
            onEdit={session.edit}
            feedback={feedback}
          />
        )}
      </div>
    </Modal>
  );
}

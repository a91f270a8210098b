import {
  Alert,
  Button,
  Checkbox,
  Group,
  Input,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconFileText, IconSparkles } from '@tabler/icons-react';
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { MATERIAL_MAX_CHARS, type GenerationKind } from '@eps/contracts';
import { useEnhanceMaterialMutation } from '../api';
import { OFFLINE_ENGINE_NOTE } from './EngineNote';
import { GENERATOR_TEXT, MATERIAL_PLACEHOLDER, OPTION_LABELS } from '../lib/generator-kinds';
import { useImagePaste, type PasteTarget } from '../hooks/use-image-paste';
import type { GeneratorFormValues } from '../lib/generator-form';
import { failureMessage } from '../lib/failure-message';

/** A failure the user can read and dismiss (Beyond: the spec only logs a failed enhance). */
function ErrorNote({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      role="alert"
      withCloseButton
      onClose={onDismiss}
      closeButtonLabel="Dismiss"
    >
      {message}
    </Alert>
  );
}

export const ENHANCE_FAILED = 'Failed to enhance material';
const tooLong = `The material is longer than ${MATERIAL_MAX_CHARS.toLocaleString('en-GB')} characters. Shorten it or split it into parts.`;

export interface MaterialFormProps {
  kind: GenerationKind;
  values: GeneratorFormValues;
  onChange: (patch: Partial<GeneratorFormValues>) => void;
  onGenerate: () => void;
  /** True while the session generates, compiles or edits: every input waits (spec section 5). */
  processing: boolean;
}

/** The left column of a generator modal: material with image paste, Enhance, requirements and options. */
export function MaterialForm({ kind, values, onChange, onGenerate, processing }: MaterialFormProps) {
  const text = GENERATOR_TEXT[kind];
  const material = useRef<HTMLTextAreaElement>(null);
  const [enhance, { isLoading: enhancing }] = useEnhanceMaterialMutation();
  const [enhanceError, setEnhanceError] = useState<string | null>(null);
  const [enhancedOffline, setEnhancedOffline] = useState(false);

  const insertAt = useCallback(
    (inserted: string, at: PasteTarget) => {
      const box = material.current;
      const current = box?.value ?? '';
      onChange({ material: current.slice(0, at.start) + inserted + current.slice(at.end) });
      requestAnimationFrame(() => {
        box?.focus();
        box?.setSelectionRange(at.start + inserted.length, at.start + inserted.length);
      });
    },
    [onChange],
  );
  const paste = useImagePaste(insertAt);

  const blank = values.material.trim() === '';
  const materialTooLong = values.material.length > MATERIAL_MAX_CHARS;
  const canGenerate = !processing && !blank;
  const canEnhance = !blank && !enhancing && !processing && !paste.isConverting;

  const runEnhance = async () => {
    if (!canEnhance) return;
    setEnhanceError(null);
    try {
      const answer = await enhance({ text: values.material }).unwrap();
      onChange({ material: answer.enhancedText });
      setEnhancedOffline(answer.engine === 'offline');
    } catch (failure) {
      setEnhanceError(failureMessage(failure, ENHANCE_FAILED));
    }
  };

  const generate = () => {
    if (canGenerate && !materialTooLong) onGenerate();
  };
  const onMaterialKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      generate();
    }
  };

  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(e) => (e.preventDefault(), generate())}
      aria-label="Lecture material and options"
    >
      <Textarea
        ref={material}
        label="Lecture material"
        description="Ctrl+Enter generates."
        placeholder={MATERIAL_PLACEHOLDER}
        value={values.material}
        onChange={(e) => onChange({ material: e.currentTarget.value })}
        onPaste={(e) => void paste.onPaste(e)}
        onKeyDown={onMaterialKey}
        disabled={processing}
        readOnly={paste.isConverting || enhancing}
        autosize
        minRows={8}
        maxRows={18}
        error={materialTooLong ? tooLong : undefined}
      />
      {paste.isConverting && (
        <Text size="sm" c="dimmed" role="status">
          Reading the text in the pasted image...
        </Text>
      )}
      {paste.error && <ErrorNote message={paste.error} onDismiss={paste.clearError} />}
      <Group gap="xs">
        <Button
          variant="light"
          leftSection={<IconSparkles size={16} aria-hidden />}
          onClick={() => void runEnhance()}
          disabled={!canEnhance}
          loading={enhancing}
        >
          Enhance with AI
        </Button>
        {enhancedOffline && !enhancing && (
          <Text size="xs" c="dimmed">
            Enhanced by {OFFLINE_ENGINE_NOTE}
          </Text>
        )}
      </Group>
      {enhanceError && <ErrorNote message={enhanceError} onDismiss={() => setEnhanceError(null)} />}
      <Textarea
        label="Formatting requirements"
        value={values.requirement}
        onChange={(e) => onChange({ requirement: e.currentTarget.value })}
        disabled={processing}
        autosize
        minRows={2}
        maxRows={5}
      />
      <Stack gap={6}>
        {(Object.keys(OPTION_LABELS) as (keyof typeof OPTION_LABELS)[]).map((option) => (
          <Checkbox
            key={option}
            label={OPTION_LABELS[option]}
            checked={values[option]}
            onChange={(e) => onChange({ [option]: e.currentTarget.checked })}
            disabled={processing}
          />
        ))}
      </Stack>
      <TextInput
        label="Document author"
        value={values.author}
        onChange={(e) => onChange({ author: e.currentTarget.value })}
        disabled={processing}
        maxLength={100}
      />
      <Input.Wrapper label="Advanced Thinking" labelElement="div">
        <Switch
          mt={4}
          aria-label="Advanced Thinking"
          label={values.isHigh ? 'Professional (Longer Time)' : 'Off (fast)'}
          checked={values.isHigh}
          onChange={(e) => onChange({ isHigh: e.currentTarget.checked })}
          disabled={processing}
        />
      </Input.Wrapper>
      <Button type="submit" leftSection={<IconFileText size={16} aria-hidden />} disabled={!canGenerate}>
        {text.generateLabel}
      </Button>
    </Stack>
  );
}

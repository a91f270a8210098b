import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { RewriteResponse } from '@eps/contracts';
import { useRewriteTextMutation } from '../api';

export const DEFAULT_INSTRUCTION = 'Improve clarity and style';

export interface RewriteDialogProps {
  /** The selection, already widened to whole words; null keeps the dialog closed. */
  text: string | null;
  essay: string;
  onReplace: (rewritten: string) => void;
  onClose: () => void;
  onFailure: (message: string) => void;
}

/**
 * 'Rewrite Sentence': the selection, an optional instruction, then the rewritten text with the
 * engine's note shown beside it. Replace puts in the rewritten text only, and is unavailable when the
 * engine found nothing to change.
 */
export function RewriteDialog({ text, essay, onReplace, onClose, onFailure }: RewriteDialogProps) {
  const [instruction, setInstruction] = useState('');
  const [answer, setAnswer] = useState<RewriteResponse | null>(null);
  const [rewrite, { isLoading }] = useRewriteTextMutation();

  const close = () => {
    setAnswer(null);
    setInstruction('');
    onClose();
  };

  const run = async (sentence: string) => {
    try {
      const request = { sentence, context: essay, instruction: instruction.trim() || DEFAULT_INSTRUCTION };
      setAnswer(await rewrite(request).unwrap());
    } catch {
      onFailure('Could not rewrite the selected text.');
    }
  };

  return (
    <Modal opened={text !== null} onClose={close} title="Rewrite Sentence">
      {text !== null && (
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            {answer === null ? 'Selected text' : 'Original'}
          </Text>
          <Text size="sm">{text}</Text>
          {answer === null ? (
            <>
              <Textarea
                label="Context (optional)"
                description="How should it change?"
                placeholder={DEFAULT_INSTRUCTION}
                value={instruction}
                onChange={(e) => setInstruction(e.currentTarget.value)}
                autosize
                minRows={2}
              />
              <Button onClick={() => void run(text)} loading={isLoading}>
                Rewrite
              </Button>
            </>
          ) : (
            <>
              {answer.changed && (
                <>
                  <Text size="sm" fw={600}>
                    Rewritten
                  </Text>
                  <Text size="sm" aria-label="Rewritten text">
                    {answer.rewrittenSentence}
                  </Text>
                </>
              )}
              {answer.note && (
                <Alert
                  variant="light"
                  color={answer.changed ? 'blue' : 'gray'}
                  icon={<IconInfoCircle size={16} aria-hidden />}
                  aria-label="Engine note"
                >
                  {answer.note}
                </Alert>
              )}
              {!answer.changed && (
                <Text size="sm" role="status">
                  Nothing to replace: your text stays as it is.
                </Text>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  Keep original
                </Button>
                <Button
                  disabled={!answer.changed}
                  onClick={() => {
                    onReplace(answer.rewrittenSentence);
                    close();
                  }}
                >
                  Replace
                </Button>
              </Group>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}

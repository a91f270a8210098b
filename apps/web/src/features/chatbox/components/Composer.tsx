import {
  ActionIcon,
  Alert,
  Button,
  CloseButton,
  FileButton,
  Group,
  Modal,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileSearch, IconPhotoUp, IconPlayerStopFilled, IconSend } from '@tabler/icons-react';
import {
  CHAT_ATTACHMENT_TEXT_MAX_CHARS,
  CHAT_ATTACHMENTS_MAX,
  CHAT_MESSAGE_MAX_CHARS,
  type ChatAttachment,
} from '@eps/contracts';
import { useState, type KeyboardEvent } from 'react';
import { BankQuestionFinder } from '@/features/question-search';
import { useImageToText } from '@/lib/ocr';
import classes from '../chatbox.module.css';

/** An attachment waiting to be sent, with what its chip says. */
export interface DraftAttachment {
  attachment: ChatAttachment;
  label: string;
}

interface ComposerProps {
  draft: string;
  onDraft: (draft: string) => void;
  attachments: DraftAttachment[];
  onAttachments: (attachments: DraftAttachment[]) => void;
  streaming: boolean;
  onSend: () => void;
  onStop: () => void;
}

const formatCount = (n: number) => n.toLocaleString('en-GB');

/** The message box: Enter sends, Shift+Enter starts a new line, Escape stops a reply. */
export function Composer({
  draft,
  onDraft,
  attachments,
  onAttachments,
  streaming,
  onSend,
  onStop,
}: ComposerProps) {
  const [finderOpen, finder] = useDisclosure(false);
  const [attachError, setAttachError] = useState<string | null>(null);
  const ocr = useImageToText();
  const over = draft.length - CHAT_MESSAGE_MAX_CHARS;
  const full = attachments.length >= CHAT_ATTACHMENTS_MAX;
  const canSend = !streaming && draft.trim() !== '' && over <= 0 && !ocr.isConverting;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (canSend) onSend();
    }
  };

  const attach = (item: DraftAttachment) => {
    setAttachError(null);
    onAttachments([...attachments, item]);
  };

  const attachImage = async (file: File | null) => {
    if (!file) return;
    setAttachError(null);
    try {
      const text = (await ocr.convert(file, file.name)).trim();
      if (!text) throw new Error(`No text was found in ${file.name}. Try a sharper photo.`);
      attach({
        attachment: {
          kind: 'image-text',
          name: file.name,
          text: text.slice(0, CHAT_ATTACHMENT_TEXT_MAX_CHARS),
        },
        label: file.name,
      });
    } catch (error) {
      setAttachError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <div className={classes.composer}>
      {attachments.length > 0 && (
        <Group gap={6} mb={6} role="list" aria-label="Attachments">
          {attachments.map((item, index) => (
            <Group
              key={`${item.label}-${index}`}
              gap={2}
              className={classes.draftChip}
              role="listitem"
              wrap="nowrap"
            >
              <Text size="xs" truncate maw={220}>
                {item.label}
              </Text>
              <CloseButton
                size="xs"
                aria-label={`Remove ${item.label}`}
                onClick={() => onAttachments(attachments.filter((_, i) => i !== index))}
              />
            </Group>
          ))}
        </Group>
      )}
      {attachError && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          mb={6}
          withCloseButton
          onClose={() => setAttachError(null)}
        >
          {attachError}
        </Alert>
      )}
      <Textarea
        aria-label="Message the tutor"
        placeholder="Ask a question, or paste your working…"
        value={draft}
        onChange={(e) => onDraft(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        autosize
        minRows={2}
        maxRows={8}
        error={
          over > 0
            ? `Messages can be at most ${formatCount(CHAT_MESSAGE_MAX_CHARS)} characters: remove ${formatCount(over)}.`
            : undefined
        }
      />
      <Group justify="space-between" mt={6} gap="xs" wrap="nowrap">
        <Group gap={4} wrap="nowrap">
          <FileButton
            onChange={(file) => void attachImage(file)}
            accept="image/*"
            disabled={full || ocr.isConverting}
          >
            {(props) => (
              <Tooltip
                label={
                  full ? `At most ${CHAT_ATTACHMENTS_MAX} attachments` : 'Attach an image (its text is read)'
                }
              >
                <ActionIcon
                  {...props}
                  variant="default"
                  size="lg"
                  aria-label="Attach an image"
                  loading={ocr.isConverting}
                >
                  <IconPhotoUp size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </FileButton>
          <Tooltip label={full ? `At most ${CHAT_ATTACHMENTS_MAX} attachments` : 'Attach a bank question'}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Attach a bank question"
              onClick={finder.open}
              disabled={full}
            >
              <IconFileSearch size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Text size="xs" c={over > 0 ? 'red.8' : 'dimmed'}>
            {formatCount(draft.length)} / {formatCount(CHAT_MESSAGE_MAX_CHARS)}
          </Text>
        </Group>
        {streaming ? (
          <Button
            color="red"
            variant="light"
            leftSection={<IconPlayerStopFilled size={16} aria-hidden />}
            onClick={onStop}
          >
            Stop
          </Button>
        ) : (
          <Button leftSection={<IconSend size={16} aria-hidden />} onClick={onSend} disabled={!canSend}>
            Send
          </Button>
        )}
      </Group>
      <Modal opened={finderOpen} onClose={finder.close} title="Attach a bank question" size="lg">
        <BankQuestionFinder
          otherwise="Try other words, or paste the question into your message."
          onPick={(question) => {
            attach({ attachment: { kind: 'question', questionId: question.id }, label: question.title });
            finder.close();
          }}
        />
      </Modal>
    </div>
  );
}

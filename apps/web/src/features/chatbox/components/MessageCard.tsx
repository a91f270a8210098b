import { Alert, Badge, Box, Button, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconBulb, IconRefresh } from '@tabler/icons-react';
import type { AiEngineKind, ChatAttachment, ChatCitation, ChatMessage, ChatMode } from '@eps/contracts';
import { useCallback, useMemo } from 'react';
import classes from '../chatbox.module.css';
import { AttachmentChips } from './AttachmentChips';
import { ChatMarkdown } from './ChatMarkdown';
import { CitationChips, citationChipKey } from './CitationChips';
import { CopyTextButton } from './CopyTextButton';

/** What a message card shows: a saved message, or the reply being written (id null until `start`). */
export interface MessageView {
  id: string | null;
  role: ChatMessage['role'];
  content: string;
  mode: ChatMode;
  attachments: ChatAttachment[];
  citations: ChatCitation[];
  engine: AiEngineKind | null;
  checkQuestion: string | null;
  status: ChatMessage['status'] | 'streaming';
  error?: string | null;
}

/** The last reply's follow-ups: answer again, or (after a hint) the worked answer. */
export interface ReplyActions {
  onRegenerate: () => void;
  onWorkedAnswer: () => void;
}

export function MessageCard({ message, actions }: { message: MessageView; actions?: ReplyActions }) {
  if (message.role === 'user') {
    return (
      <Box className={classes.userMessage} data-role="user">
        <Text className={classes.userText}>{message.content}</Text>
        <AttachmentChips attachments={message.attachments} />
      </Box>
    );
  }
  return <AssistantMessage message={message} actions={actions} />;
}

function AssistantMessage({ message, actions }: { message: MessageView; actions?: ReplyActions }) {
  const streaming = message.status === 'streaming';
  const numbers = useMemo(() => new Set(message.citations.map((c) => c.n)), [message.citations]);
  const messageId = message.id ?? 'live';
  const renderMarker = useCallback(
    (n: number) => (
      <UnstyledButton
        className={classes.citationMarker}
        aria-label={`Go to source ${n}`}
        onClick={() => {
          const chip = document.querySelector<HTMLElement>(
            `[data-citation-chip="${citationChipKey(messageId, n)}"]`,
          );
          chip?.scrollIntoView({ block: 'nearest' });
          chip?.focus();
        }}
      >
        [{n}]
      </UnstyledButton>
    ),
    [messageId],
  );

  return (
    <Box className={classes.assistantMessage} data-role="assistant" aria-busy={streaming || undefined}>
      <Group gap={6} mb={4}>
        <Text size="xs" fw={600} c="dimmed">
          Tutor
        </Text>
        {message.engine === 'offline' && (
          <Tooltip label="Written by the offline tutor from the question bank and the maths engine, without an AI model">
            <Badge size="xs" variant="outline" color="gray" tabIndex={0}>
              offline
            </Badge>
          </Tooltip>
        )}
        {message.engine === 'openai' && (
          <Badge size="xs" variant="outline" color="violet">
            AI model
          </Badge>
        )}
        <Badge size="xs" variant="light" color={message.mode === 'hint' ? 'yellow' : 'blue'}>
          {message.mode === 'hint' ? 'Hint' : 'Worked answer'}
        </Badge>
        {message.status === 'stopped' && (
          <Badge size="xs" color="gray">
            Stopped
          </Badge>
        )}
        {message.status === 'failed' && (
          <Badge size="xs" color="red">
            Failed
          </Badge>
        )}
      </Group>
      {message.content === '' && streaming ? (
        <Text size="sm" c="dimmed" className={classes.thinking}>
          Thinking…
        </Text>
      ) : (
        <ChatMarkdown markdown={message.content} citationNumbers={numbers} renderMarker={renderMarker} />
      )}
      {message.checkQuestion && !message.content.includes(message.checkQuestion) && (
        <Alert
          variant="light"
          color="teal"
          icon={<IconBulb size={18} aria-hidden />}
          mt="xs"
          title="Check yourself"
        >
          <ChatMarkdown markdown={message.checkQuestion} />
        </Alert>
      )}
      {message.error && (
        <Alert variant="light" color="red" role="alert" mt="xs">
          {message.error}
        </Alert>
      )}
      {message.id && <CitationChips messageId={message.id} citations={message.citations} />}
      {!streaming && (
        <Group gap={4} mt={6}>
          {message.content && <CopyTextButton text={message.content} label="Copy message" />}
          {actions && (
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={actions.onRegenerate}
            >
              Regenerate
            </Button>
          )}
          {actions && message.mode === 'hint' && (
            <Button size="compact-sm" variant="light" onClick={actions.onWorkedAnswer}>
              Show the worked answer
            </Button>
          )}
        </Group>
      )}
    </Box>
  );
}

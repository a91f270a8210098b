import { Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import classes from '../chatbox.module.css';
import { MessageCard, type MessageView, type ReplyActions } from './MessageCard';

interface ChatThreadProps {
  messages: MessageView[];
  /** The follow-ups of the last reply (none while a reply is written). */
  actions?: ReplyActions;
}

/**
 * The conversation, oldest first, kept scrolled to the newest text while it streams unless the reader
 * has scrolled up to read something earlier.
 */
export function ChatThread({ messages, actions }: ChatThreadProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const stickToEnd = useRef(true);
  const last = messages.at(-1);

  useEffect(() => {
    const element = scroller.current;
    if (element && stickToEnd.current) element.scrollTop = element.scrollHeight;
  }, [messages.length, last?.content]);

  return (
    <div
      ref={scroller}
      className={classes.thread}
      tabIndex={0}
      role="region"
      aria-label="Conversation"
      onScroll={(event) => {
        const element = event.currentTarget;
        stickToEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
      }}
    >
      {messages.length === 0 ? (
        <Stack gap={4} className={classes.emptyThread}>
          <Title order={2} size="h4">
            Ask the tutor
          </Title>
          <Text size="sm" c="dimmed">
            In Hint mode the tutor reads your working and gives the next step only; Worked answer shows the
            whole solution. Answers from the question bank, mark schemes and your notes cite their sources.
          </Text>
        </Stack>
      ) : (
        messages.map((message, index) => (
          <MessageCard
            key={message.id ?? `live-${message.role}`}
            message={message}
            actions={index === messages.length - 1 && message.id ? actions : undefined}
          />
        ))
      )}
    </div>
  );
}

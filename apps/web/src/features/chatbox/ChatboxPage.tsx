import { Alert, Button, Drawer, Group, SegmentedControl, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { skipToken } from '@reduxjs/toolkit/query';
import { IconMessages } from '@tabler/icons-react';
import { CHAT_MESSAGE_MAX_CHARS, type ChatAttachment, type ChatMode } from '@eps/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ToolPage } from '@/components/tool-page';
import { apiErrorMessage } from '@/lib/api';
import { useCreateConversationMutation, useGetConversationQuery } from './chat-api';
import { ChatThread } from './components/ChatThread';
import { Composer, type DraftAttachment } from './components/Composer';
import { ConversationList } from './components/ConversationList';
import { threadOf } from './thread';
import { useChatStream } from './use-chat-stream';
import classes from './chatbox.module.css';

export const WORKED_ANSWER_REQUEST = 'Show me the worked answer.';

/**
 * /chatbox: the tutor. The open conversation is `?c=<id>` (a reload finds it); the home page's question
 * arrives as `?questionPrompt=…`, is sent once as the first message of a new conversation, and leaves the URL.
 */
export function ChatboxPage() {
  const [params, setParams] = useSearchParams();
  const conversationId = params.get('c');
  const questionPrompt = params.get('questionPrompt');
  const [drawerOpen, drawer] = useDisclosure(false);
  const [mode, setMode] = useState<ChatMode>('hint');
  const [draft, setDraft] = useState('');
  const [attachments, setAttachments] = useState<DraftAttachment[]>([]);
  const [requestError, setRequestError] = useState<string | null>(null);
  const stream = useChatStream();
  const detail = useGetConversationQuery(conversationId ?? skipToken);
  const [createConversation] = useCreateConversationMutation();

  const openConversation = (id: string | null) => {
    stream.stop();
    stream.clear();
    setRequestError(null);
    setParams(id ? { c: id } : {});
    drawer.close();
  };

  /** Sends into the open conversation, starting one first when none is open; false when refused. */
  const deliver = async (content: string, sendMode: ChatMode, sendAttachments: ChatAttachment[]) => {
    setRequestError(null);
    let id = conversationId;
    if (!id) {
      const created = await createConversation({});
      if ('error' in created) {
        setRequestError(apiErrorMessage(created.error, 'Could not start a conversation. Please try again.'));
        return false;
      }
      id = created.data.id;
      setParams({ c: id }, { replace: true });
    }
    const outcome = await stream.send(id, content, sendMode, sendAttachments);
    if (!outcome.accepted) setRequestError(outcome.error);
    return outcome.accepted;
  };

  const sendDraft = async () => {
    const content = draft.trim();
    const items = attachments;
    setDraft('');
    setAttachments([]);
    if (
      !(await deliver(
        content,
        mode,
        items.map((item) => item.attachment),
      ))
    ) {
      setDraft(content);
      setAttachments(items);
    }
  };

  const prompted = useRef(false);
  useEffect(() => {
    if (!questionPrompt || prompted.current) return;
    prompted.current = true;
    const text = questionPrompt.trim();
    setParams(conversationId ? { c: conversationId } : {}, { replace: true });
    if (text.length > CHAT_MESSAGE_MAX_CHARS || !text) {
      setDraft(text);
      return;
    }
    void deliver(text, mode, []).then((accepted) => !accepted && setDraft(text));
    // Once per arrival: the prompt leaves the URL as it is sent, so a reload does not send it again.
  }, [questionPrompt]);

  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape' && stream.streaming) stream.stop();
  });

  const { messages, lastReply } = threadOf(
    // currentData: the open conversation's, never the one before it (or any after New chat).
    detail.currentData?.messages ?? [],
    stream.live,
    conversationId,
  );
  const notFound = detail.error && 'status' in detail.error && detail.error.status === 404;
  const list = (
    <ConversationList
      currentId={conversationId}
      onOpen={openConversation}
      onNew={() => openConversation(null)}
      onDeletedCurrent={() => openConversation(null)}
    />
  );

  return (
    <ToolPage
      title="AI Chatbox"
      description="A tutor for study questions: hints first, worked answers with maths, sources cited."
      actions={
        <Button
          hiddenFrom="sm"
          variant="default"
          leftSection={<IconMessages size={16} aria-hidden />}
          onClick={drawer.open}
        >
          Conversations
        </Button>
      }
    >
      <div className={classes.layout}>
        <aside className={classes.sidebar} aria-label="Your conversations">
          {list}
        </aside>
        <Drawer opened={drawerOpen} onClose={drawer.close} title="Conversations" hiddenFrom="sm" size="85%">
          {list}
        </Drawer>
        <section className={classes.chat} aria-label="Chat">
          {notFound && (
            <Alert color="yellow" role="alert" mb="xs">
              This conversation was not found: it may have been deleted. Start a new chat instead.
            </Alert>
          )}
          <ChatThread
            messages={messages}
            actions={
              lastReply && conversationId && !stream.streaming
                ? {
                    onRegenerate: () => void stream.regenerate(conversationId, lastReply),
                    onWorkedAnswer: () => void deliver(WORKED_ANSWER_REQUEST, 'answer', []),
                  }
                : undefined
            }
          />
          <VisuallyHidden role="status">{stream.streaming ? 'The tutor is answering.' : ''}</VisuallyHidden>
          {requestError && (
            <Alert color="red" role="alert" mt="xs" withCloseButton onClose={() => setRequestError(null)}>
              {requestError}
            </Alert>
          )}
          <Group mt="xs" gap="xs">
            <SegmentedControl
              aria-label="How the tutor answers"
              value={mode}
              onChange={(value) => setMode(value as ChatMode)}
              data={[
                { value: 'hint', label: 'Hint' },
                { value: 'answer', label: 'Worked answer' },
              ]}
            />
          </Group>
          <Composer
            draft={draft}
            onDraft={setDraft}
            attachments={attachments}
            onAttachments={setAttachments}
            streaming={stream.streaming}
            onSend={() => void sendDraft()}
            onStop={stream.stop}
          />
        </section>
      </div>
    </ToolPage>
  );
}

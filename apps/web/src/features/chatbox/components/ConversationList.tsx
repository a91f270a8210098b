import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Menu,
  Modal,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { CHAT_TITLE_MAX_CHARS, type ChatConversation } from '@eps/contracts';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@/lib/api';
import {
  useDeleteConversationMutation,
  useListConversationsQuery,
  useRenameConversationMutation,
} from '../chat-api';
import classes from '../chatbox.module.css';

interface ConversationListProps {
  currentId: string | null;
  onOpen: (id: string) => void;
  onNew: () => void;
  /** Called after the open conversation was deleted. */
  onDeletedCurrent: () => void;
}

/** The user's conversations, newest first, each with rename and delete (after a confirmation). */
export function ConversationList({ currentId, onOpen, onNew, onDeletedCurrent }: ConversationListProps) {
  const { data, error, isLoading } = useListConversationsQuery();
  const [renaming, setRenaming] = useState<ChatConversation | null>(null);
  const [deleting, setDeleting] = useState<ChatConversation | null>(null);

  return (
    <Stack gap="xs" className={classes.conversationList}>
      <Button leftSection={<IconPlus size={16} aria-hidden />} variant="light" onClick={onNew}>
        New chat
      </Button>
      {isLoading && <Loader size="sm" aria-label="Loading conversations" />}
      {error && (
        <Alert color="red" role="alert">
          {apiErrorMessage(error, 'Could not load your conversations.')}
        </Alert>
      )}
      {data && data.conversations.length === 0 && (
        <Text size="sm" c="dimmed">
          No conversations yet.
        </Text>
      )}
      <nav aria-label="Conversations">
        <ul className={classes.conversationItems}>
          {data?.conversations.map((conversation) => (
            <li key={conversation.id} className={classes.conversationItem}>
              <UnstyledButton
                className={classes.conversationButton}
                aria-current={conversation.id === currentId ? 'page' : undefined}
                onClick={() => onOpen(conversation.id)}
              >
                <Text size="sm" fw={600} truncate>
                  {conversation.title}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {conversation.preview || 'No messages yet'}
                </Text>
              </UnstyledButton>
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${conversation.title}`}>
                    <IconDots size={16} aria-hidden />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item
                    leftSection={<IconPencil size={14} aria-hidden />}
                    onClick={() => setRenaming(conversation)}
                  >
                    Rename
                  </Menu.Item>
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={() => setDeleting(conversation)}
                  >
                    Delete
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </li>
          ))}
        </ul>
      </nav>
      <RenameModal conversation={renaming} onClose={() => setRenaming(null)} />
      <DeleteModal
        conversation={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => {
          if (id === currentId) onDeletedCurrent();
        }}
      />
    </Stack>
  );
}

function RenameModal({
  conversation,
  onClose,
}: {
  conversation: ChatConversation | null;
  onClose: () => void;
}) {
  const [title, setTitle] = useState('');
  const [rename, { isLoading, error, reset }] = useRenameConversationMutation();
  const [shownFor, setShownFor] = useState<string | null>(null);
  if (conversation && shownFor !== conversation.id) {
    setShownFor(conversation.id);
    setTitle(conversation.title);
    reset();
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!conversation || !title.trim()) return;
    const result = await rename({ id: conversation.id, title: title.trim() });
    if (!('error' in result)) {
      setShownFor(null);
      onClose();
    }
  };
  const close = () => {
    setShownFor(null);
    onClose();
  };
  return (
    <Modal opened={!!conversation} onClose={close} title="Rename conversation">
      <form onSubmit={(e) => void submit(e)}>
        <Stack gap="sm">
          <TextInput
            label="Title"
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            maxLength={CHAT_TITLE_MAX_CHARS}
            data-autofocus
            error={error ? apiErrorMessage(error, 'Could not rename the conversation.') : undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={isLoading} disabled={!title.trim()}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

interface DeleteModalProps {
  conversation: ChatConversation | null;
  onClose: () => void;
  onDeleted: (id: string) => void;
}

function DeleteModal({ conversation, onClose, onDeleted }: DeleteModalProps) {
  const [remove, { isLoading, error, reset }] = useDeleteConversationMutation();
  const confirm = async () => {
    if (!conversation) return;
    const result = await remove(conversation.id);
    if ('error' in result) return;
    onDeleted(conversation.id);
    reset();
    onClose();
  };
  return (
    <Modal
      opened={!!conversation}
      onClose={() => {
        reset();
        onClose();
      }}
      title="Delete conversation?"
    >
      <Stack gap="sm">
        <Text size="sm">
          “{conversation?.title}” and all its messages will be deleted. This cannot be undone.
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {apiErrorMessage(error, 'Could not delete the conversation.')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={isLoading} onClick={() => void confirm()}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

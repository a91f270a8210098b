import { CHAT_MESSAGE_MAX_CHARS } from '@eps/contracts';
import { AppError } from '../../common/app-error';

export const ChatErrors = {
  /** Also the answer for another user's conversation: whether it exists is not the caller's business. */
  notFound: () => new AppError(404, 'CHAT_NOT_FOUND', 'Conversation not found.'),
  nothingToRegenerate: () =>
    new AppError(
      409,
      'CHAT_NOTHING_TO_REGENERATE',
      'There is no message to answer again: send a message first.',
    ),
  tooManyConversations: (limit: number) =>
    new AppError(
      409,
      'CHAT_TOO_MANY_CONVERSATIONS',
      `You have ${limit} conversations, the most one account keeps. Delete an old one to start a new one.`,
    ),
  messageTooLong: () =>
    new AppError(
      400,
      'CHAT_MESSAGE_TOO_LONG',
      `A message must be at most ${CHAT_MESSAGE_MAX_CHARS.toLocaleString('en-GB')} characters: shorten it or send it in parts.`,
    ),
  questionNotFound: () =>
    new AppError(404, 'CHAT_QUESTION_NOT_FOUND', 'The attached question is not in the question bank.'),
};

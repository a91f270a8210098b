import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CHAT_MESSAGE_MAX_CHARS } from '@eps/contracts';
import { renderRoutes } from '@/testing/render-with-providers';
import { ChatboxPage } from './ChatboxPage';
import { conversation, CONVERSATION_ID, installChatServer, message } from './testing/fake-chat-server';

const USER_MESSAGE_ID = '33333333-3333-4333-8333-333333333333';
const REPLY_ID = '22222222-2222-4222-8222-222222222222';
const ANSWER_ID = '44444444-4444-4444-8444-444444444444';

function renderChatbox(url = '/chatbox', existing = [conversation()]) {
  const server = installChatServer(existing);
  const view = renderRoutes([{ path: '/chatbox', element: <ChatboxPage /> }], { url });
  return { ...view, server };
}

const composer = () => screen.getByRole('textbox', { name: 'Message the tutor' });

function type(text: string) {
  fireEvent.change(composer(), { target: { value: text } });
}

describe('ChatboxPage', () => {
  it('sends on Enter into a new conversation, shows the text as it streams, then the saved reply', async () => {
    const { server, router } = renderChatbox();
    type('Integrate x sin x');
    fireEvent.keyDown(composer(), { key: 'Enter' });

    await waitFor(() => expect(server.streams).toHaveLength(1));
    expect(
      server.calls.find((c) => c.method === 'POST' && c.url === '/api/chat/conversations'),
    ).toBeDefined();
    expect(server.streams[0]!.url).toBe(`/api/chat/conversations/${CONVERSATION_ID}/messages`);
    expect(server.streams[0]!.body).toEqual({ content: 'Integrate x sin x', mode: 'hint', attachments: [] });
    expect(router.state.location.search).toBe(`?c=${CONVERSATION_ID}`);
    expect(composer()).toHaveValue('');

    const stream = server.streams[0]!;
    await stream.emit({
      type: 'user',
      message: message({ id: USER_MESSAGE_ID, role: 'user', content: 'Integrate x sin x', engine: null }),
    });
    await stream.emit({ type: 'start', messageId: REPLY_ID, engine: 'offline' });
    await stream.emit({ type: 'delta', text: 'Try parts with \\(u = x\\)' });
    expect(await screen.findByText('offline')).toBeInTheDocument();
    expect(document.querySelector('.katex')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();

    await stream.emit({ type: 'delta', text: ' and $dv = \\sin x\\,dx$ [1].' });
    const citation = {
      n: 1,
      kind: 'question' as const,
      sourceId: 'q1',
      locator: 'Part (a)',
      title: 'Integration by parts',
      excerpt: 'Use u = x.',
      href: '/exam-question/q1',
    };
    await stream.emit({
      type: 'done',
      message: message({
        id: REPLY_ID,
        content: 'Try parts with $u = x$ and $dv = \\sin x\\,dx$ [1].',
        citations: [citation],
        checkQuestion: 'What is $du$?',
      }),
    });

    const chip = await screen.findByRole('button', { name: 'Source 1: Integration by parts · Part (a)' });
    expect(document.querySelectorAll('.katex').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('Check yourself')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to source 1' }));
    expect(chip).toHaveFocus();
    fireEvent.click(chip);
    expect(await screen.findByText('Use u = x.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open the question/ })).toHaveAttribute(
      'href',
      '/exam-question/q1',
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it("sends the home page's question once, then drops it from the address", async () => {
    const { server, router } = renderChatbox('/chatbox?questionPrompt=What+is+entropy%3F');
    await waitFor(() => expect(server.streams).toHaveLength(1));
    expect(server.streams[0]!.body).toMatchObject({ content: 'What is entropy?', mode: 'hint' });
    expect(router.state.location.search).toBe(`?c=${CONVERSATION_ID}`);
    expect(await screen.findByText('What is entropy?')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.url.endsWith('/messages'))).toHaveLength(1);
  });

  it('stops a reply on Escape and keeps what was written, marked stopped', async () => {
    const { server } = renderChatbox(`/chatbox?c=${CONVERSATION_ID}`);
    type('Explain entropy');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.streams).toHaveLength(1));
    const stream = server.streams[0]!;
    await stream.emit({ type: 'start', messageId: REPLY_ID, engine: 'openai' });
    await stream.emit({ type: 'delta', text: 'Entropy measures' });

    fireEvent.keyDown(window, { key: 'Escape' });

    expect(await screen.findByText('Stopped')).toBeInTheDocument();
    expect(stream.aborted).toBe(true);
    expect(screen.getByText('Entropy measures')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it("shows a stream's error inline beside what was written", async () => {
    const { server } = renderChatbox(`/chatbox?c=${CONVERSATION_ID}`);
    type('Explain entropy');
    fireEvent.keyDown(composer(), { key: 'Enter' });
    await waitFor(() => expect(server.streams).toHaveLength(1));
    await server.streams[0]!.emit({ type: 'start', messageId: REPLY_ID, engine: 'openai' });
    await server.streams[0]!.emit({ type: 'error', message: 'The AI service did not answer in time.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The AI service did not answer in time.');
    expect(screen.getByText('Failed')).toBeInTheDocument();
  });

  it('shows a refused message (rate limit) and gives the draft back', async () => {
    const { server } = renderChatbox(`/chatbox?c=${CONVERSATION_ID}`);
    server.refuseNext(429, { error: 'Too many AI requests: try again in 30 seconds.', code: 'RATE_LIMITED' });
    type('Explain entropy');
    fireEvent.keyDown(composer(), { key: 'Enter' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many AI requests: try again in 30 seconds.',
    );
    expect(composer()).toHaveValue('Explain entropy');
  });

  it('Shift+Enter does not send; a message over the limit says so and cannot be sent', () => {
    const { server } = renderChatbox();
    type('line one');
    fireEvent.keyDown(composer(), { key: 'Enter', shiftKey: true });
    expect(server.streams).toHaveLength(0);
    type('x'.repeat(CHAT_MESSAGE_MAX_CHARS + 5));
    expect(screen.getByText(/at most 4,000 characters: remove 5/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    fireEvent.keyDown(composer(), { key: 'Enter' });
    expect(server.streams).toHaveLength(0);
  });

  it('after a hint, "Show the worked answer" asks for it in answer mode; Regenerate answers again', async () => {
    const { server } = renderChatbox(`/chatbox?c=${CONVERSATION_ID}`);
    server.saved.push(
      message({ id: USER_MESSAGE_ID, role: 'user', content: 'Solve x^2 = 4', engine: null }),
      message({ id: REPLY_ID, content: 'What could $x$ be, squared to give 4?' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Show the worked answer' }));
    await waitFor(() => expect(server.streams).toHaveLength(1));
    expect(server.streams[0]!.body).toEqual({
      content: 'Show me the worked answer.',
      mode: 'answer',
      attachments: [],
    });
    await server.streams[0]!.emit({
      type: 'done',
      message: message({ id: ANSWER_ID, mode: 'answer', content: '$x = \\pm 2$' }),
    });
    expect(screen.queryByRole('button', { name: 'Show the worked answer' })).not.toBeInTheDocument();

    fireEvent.click(await screen.findByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(server.streams).toHaveLength(2));
    expect(server.streams[1]!.url).toBe(`/api/chat/conversations/${CONVERSATION_ID}/regenerate`);
    expect(server.streams[1]!.body).toEqual({});
  });

  it('New chat empties the thread and the address', async () => {
    const { server, router } = renderChatbox(`/chatbox?c=${CONVERSATION_ID}`);
    server.saved.push(message({ id: USER_MESSAGE_ID, role: 'user', content: 'Solve x^2 = 4', engine: null }));
    expect(await screen.findByText('Solve x^2 = 4')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'New chat' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByText('Solve x^2 = 4')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ask the tutor' })).toBeInTheDocument();
  });

  it('lists conversations with the open one marked, and asks before deleting one', async () => {
    renderChatbox(`/chatbox?c=${CONVERSATION_ID}`);
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    // The list frame renders before the conversations arrive.
    expect(await within(list).findByRole('button', { name: /^Integration by parts/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    fireEvent.click(within(list).getByRole('button', { name: 'Actions for Integration by parts' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText(/will be deleted. This cannot be undone./)).toBeInTheDocument();
  });
});

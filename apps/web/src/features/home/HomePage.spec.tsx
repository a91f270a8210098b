import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFetch, type RecordedCall } from '@/testing/fake-fetch';
import { renderRoutes } from '@/testing/render-with-providers';
import { useLocation } from 'react-router';
import { HomePage } from './HomePage';
import { chatboxHref } from './home-sections';

function Chatbox() {
  const location = useLocation();
  return (
    <div data-testid="chatbox">
      {location.search}|{(location.state as { questionPrompt?: string } | null)?.questionPrompt}
    </div>
  );
}

let calls: RecordedCall[];
function renderHome(url = '/home') {
  calls = installFetch(({ method }) => ({
    status: 200,
    body: { recent: method === 'POST' ? ['calculator'] : [], liked: [], newFeatureSeen: true },
  }));
  return renderRoutes(
    [
      { path: '/home', element: <HomePage /> },
      { path: '/chatbox', element: <Chatbox /> },
    ],
    { url },
  );
}

describe('HomePage', () => {
  it('sends the question to /chatbox in the state and the query', () => {
    renderHome();
    const box = screen.getByPlaceholderText('What do you need help with?');
    fireEvent.change(box, { target: { value: 'Explain  integration by parts' } });
    fireEvent.click(screen.getByRole('button', { name: 'Try now' }));
    expect(screen.getByTestId('chatbox')).toHaveTextContent(
      '?questionPrompt=Explain++integration+by+parts|Explain integration by parts',
    );
  });

  it('submits with Enter too', () => {
    renderHome();
    const box = screen.getByPlaceholderText('What do you need help with?');
    fireEvent.change(box, { target: { value: 'What is entropy?' } });
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('chatbox')).toHaveTextContent('What is entropy?');
  });

  it('stays on /home when the box is empty', () => {
    renderHome();
    fireEvent.change(screen.getByPlaceholderText('What do you need help with?'), {
      target: { value: '   ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Try now' }));
    expect(screen.queryByTestId('chatbox')).not.toBeInTheDocument();
  });

  it('shows the Main, Advanced and Utility sections with the spec tools and links', () => {
    renderHome();
    const cards = (name: string) =>
      within(screen.getByRole('region', { name }))
        .getAllByRole('link')
        .map((a) => [a.querySelector('p')?.textContent, a.getAttribute('href')]);
    expect(cards('Main')).toEqual([
      ['Chatbox', '/chatbox'],
      ['Past Papers', '/past-papers'],
      ['Exam Grader', '/exam-grader'],
      ['Quiz Generator', '/quiz-generator'],
      ['Essay Helper', '/essayhelper'],
    ]);
    expect(cards('Advanced')).toEqual([
      ['Plot Generator', '/plot-generator'],
      ['Notes Generation', '/home?open=notes'],
      ['Slides Generation', '/home?open=slides'],
      ['Calculator', '/calculator'],
    ]);
    expect(cards('Utility')).toEqual([
      ['Course Helper', '/topic-selector'],
      ['Math Papers', '/google-drive'],
      ['Image to Text', '/image-text-convertor'],
      ['Compile Latex', '/latex-editor'],
      ['Knowledge Galaxy', '/knowledge-network'],
      ['Feedback Generator', '/student-feedback-generator'],
      ['Question Search', '/question-search'],
      ['PDF Editor', '/pdf-editor'],
    ]);
  });

  it('has the footer links, external ones in a new tab', () => {
    renderHome();
    for (const [name, href] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms'],
      ['Cookie Policy', '/cookie-policy'],
      ['Upload', '/questions/edit'],
      ['Convert Image', '/image-text-convertor'],
      ['Latex Editor', '/latex-editor'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const khan = screen.getByRole('link', { name: /Khan Academy/ });
    expect(khan).toHaveAttribute('target', '_blank');
    expect(khan.getAttribute('rel')).toContain('noopener');
  });

  it('records the use of a catalogue tool before opening it', async () => {
    renderHome();
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Advanced' })).getByRole('link', { name: /Calculator/ }),
    );
    expect(await screen.findByTestId('landed')).toHaveTextContent('/calculator');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ toolId: 'calculator' });
  });

  it('opens the slides generator by putting ?open=slides on /home (the layout shows the modal)', async () => {
    const { router } = renderHome();
    fireEvent.click(screen.getByRole('link', { name: /Slides Generation/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?open=slides'));
    expect(router.state.location.pathname).toBe('/home');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ toolId: 'slides-generation' });
  });
});

describe('chatboxHref', () => {
  it('encodes the question in the query', () => {
    expect(chatboxHref('a&b=c?')).toBe('/chatbox?questionPrompt=a%26b%3Dc%3F');
  });
});

import {
  DEFAULT_LIKED_TOOLS,
  DEFAULT_RECENT_TOOLS,
  withToolUsed,
  type SidebarPreferences,
} from '@eps/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFetch } from '@/testing/fake-fetch';
import { renderAt } from '@/testing/render-with-providers';
import { MoreFunctionsSidebar } from './MoreFunctionsSidebar';

const defaults = (): SidebarPreferences => ({
  recent: [...DEFAULT_RECENT_TOOLS],
  liked: [...DEFAULT_LIKED_TOOLS],
  newFeatureSeen: false,
});

function names(section: string) {
  const region = screen.getByRole('region', { name: section });
  return within(region)
    .queryAllByRole('listitem')
    .map((li) => li.textContent);
}

function renderSidebar(
  prefs: SidebarPreferences,
  answer?: (method: string, body: unknown) => { status: number; body?: unknown } | undefined,
) {
  let state = prefs;
  const calls = installFetch(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/preferences/sidebar') return { status: 200, body: state };
    const custom = answer?.(method, body);
    if (custom) return custom;
    if (method === 'PUT') state = { ...state, ...(body as Partial<SidebarPreferences>) };
    if (method === 'POST')
      state = { ...state, recent: withToolUsed(state.recent, (body as { toolId: never }).toolId) };
    return { status: 200, body: state };
  });
  const utils = renderAt(<MoreFunctionsSidebar opened onClose={() => {}} />, '/somewhere');
  return { ...utils, calls };
}

describe('MoreFunctionsSidebar', () => {
  it('shows the three sections with the first three recent tools, the liked tools and the rest, and the footer counts', async () => {
    renderSidebar(defaults());
    await screen.findByRole('region', { name: 'Recently Used' });
    expect(names('Recently Used')).toEqual(['Course Helper', 'Plot Generator', 'Notes Generation']);
    expect(names('Liked Features')).toEqual([
      'Course Helper',
      'Plot Generator',
      'Notes Generation',
      'Math Papers',
      'Compile Latex',
    ]);
    expect(names('All Other Tools')).toEqual([
      'Slides Generation',
      'Calculator',
      'Image to Text',
      'Knowledge Galaxy',
      'Formula Search',
      'Question Search',
      'PDF Editor',
      'Essay Helper',
    ]);
    expect(screen.getByText('13 tools available')).toBeInTheDocument();
    expect(screen.getByText('4 recent · 5 liked')).toBeInTheDocument();
  });

  it('orders Recently Used as the server stores it (most recent first)', async () => {
    renderSidebar({ ...defaults(), recent: ['pdf-editor', 'calculator', 'course-helper', 'plot-generator'] });
    await screen.findByRole('region', { name: 'Recently Used' });
    expect(names('Recently Used')).toEqual(['PDF Editor', 'Calculator', 'Course Helper']);
  });

  it('stars a tool at once (optimistic) and sends the new liked list', async () => {
    const { calls } = renderSidebar(defaults());
    fireEvent.click(await screen.findByRole('button', { name: 'Like Calculator' }));
    expect(await screen.findByRole('button', { name: 'Unlike Calculator' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(names('Liked Features')).toContain('Calculator');
    expect(names('All Other Tools')).not.toContain('Calculator');
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      liked: [...DEFAULT_LIKED_TOOLS, 'calculator'],
    });
  });

  it('rolls the star back when the server refuses', async () => {
    renderSidebar(defaults(), (method) =>
      method === 'PUT'
        ? { status: 500, body: { error: 'Something went wrong', code: 'INTERNAL' } }
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Unlike Math Papers' }));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Unlike Math Papers' })).toHaveLength(1),
    );
    expect(names('Liked Features')).toContain('Math Papers');
  });

  it('records the use of a route tool and then opens it', async () => {
    const { calls } = renderSidebar(defaults());
    const others = await screen.findByRole('region', { name: 'All Other Tools' });
    fireEvent.click(within(others).getByRole('button', { name: /^Calculator/ }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/calculator');
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/preferences/sidebar/use',
      body: { toolId: 'calculator' },
    });
  });

  it('opens a modal tool on the home page', async () => {
    renderSidebar(defaults());
    const others = await screen.findByRole('region', { name: 'All Other Tools' });
    fireEvent.click(within(others).getByRole('button', { name: /^Slides Generation/ }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/home?open=slides');
  });
});

import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { ChatMarkdown } from './ChatMarkdown';

function renderMarkdown(markdown: string, numbers: number[] = []) {
  return render(
    <MantineProvider env="test">
      <ChatMarkdown
        markdown={markdown}
        citationNumbers={new Set(numbers)}
        renderMarker={(n) => <button type="button">marker {n}</button>}
      />
    </MantineProvider>,
  );
}

describe('ChatMarkdown', () => {
  it('renders maths in all four delimiters with KaTeX, display maths as display', () => {
    const { container } = renderMarkdown(
      'Inline $a^2$ and \\(b^2\\).\n\n$$\nc^2\n$$\n\nand \\[d^2 = e\\] here.',
    );
    expect(container.querySelectorAll('.katex')).toHaveLength(4);
    expect(container.querySelectorAll('.katex-display')).toHaveLength(2);
    expect(container.textContent).not.toMatch(/\\\(|\\\[|\$/);
  });

  it('highlights a fenced code block, leaves maths delimiters in code alone, and offers a copy', () => {
    const { container } = renderMarkdown('```python\nprint("\\(x\\)")  # $y$\n```');
    const code = container.querySelector('pre code')!;
    expect(code.className).toContain('hljs');
    expect(code.querySelector('.hljs-string')).not.toBeNull();
    expect(code.textContent).toBe('print("\\(x\\)")  # $y$\n');
    expect(container.querySelector('.katex')).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
  });

  it("turns [n] of the reply's citations into markers, and no other [n]", () => {
    renderMarkdown('Energy is conserved [1], see also [7] and `[1]` in code.', [1]);
    expect(screen.getAllByRole('button', { name: /^marker/ }).map((b) => b.textContent)).toEqual([
      'marker 1',
    ]);
    expect(screen.getByText(/see also \[7\]/)).toBeInTheDocument();
  });

  it('never renders HTML or script links a model writes', () => {
    const { container } = renderMarkdown(
      'Hi <img src=x onerror="alert(1)"> <script>alert(2)</script> [link](javascript:alert(3))',
    );
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/);
  });
});

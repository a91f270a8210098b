import type { ChatCitation } from '@eps/contracts';
import type { ChatSource } from './engines/chat-engine';

/** `[n]`, but not a Markdown link's text (`[1](…)`). */
const MARKER = /\[(\d{1,3})\](?!\()/g;
const EXCERPT_CHARS = 300;

export interface ResolvedReply {
  content: string;
  citations: ChatCitation[];
  /** Markers dropped because no retrieved source stood behind them: `[n]` and the key asked for. */
  dropped: Array<{ marker: number; key: string | undefined }>;
}

function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_CHARS ? `${flat.slice(0, EXCERPT_CHARS).replace(/\s+\S*$/, '')} …` : flat;
}

/**
 * Turns an engine's `[n]` markers into citations of sources this reply retrieved. A marker whose key was
 * not retrieved (or that has no key) is removed from the text; the rest are numbered 1, 2, … in the
 * order they first appear, one number per source.
 */
export function resolveCitations(
  content: string,
  cited: readonly string[],
  retrieved: (key: string) => ChatSource | undefined,
): ResolvedReply {
  const numberOfKey = new Map<string, number>();
  const citations: ChatCitation[] = [];
  const dropped: ResolvedReply['dropped'] = [];
  const text = content.replace(MARKER, (_marker, digits: string) => {
    const marker = Number(digits);
    const key = cited[marker - 1];
    const source = key === undefined ? undefined : retrieved(key);
    if (!source) {
      dropped.push({ marker, key });
      return '';
    }
    let n = numberOfKey.get(source.key);
    if (n === undefined) {
      n = citations.length + 1;
      numberOfKey.set(source.key, n);
      citations.push({
        n,
        kind: source.kind,
        sourceId: source.sourceId,
        locator: source.locator,
        title: source.title,
        excerpt: excerptOf(source.text),
        href: source.href,
      });
    }
    return `[${n}]`;
  });
  // A removed marker may leave a space before punctuation ("x [9]." → "x .").
  return { content: dropped.length ? text.replace(/[ \t]+([.,;:!?])/g, '$1') : text, citations, dropped };
}

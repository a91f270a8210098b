import type { GenerationKind } from '@eps/contracts';
import type { DocumentText } from '../../documents/documents.repository';
import { readFacts } from '../../quizzes/engines/offline/latex-facts';
import type { ChatSource } from '../engines/chat-engine';

/** A saved document opens in its generator on the home page. */
export const documentHref = (kind: GenerationKind, id: string) => `/home?open=${kind}&document=${id}`;

/** A document cut into its sections (by \section and \subsection), each a citable note. */
export function noteSections(doc: DocumentText): ChatSource[] {
  const bySection = new Map<string, string[]>();
  for (const { text, section } of readFacts(doc.latexCode).sentences) {
    const sentences = bySection.get(section) ?? [];
    sentences.push(text);
    bySection.set(section, sentences);
  }
  return [...bySection].map(([section, sentences], i) => ({
    key: `note:${doc.id}:${i + 1}`,
    kind: doc.kind === 'notes' ? 'note' : 'document',
    sourceId: doc.id,
    locator: section ? `Section ${section}` : null,
    title: doc.title,
    text: sentences.join(' '),
    href: documentHref(doc.kind, doc.id),
  }));
}

import { DEFAULT_AUTHOR } from '@eps/contracts';
import { ChatSourceLibrary } from '../../apps/api/src/modules/chat/sources/chat-sources';
import { DocumentsService } from '../../apps/api/src/modules/documents/documents.service';
import { guestSession } from './support/compile-client';
import { startTestApp, type TestApp } from './support/test-app';

/** The chat tutor's retrieval on the run's Postgres: the bank, its hints and mark schemes, own notes, WordNet. */
describe('chat sources', () => {
  let t: TestApp;
  let library: ChatSourceLibrary;

  beforeAll(async () => {
    t = await startTestApp();
    library = t.app.get(ChatSourceLibrary);
  });
  afterAll(() => t.close());

  const seedNotes = (ownerId: string, body: string) =>
    t.app.get(DocumentsService).createGenerated({
      ownerId,
      kind: 'notes',
      title: 'Thermodynamics notes',
      options: {
        userRequirement: '',
        customAuthor: DEFAULT_AUTHOR,
        includeImages: false,
        includeExamples: false,
        compactLayout: false,
        isHigh: false,
      },
      latexCode: `\\documentclass{article}\n\\begin{document}\n${body}\n\\end{document}\n`,
    });

  it('finds bank questions with their hints and mark-scheme points, all of which exist, and remembers them', async () => {
    const { userId, agent } = await guestSession(t);
    const sources = library.forReply(userId);
    const found = await sources.search(
      'How do I calculate the average power of a student running up stairs?',
      { kinds: ['question', 'hint', 'mark-scheme'] },
    );
    expect(found.length).toBeGreaterThan(2);
    expect(found[0]).toMatchObject({ kind: 'question', locator: null });
    expect(found.some((s) => s.kind === 'hint' || s.kind === 'mark-scheme')).toBe(true);
    for (const source of found) {
      expect(source.href).toBe(`/exam-question/${source.sourceId}`);
      expect((await agent.get(`/api/questions/${source.sourceId}`)).status).toBe(200);
      expect(sources.get(source.key)).toEqual(source);
    }
    expect(sources.get('question:00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(await sources.search('   ')).toEqual([]);
  });

  it('reads one approved question with parts, hint pathway, mark scheme and answer; none for an unknown id', async () => {
    const [{ id }] = await t.db.query(`SELECT id FROM questions WHERE source_key = $1`, [
      'original:ap-physics-1-015',
    ]);
    const sources = library.forReply((await guestSession(t)).userId);
    const question = await sources.question(id);
    expect(question?.question).toMatchObject({
      kind: 'question',
      sourceId: id,
      title: 'Power climbing stairs',
    });
    const [part] = question!.parts;
    expect(part.hints.map((h) => h.kind)).toEqual(part.hints.map(() => 'hint'));
    expect(part.markScheme.length).toBeGreaterThan(0);
    expect(part.answer?.text).toMatch(/^Answer: 514 W\./);
    expect(part.expected).toMatchObject({ type: 'numeric', answer: { value: 514, units: 'W' } });
    expect(sources.get(part.markScheme[0].key)).toEqual(part.markScheme[0]);
    expect(await sources.question('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('searches the user’s own notes by section, never another user’s', async () => {
    const owner = await guestSession(t);
    const stranger = await guestSession(t);
    const doc = await seedNotes(
      owner.userId,
      [
        '\\section{Entropy}',
        'Entropy measures how many microscopic arrangements give the same macroscopic state of a system.',
        'In an isolated system the entropy never decreases over time according to the second law.',
        '\\section{Heat engines}',
        'A heat engine turns part of the heat that flows from a hot reservoir to a cold one into work.',
      ].join('\n'),
    );
    const mine = await library
      .forReply(owner.userId)
      .search('why does entropy never decrease', { kinds: ['note'] });
    expect(mine[0]).toMatchObject({
      kind: 'note',
      sourceId: doc.id,
      locator: 'Section Entropy',
      title: 'Thermodynamics notes',
      href: `/home?open=notes&document=${doc.id}`,
    });
    expect(mine[0].text).toContain('second law');
    expect(mine.every((s) => s.locator !== 'Section Heat engines')).toBe(true);
    const theirs = await library
      .forReply(stranger.userId)
      .search('why does entropy never decrease', { kinds: ['note'] });
    expect(theirs).toEqual([]);
  });

  it('defines words from WordNet, inflected forms included', async () => {
    const sources = library.forReply((await guestSession(t)).userId);
    const entry = await sources.define('catalysts');
    expect(entry).toMatchObject({ kind: 'dictionary', sourceId: 'catalyst', href: null, locator: 'noun' });
    expect(entry!.text).toMatch(/reaction/);
    expect(sources.get(entry!.key)).toEqual(entry);
    expect(await sources.define('qzxwvv')).toBeNull();
  });

  it('finds formulas in the formula data, each of which opens in formula search', async () => {
    const { userId, agent } = await guestSession(t);
    const sources = library.forReply(userId);
    const found = await sources.search('What is the formula for kinetic energy?', { kinds: ['formula'] });
    expect(found[0]).toMatchObject({ kind: 'formula', sourceId: 'kinetic-energy', title: 'Kinetic energy' });
    for (const source of found) {
      expect(source.href).toBe(`/formula-search?id=${source.sourceId}`);
      expect((await agent.get(`/api/formulas/${source.sourceId}`)).status).toBe(200);
      expect(sources.get(source.key)).toEqual(source);
    }
    expect(await sources.search('the causes of the French Revolution', { kinds: ['formula'] })).toEqual([]);
  });
});

import { appErrorOf } from '../../../../testing/app-error-of';
import lang from '../../bank/lang.json';
import psych from '../../bank/psych.json';
import { OfflineEssayWriter } from './essay-writer';
import { SCAFFOLD_LABEL } from './scaffold';

const writer = new OfflineEssayWriter();
const bankItem = (id: string) => {
  const item = [...lang.items, ...psych.items].find((i) => i.id === id);
  if (!item) throw new Error(`no bank item ${id}`);
  return item;
};
const scaffoldFor = (id: string) => {
  const item = bankItem(id);
  return writer.writeEssay({ question: item.question, rubric: item.rubric, subject: '' });
};
const paragraphs = (essay: string) => essay.split(/\n\s*\n/);

/** A weak student essay: no counter-argument, wordy, three openings with "Experts", two passives. */
const ESSAY = `In today's society, many people rely on experts. Experts know things. I think people should trust experts because they are trained, although they should check their reasoning.

Experts are trained for years. Experts study data. Experts were criticized by the public during the pandemic. For example, in 2020 doctors said "wear a mask" and the data showed fewer infections. This shows that expertise saves lives, which means people should listen.

It is important to note that experts can be wrong. The report was written by a committee. This is very important because mistakes happen and it's really bad when they do.

In conclusion, people should trust experts but check their arithmetic.`;

describe('OfflineEssayWriter.writeEssay', () => {
  it('labels the answer as a scaffold and builds it on the prompt’s own question', async () => {
    const written = await scaffoldFor('lang-2021-argument');
    expect(written.isScaffold).toBe(true);
    expect(written.essay.startsWith(SCAFFOLD_LABEL)).toBe(true);
    const [, intro, ...rest] = paragraphs(written.essay);
    const topic = 'the extent to which ordinary people should rely on the judgment of experts';
    expect(intro).toContain(`Thesis: On ${topic}, I argue that [your defensible position]`);
    const bodies = rest.filter((p) => p.startsWith('Claim'));
    expect(bodies.length).toBeGreaterThanOrEqual(2);
    expect(bodies.length).toBeLessThanOrEqual(3);
    for (const body of bodies) expect(body).toMatch(/Evidence.*Commentary: \[/);
    expect(rest.at(-2)).toMatch(/^Counter-argument: /);
    expect(rest.at(-1)).toMatch(/^Conclusion: /);
  });

  it('gives one breakdown entry per planned paragraph, indexed as they stand in the text', async () => {
    const { essay, analysis } = await scaffoldFor('lang-2021-argument');
    const parts = paragraphs(essay);
    expect(analysis.paragraphBreakdown.map((p) => p.paragraphIndex)).toEqual(
      parts.slice(1).map((_, i) => i + 1),
    );
    for (const p of analysis.paragraphBreakdown) expect(parts[p.paragraphIndex]).toContain(p.keySentence);
  });

  it('names the rubric’s rows and points in the rubric alignment', async () => {
    const { analysis } = await scaffoldFor('lang-2021-rhetorical-analysis');
    expect(analysis.rubricAlignment).toContain('Thesis (1 point): the thesis at the end of paragraph 1.');
    expect(analysis.rubricAlignment).toContain('Evidence and Commentary (4 points): paragraphs 2–4');
    expect(analysis.rubricAlignment).toContain('Sophistication (1 point)');
    expect(analysis.rubricAlignment).toContain('(6 points in all)');
  });

  it('points each body paragraph at a short phrase quoted from the passage or a source', async () => {
    const item = bankItem('lang-2025-synthesis');
    const { essay } = await scaffoldFor(item.id);
    const quoted = [...essay.matchAll(/Quote or paraphrase (Source [A-E]), e\.g\. "([^"]+)"/g)];
    expect(quoted.map((m) => m[1])).toEqual(['Source A', 'Source B', 'Source C']);
    for (const [, , phrase] of quoted) expect(item.question).toContain(phrase);

    const analysis = await scaffoldFor('lang-2021-rhetorical-analysis');
    expect(analysis.essay).toContain(
      'Quote or paraphrase paragraph 1, e.g. "Three weeks ago the river came into our school"',
    );
    expect(analysis.essay).toContain('the writer works to prepare her audience for the months ahead');
  });

  it('plans a short-answer prompt part by part, with what earns each point', async () => {
    const item = psych.items[0];
    const { essay, analysis } = await scaffoldFor(item.id);
    const parts = paragraphs(essay).slice(1);
    expect(parts.map((p) => /^Part [A-F] \(\d points?\)/.exec(p)?.[0])).toEqual([
      'Part A (1 point)',
      'Part B (1 point)',
      'Part C (1 point)',
      'Part D (1 point)',
      'Part E (1 point)',
      'Part F (2 points)',
    ]);
    expect(parts[0]).toContain('identifying the method as an experiment');
    expect(analysis.rubricAlignment).toContain('(7 points in all)');
  });

  it('reads a custom prompt and rubric the same way', async () => {
    const { essay, analysis } = await writer.writeEssay({
      question: 'Write an essay that argues your position on school uniforms.',
      rubric: 'Row A: Claim (0-2 points)\nRow B: Support (0-3 points)\nRow C: Nuance (0-1 point)',
      subject: '',
    });
    expect(essay).toContain('Thesis: On school uniforms, I argue that');
    expect(analysis.rubricAlignment).toContain('Claim (2 points)');
    expect(analysis.rubricAlignment).toContain('Support (3 points)');
    expect(analysis.rubricAlignment).toContain('Nuance (1 point)');
    expect(analysis.rubricAlignment).toContain('(6 points in all)');
  });
});

describe('OfflineEssayWriter.findEssentialSentences', () => {
  it('finds the thesis, the topic sentences and the strongest commentary, quoting the essay exactly', async () => {
    const found = await writer.findEssentialSentences(ESSAY);
    expect(found[0]).toEqual({
      sentence:
        'I think people should trust experts because they are trained, although they should check their reasoning.',
      explanation: expect.stringMatching(/^Thesis: /),
    });
    expect(found).toContainEqual({
      sentence: 'Experts are trained for years.',
      explanation: expect.stringMatching(/^Topic sentence: .*"experts", "trained"/),
    });
    expect(found).toContainEqual({
      sentence: 'This shows that expertise saves lives, which means people should listen.',
      explanation: expect.stringMatching(/^Commentary: /),
    });
    for (const { sentence } of found) expect(ESSAY).toContain(sentence);
    expect(found.map((f) => f.sentence)).not.toContain('Experts know things.');
  });

  it('finds the thesis of a scaffold too', async () => {
    const { essay } = await scaffoldFor('lang-2021-argument');
    const found = await writer.findEssentialSentences(essay);
    expect(found[0].sentence).toMatch(/^Thesis: On the extent to which/);
  });
});

describe('OfflineEssayWriter.suggestWritingOptions and applyWritingOption', () => {
  it('derives its options from the essay’s weaknesses, with the evidence', async () => {
    const options = await writer.suggestWritingOptions(ESSAY);
    expect(options.map((o) => o.type)).toEqual([
      'add-counterargument',
      'vary-openings',
      'cut-wordiness',
      'active-voice',
    ]);
    expect(options[1].description).toContain('3 sentences in this paragraph begin with "Experts"');
    expect(options[2].description).toContain('Replace "In today\'s society" with "today"');
  });

  it('fills up to three options when the essay has fewer weaknesses', async () => {
    const strong = `Schools should start later because sleep drives learning.\n\nStudies of later start times show higher attendance, which means students learn more.\n\nCritics argue buses cost more; admittedly they do, but the gains outweigh them.\n\nIn the end, later starts serve students.`;
    const options = await writer.suggestWritingOptions(strong);
    expect(options.map((o) => o.type)).toEqual([
      'add-transitions',
      'strengthen-conclusion',
      'strengthen-thesis',
    ]);
    const { updatedEssay } = await writer.applyWritingOption(strong, options[0]);
    expect(updatedEssay).toContain('\n\nFirst, studies of later start times');
    expect(updatedEssay).toContain('\n\nFinally, critics argue buses cost more');
    const thesis = await writer.applyWritingOption(strong, options[2]);
    expect(thesis.updatedEssay).toMatch(
      /^Although \[the strongest objection\], schools should start later because/,
    );
  });

  it('inserts a counter-argument paragraph before the conclusion and analyses the new essay', async () => {
    const option = (await writer.suggestWritingOptions(ESSAY))[0];
    const { updatedEssay, analysis } = await writer.applyWritingOption(ESSAY, option);
    const parts = paragraphs(updatedEssay);
    expect(parts).toHaveLength(5);
    expect(parts[3]).toMatch(/^\[Counter-argument: Some would object that/);
    expect(parts[4]).toBe('In conclusion, people should trust experts but check their arithmetic.');
    expect(analysis.paragraphBreakdown).toHaveLength(5);
    expect(analysis.paragraphBreakdown[3].purpose).toMatch(/^Counter-argument/);
  });

  it('cuts wordiness, varies repeated openings and turns simple passives active', async () => {
    const apply = async (type: string) =>
      (await writer.applyWritingOption(ESSAY, { type, title: type, description: '' })).updatedEssay;
    const concise = await apply('cut-wordiness');
    expect(concise).toMatch(/^Today, many people rely on experts\./);
    expect(concise).toContain('\n\nExperts can be wrong.');
    expect(concise).toContain('This is crucial because');
    const varied = await apply('vary-openings');
    expect(varied).toContain(
      'Experts are trained for years. In addition, experts study data. Moreover, experts were',
    );
    const active = await apply('active-voice');
    expect(active).toContain('A committee wrote the report.');
    expect(active).toContain('Experts were criticized by the public during the pandemic.');
  });

  it('refuses an option no rule can apply, and one that would change nothing', async () => {
    const unknown = await appErrorOf(
      writer.applyWritingOption(ESSAY, { type: 'add-imagery', title: 'Add imagery', description: '' }),
    );
    expect(unknown).toMatchObject({ status: 422, code: 'WRITING_OPTION_NOT_APPLICABLE' });
    const done = await appErrorOf(
      writer.applyWritingOption('First, it works. Finally, it ends.', {
        type: 'vary-openings',
        title: 'Vary',
        description: '',
      }),
    );
    expect(done).toMatchObject({ status: 422, code: 'WRITING_OPTION_CHANGES_NOTHING' });
  });
});

describe('OfflineEssayWriter.explainSentence and rewriteSentence', () => {
  it('explains a sentence’s role and its link to the thesis', async () => {
    const explanation = await writer.explainSentence('Experts are trained for years.', ESSAY);
    expect(explanation).toMatch(/^This is a topic sentence/);
    expect(explanation).toContain('through "experts", "trained"');
    expect(explanation).toContain('paragraph 2 of 4');
    const commentary = await writer.explainSentence(
      'This shows that expertise saves lives, which means people should listen.',
      ESSAY,
    );
    expect(commentary).toMatch(/^This is commentary/);
    const alone = await writer.explainSentence('For example, the data showed fewer infections.', '');
    expect(alone).toMatch(/^This is evidence.*send the whole essay as context/);
  });

  const rewritten = async (sentence: string, instruction: string) =>
    (await writer.rewriteSentence(sentence, '', instruction)).rewritten;

  it('rewrites concisely, formally and by default both plus simple passive to active', async () => {
    const wordy = 'It is important to note that the law was passed by Congress in order to help kids.';
    expect(await rewritten(wordy, 'Make it more concise')).toBe(
      'The law was passed by Congress to help kids.',
    );
    expect(await rewritten("It's really bad and we can't get rid of stuff.", 'Make it formal')).toBe(
      'It is bad and we cannot eliminate material.',
    );
    expect(await rewritten('The report was written by the committee.', 'Improve clarity and style')).toBe(
      'The committee wrote the report.',
    );
  });

  it.each([
    ['The sun rises.', 'Improve clarity and style'],
    ['Second, Vance-Whitby concedes that the engineers', 'Fix the grammar and make it more analytical'],
    ['concedes that the engineers’ argument has merit', 'Make it formal'],
    ['"Never," she said; the city listened (for once).', 'Make it more concise'],
    ['Photosynthesis converts light energy into chemical energy.', ''],
  ])('returns %j as it is, with the note apart, when no rule changes it', async (sentence, instruction) => {
    const answer = await writer.rewriteSentence(sentence, '', instruction);
    expect(answer.rewritten).toBe(sentence);
    expect(answer.note).toMatch(/^Nothing to change: the offline engine's rules for /);
  });

  it('never puts its note into the rewritten text, and keeps a mid-sentence start in lower case', async () => {
    const answer = await writer.rewriteSentence('concedes that it is really big stuff', '', 'Make it formal');
    expect(answer.rewritten).toBe('concedes that it is significant material');
    expect(answer.note).toMatch(/^Rewritten by the offline engine's rules/);
    expect(answer.rewritten).not.toMatch(/offline|engine|\[|\]/);
  });

  it.each([
    ['really important for kids', 'crucial for children'],
    ['the report was written by the committee.', 'the committee wrote the report.'],
    ['the law was passed by Congress.', 'Congress passed the law.'],
  ])(
    'rewrites a selection that starts mid-sentence, %j, without capitalising it',
    async (sentence, expected) => {
      expect((await writer.rewriteSentence(sentence, '', 'Improve clarity and style')).rewritten).toBe(
        expected,
      );
    },
  );
});

it('answers the same input with the same output', async () => {
  const twice = async () => [
    await scaffoldFor('lang-2025-synthesis'),
    await writer.findEssentialSentences(ESSAY),
    await writer.suggestWritingOptions(ESSAY),
    await writer.explainSentence('Experts study data.', ESSAY),
    await writer.rewriteSentence(ESSAY.split('\n')[0], ESSAY, ''),
  ];
  expect(await twice()).toEqual(await twice());
});

it('takes a prompt that only asks a question as the essay’s topic', async () => {
  const { essay } = await writer.writeEssay({
    question: 'Is social media good for teenagers?',
    rubric: '',
    subject: '',
  });
  expect(essay).toContain('Thesis: On the question "Is social media good for teenagers?", I argue that');
});

it('keeps the scaffold’s paragraph numbering when an option is applied to it', async () => {
  const { essay } = await scaffoldFor('lang-2021-argument');
  const { updatedEssay, analysis } = await writer.applyWritingOption(essay, {
    type: 'strengthen-conclusion',
    title: 'Strengthen the conclusion',
    description: '',
  });
  const parts = paragraphs(updatedEssay);
  expect(parts[0]).toBe(SCAFFOLD_LABEL);
  expect(analysis.paragraphBreakdown.map((p) => p.paragraphIndex)).toEqual(
    parts.slice(1).map((_, i) => i + 1),
  );
  expect(parts.at(-1)).toMatch(/\[Close by explaining why this matters beyond the essay/);
});

import { ZRewriteResponseSchema } from '@eps/contracts';
import type { EssayEngine, EssayWriter } from './engines/essay-engine';
import { OfflineEssayAssessor } from './engines/offline/essay-assessor';
import { OfflineEssayWriter } from './engines/offline/essay-writer';
import type { EssayBankService } from './essay-bank.service';
import { EssayWriterService } from './essay-writer.service';
import type { EssaysRepository } from './essays.repository';

// Rewriting reads neither the bank nor the saved essays.
const unused = <T>() => ({}) as T;
const serviceOn = (writer: EssayWriter, kind: EssayEngine['kind'] = 'offline') =>
  new EssayWriterService(
    { kind, writer, assessor: new OfflineEssayAssessor() },
    unused<EssayBankService>(),
    unused<EssaysRepository>(),
  );

const ESSAY =
  'Second, Vance-Whitby concedes that the engineers argument has merit. It is really bad that stuff was ignored.';

describe('EssayWriterService.rewrite', () => {
  const offline = serviceOn(new OfflineEssayWriter());

  it('answers a change with the rewritten text only and the engine’s note apart', async () => {
    const answer = await offline.rewrite('It is really bad that stuff was ignored.', ESSAY, 'Make it formal');
    expect(ZRewriteResponseSchema.parse(answer)).toEqual({
      rewrittenSentence: 'It is bad that material was ignored.',
      changed: true,
      note: expect.stringMatching(/^Rewritten by the offline engine's rules/),
    });
  });

  it.each([
    'Second, Vance-Whitby concedes that the engineers',
    'concedes that the engineers argument',
    'Second, Vance-Whitby concedes that the engineers argument has merit.',
  ])('answers "nothing to change" for %j with the selection as sent and changed false', async (sentence) => {
    const answer = await offline.rewrite(sentence, ESSAY, 'Fix the grammar and make it more analytical');
    expect(answer.changed).toBe(false);
    expect(answer.rewrittenSentence).toBe(sentence);
    expect(answer.note).toMatch(/^Nothing to change/);
  });

  it('treats a model rewrite that differs only in spacing as no change, and says so when the model does not', async () => {
    const echo: Pick<EssayWriter, 'rewriteSentence'> = {
      rewriteSentence: async (sentence) => ({ rewritten: `  ${sentence.replace(/ /g, '  ')} `, note: null }),
    };
    const model = serviceOn(echo as EssayWriter, 'openai');
    expect(await model.rewrite('Uniforms help students.', '', 'Improve clarity and style')).toEqual({
      rewrittenSentence: 'Uniforms help students.',
      changed: false,
      note: 'Nothing to change: the rewrite came back the same as the selection.',
    });
  });
});

import { CasError, CasTimeoutError, CasWorker } from './cas-worker';

/** The worker that keeps slow symbolic work off the API's thread: a call that overruns is stopped. */
describe('CasWorker', () => {
  const worker = new CasWorker(1_000);
  afterAll(() => worker.close());

  it('stops a call that takes longer than its limit, and the next call gets a fresh worker', async () => {
    await expect(worker.run('expand', '(x+y+z+1)^60')).rejects.toBeInstanceOf(CasTimeoutError);
    await expect(worker.run('expand', '(x+1)^2')).resolves.toMatch(/x\^2/);
  });

  it("turns nerdamer's own errors into CasError and keeps serving", async () => {
    await expect(worker.run('solve', 'x+', 'x')).rejects.toBeInstanceOf(CasError);
    await expect(worker.run('diff', 'x^3', 'x')).resolves.toBe('3*x^2');
  });

  it('serves calls made at the same time one after another, each with its own answer', async () => {
    const answers = await Promise.all(['x^2', 'x^3', 'x^4'].map((e) => worker.run('diff', e, 'x')));
    expect(answers).toEqual(['2*x', '3*x^2', '4*x^3']);
  });
});

import {
  COMPILE_QUEUE_JOBS,
  JOB_NAMES,
  jobData,
  jobsWithoutHandler,
  parseJob,
  parseJobResult,
  type JobData,
} from './jobs';

const compileData: JobData<'compile'> = {
  ownerId: '7d3c0c4e-8f7e-4b8a-9a55-2f1f0b7f3c11',
  latexCode: '\\documentclass{article}\\begin{document}Hi\\end{document}',
  assets: [{ name: 'plot1.png', base64: 'iVBORw0KGgo=' }],
};

describe('the compile queue job table', () => {
  it('defines the compile and plot jobs', () => {
    expect(JOB_NAMES).toEqual(['compile', 'plot']);
    expect(Object.keys(COMPILE_QUEUE_JOBS)).toEqual(JOB_NAMES);
  });

  it('accepts a known job with data of its shape, narrowed by name', () => {
    const parsed = parseJob('compile', compileData);
    expect(parsed).toEqual({ ok: true, value: { name: 'compile', data: compileData } });
    expect(parseJob('plot', { ownerId: 'u1', code: 'plt.plot([1])' }).ok).toBe(true);
  });

  it('refuses an unknown job name, naming the known ones', () => {
    expect(parseJob('essay-check', {})).toEqual({
      ok: false,
      reason: 'Unknown job "essay-check" on the compile queue (known jobs: compile, plot).',
    });
    // Names are looked up as own keys only, so an inherited property is no job either.
    expect(parseJob('toString', {}).ok).toBe(false);
  });

  it('refuses malformed data with each problem and where it is', () => {
    const parsed = parseJob('compile', {
      ownerId: 'u1',
      latexCode: 42,
      assets: [{ name: '../x', base64: 'AA==' }],
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.reason).toMatch(/^Malformed data for job "compile": /);
    expect(parsed.reason).toContain('latexCode: Invalid input: expected string, received number');
    expect(parsed.reason).toContain('assets.0.name: Asset names must be plain file names');
    expect(parsed.reason).toMatch(/no folders\)\.$/);
    expect(parseJob('plot', null)).toMatchObject({ ok: false, reason: expect.stringContaining('data: ') });
  });

  it('checks the data a producer adds and throws on a mismatch', () => {
    expect(jobData('compile', compileData)).toEqual(compileData);
    expect(() => jobData('plot', { ownerId: '', code: 'x' })).toThrow();
  });

  it('reads an answer with the result schema of its job', () => {
    const answer = { ok: true, resultKey: 'eps:job-result:1', bytes: 10, pages: 1, passes: 1, warm: false };
    expect(parseJobResult('compile', answer)).toEqual({ ok: true, value: answer });
    expect(parseJobResult('compile', { ok: false, errors: [{ line: 3, message: 'Undefined' }] }).ok).toBe(
      true,
    );
    const wrong = parseJobResult('plot', { ok: true, bytes: 5 });
    expect(wrong).toEqual({
      ok: false,
      reason: expect.stringContaining('its answer to job "plot" was malformed: resultKey'),
    });
  });

  it('names the jobs a set of handlers lacks', () => {
    expect(jobsWithoutHandler(['compile', 'plot'])).toEqual([]);
    expect(jobsWithoutHandler(['compile'])).toEqual(['plot']);
    expect(jobsWithoutHandler([])).toEqual(['compile', 'plot']);
  });
});

import { bwrapArgs, prlimitArgs } from './sandbox';

describe('sandbox command line', () => {
  const args = bwrapArgs({
    workDir: '/tmp/job-1',
    command: ['latexmk', 'main.tex'],
    env: { PATH: '/usr/bin', openin_any: 'p' },
    readOnly: { '/host/fmt.fmt': '/fmt/preamble.fmt' },
  });

  it('shares no namespace with the host, drops capabilities and clears the environment', () => {
    expect(args).toEqual(expect.arrayContaining(['--unshare-all', '--die-with-parent', '--clearenv']));
    expect(args.join(' ')).toContain('--cap-drop ALL');
    expect(args).not.toContain('--share-net');
  });

  it('binds only the job directory writable, and never /etc/passwd, /root or /home', () => {
    const writable = args.flatMap((a, i) => (a === '--bind' ? [args[i + 1]] : []));
    expect(writable).toEqual(['/tmp/job-1']);
    for (const secret of ['/etc/passwd', '/root', '/home', '/etc']) expect(args).not.toContain(secret);
    expect(args.slice(-3)).toEqual(['--', 'latexmk', 'main.tex']);
  });

  it('passes the limits to prlimit', () => {
    expect(prlimitArgs({ cpuSeconds: 5, memoryBytes: 100, fileBytes: 10, processes: 3 })).toEqual([
      '--cpu=5',
      '--as=100',
      '--fsize=10',
      '--nproc=3',
      '--core=0',
    ]);
  });
});

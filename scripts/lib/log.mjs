/** Tiny console helpers shared by the scripts: one recognisable prefix, colours only on a TTY. */
const tty = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
const paint = (code, s) => (tty ? `\x1b[${code}m${s}\x1b[0m` : s);

export const color = {
  dim: (s) => paint('2', s),
  red: (s) => paint('31', s),
  green: (s) => paint('32', s),
  yellow: (s) => paint('33', s),
  cyan: (s) => paint('36', s),
  bold: (s) => paint('1', s),
};

export function info(msg) {
  console.log(`${color.cyan('[eps]')} ${msg}`);
}

export function warn(msg) {
  console.warn(`${color.yellow('[eps]')} ${msg}`);
}

export function error(msg) {
  console.error(`${color.red('[eps]')} ${msg}`);
}

/** An error whose message is meant for the user as is (no stack trace). */
export class UserError extends Error {
  constructor(message, exitCode = 1) {
    super(message);
    this.name = 'UserError';
    this.exitCode = exitCode;
  }
}

/** Fails early with one clear line on a Node older than the repository supports. */
import { UserError } from './log.mjs';

export function assertNodeVersion(min = [20, 19]) {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < min[0] || (major === min[0] && minor < min[1])) {
    throw new UserError(
      `Exam Prep Studio needs Node ${min.join('.')} or newer (this is ${process.versions.node}).`,
    );
  }
}

/** The chat tutor's benches: the offline engine on the 40 requests of its test file. */
import { ensureNodeModules } from '../../scripts/lib/deps.mjs';
import { runOfflineRequests } from './offline-requests.mjs';

ensureNodeModules();
try {
  runOfflineRequests();
} catch (err) {
  console.error(`bench chat failed: ${err.stack ?? err.message}`);
  process.exit(1);
}

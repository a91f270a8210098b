import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { parseAllDocuments } from 'yaml';
import { COMPILE_QUEUE } from '@eps/contracts';

/**
 * KEDA scales the compile workers on the length of one Redis list (deploy/k8s/compile-worker-scaler.yaml).
 * This checks, with the real BullMQ and Redis, that a job nobody has taken yet sits in that list, under
 * a prefix of its own so the run's other queues are untouched.
 */
const SCALER = path.resolve(__dirname, '../../deploy/k8s/compile-worker-scaler.yaml');

function scalerListName(): string {
  const docs = parseAllDocuments(fs.readFileSync(SCALER, 'utf8')).map((d) => d.toJS());
  const scaledObject = docs.find((d) => d.kind === 'ScaledObject');
  return scaledObject.spec.triggers[0].metadata.listName;
}

describe("the ScaledObject's list is where BullMQ keeps waiting jobs", () => {
  const prefix = `eps-int-keda-${randomBytes(4).toString('hex')}`;
  const redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null });
  const queue = new Queue(COMPILE_QUEUE, { connection: redis, prefix });

  afterAll(async () => {
    await queue.obliterate({ force: true });
    await queue.close();
    await redis.quit();
  });

  it('grows by one for each waiting job and is read with LLEN', async () => {
    // The manifest's name with the configured prefix (`eps`) swapped for this test's own.
    const listName = scalerListName().replace(/^[^:]+:/, `${prefix}:`);
    expect(listName).toBe(`${prefix}:${COMPILE_QUEUE}:wait`);
    expect(await redis.llen(listName)).toBe(0);
    await queue.add('compile', { waiting: 1 });
    await queue.add('plot', { waiting: 2 });
    expect(await redis.type(listName)).toBe('list');
    expect(await redis.llen(listName)).toBe(2);
  });
});

import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { FILE_STORAGE, type FileStorage } from '../file-storage/file-storage';
import { DriveBlobQueue } from './drive-blob-queue.repository';

const SWEEP_INTERVAL_MS = 15 * 60 * 1000;
const BATCH = 500;

/**
 * Removes the stored bytes of deleted drive versions. Deleting version rows (a file's delete, or the
 * cascade when a guest account expires or a user is deleted) queues their storage keys in the same
 * transaction, so the bytes are removed after the rows are surely gone, and a crash in between only
 * delays the removal to the next sweep.
 */
@Injectable()
export class DriveBlobSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DriveBlobSweeper.name);
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly queue: DriveBlobQueue,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweepLogged(), SWEEP_INTERVAL_MS);
    // The sweep must never keep the process alive on shutdown.
    this.timer.unref();
    void this.sweepLogged();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Removes every queued blob; returns how many. */
  async sweep(): Promise<number> {
    let removed = 0;
    for (;;) {
      const count = await this.removeQueued(undefined);
      removed += count;
      if (count < BATCH) return removed;
    }
  }

  /** Removes up to one batch of queued blobs (those under `prefix` only, when given). */
  async removeQueued(prefix: string | undefined): Promise<number> {
    const keys = await this.queue.queuedBlobs(BATCH, prefix);
    if (keys.length === 0) return 0;
    await Promise.all(keys.map((key) => this.storage.delete(key)));
    await this.queue.dequeueBlobs(keys);
    return keys.length;
  }

  private async sweepLogged(): Promise<void> {
    try {
      const removed = await this.sweep();
      if (removed) this.logger.log(`Removed the bytes of ${removed} deleted drive version(s)`);
    } catch (err) {
      this.logger.error(`Drive blob sweep failed: ${String(err)}`);
    }
  }
}

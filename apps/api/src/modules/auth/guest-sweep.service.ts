import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { UsersService } from '../users/users.service';

const SWEEP_INTERVAL_MS = 15 * 60 * 1000;

/** Guests are real users; those inactive for GUEST_INACTIVITY_HOURS are deleted with their sessions. */
@Injectable()
export class GuestSweepService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(GuestSweepService.name);
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.sweep().catch((err: unknown) => this.logger.error(`Guest sweep failed: ${String(err)}`));
    }, SWEEP_INTERVAL_MS);
    // The sweep must never keep the process alive on shutdown.
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Deletes inactive guests (sessions, preferences and tokens go by ON DELETE CASCADE); returns how many. */
  async sweep(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.guestInactivityHours * 3600_000);
    const count = await this.users.deleteGuestsSeenBefore(cutoff);
    if (count) this.logger.log(`Deleted ${count} inactive guest(s)`);
    return count;
  }
}

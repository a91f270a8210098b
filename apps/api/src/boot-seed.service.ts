import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from './config/app-config';
import { AccessCodesService } from './modules/access-codes/access-codes.service';
import { UsersService } from './modules/users/users.service';

/** The first admin and the teacher access codes come from configuration, never from code (DESIGN "Security"). */
@Injectable()
export class BootSeedService implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly accessCodes: AccessCodesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.admin) await this.users.ensureAdmin(this.config.admin);
    await this.accessCodes.seed(this.config.teacherAccessCodes);
  }
}

import { Controller, Get } from '@nestjs/common';
import type { MasteryResponse } from '@eps/contracts';
import type { AuthContext } from '../auth/auth.types';
import { CurrentAuth } from '../auth/decorators';
import { MasteryService } from './mastery.service';

/** GET /api/mastery (libs/contracts/src/mastery.ts): the caller's own, guests included. */
@Controller('mastery')
export class MasteryController {
  constructor(private readonly mastery: MasteryService) {}

  @Get()
  get(@CurrentAuth() auth: AuthContext): Promise<MasteryResponse> {
    return this.mastery.forUser(auth.user.id);
  }
}

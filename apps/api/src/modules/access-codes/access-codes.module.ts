import { Module } from '@nestjs/common';
import { AccessCodesRepository } from './access-codes.repository';
import { AccessCodesService } from './access-codes.service';

@Module({
  providers: [AccessCodesRepository, AccessCodesService],
  exports: [AccessCodesService],
})
export class AccessCodesModule {}

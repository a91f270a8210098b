import { Module } from '@nestjs/common';
import { AccessCodesService } from './access-codes.service';

@Module({
  providers: [AccessCodesService],
  exports: [AccessCodesService],
})
export class AccessCodesModule {}

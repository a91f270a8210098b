import { Module } from '@nestjs/common';
import { AccessCodesModule } from '../access-codes/access-codes.module';
import { MailModule } from '../mail/mail.module';
import { AdminController } from './admin.controller';

@Module({
  imports: [AccessCodesModule, MailModule],
  controllers: [AdminController],
})
export class AdminModule {}

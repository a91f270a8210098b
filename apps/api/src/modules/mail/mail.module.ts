import { Module } from '@nestjs/common';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailerService } from './mailer.service';

@Module({
  providers: [MailOutboxRepository, MailerService],
  exports: [MailerService],
})
export class MailModule {}

import { Inject, Injectable, Logger } from '@nestjs/common';
import nodemailer, { Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import type { MailOutboxEntity } from '../../database/entities';
import { MailOutboxRepository } from './mail-outbox.repository';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends mail over SMTP when SMTP_URL is configured. Without it (development, a school server with no
 * mail relay) the mail is written to the log and the dev outbox, where an admin can read it.
 */
@Injectable()
export class MailerService {
  private readonly logger = new Logger(MailerService.name);
  private readonly transport: Transporter | null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: MailOutboxRepository,
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  }

  async send(mail: Mail): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({
        from: this.config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
      return;
    }
    this.logger.log(`Dev outbox mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
    await this.outbox.add({ toAddress: mail.to, subject: mail.subject, body: mail.text });
  }

  latest(limit = 50): Promise<MailOutboxEntity[]> {
    return this.outbox.latest(limit);
  }
}

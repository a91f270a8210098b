import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MailOutboxEntity } from '../../database/entities';

/** The dev outbox: mail that was written down instead of sent. */
@Injectable()
export class MailOutboxRepository {
  constructor(private readonly db: DataSource) {}

  async add(mail: { toAddress: string; subject: string; body: string }): Promise<void> {
    await this.outbox().insert(mail);
  }

  latest(limit: number): Promise<MailOutboxEntity[]> {
    return this.outbox().find({ order: { createdAt: 'DESC' }, take: limit });
  }

  private outbox() {
    return this.db.getRepository(MailOutboxEntity);
  }
}

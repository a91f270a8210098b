import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The health check's view of Postgres: whether it answers at all. */
@Injectable()
export class HealthRepository {
  constructor(private readonly db: DataSource) {}

  /** Resolves when the database answers a trivial query, rejects when it does not. */
  async ping(): Promise<void> {
    await this.db.query('SELECT 1');
  }
}

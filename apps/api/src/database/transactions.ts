import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/**
 * A unit of work that spans repositories: services hand it on to the repository methods that take
 * part, and never query through it themselves.
 */
export type Transaction = EntityManager;

/** Runs work in one database transaction: it commits when the work resolves, rolls back when it throws. */
@Injectable()
export class TransactionRunner {
  constructor(private readonly db: DataSource) {}

  run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }
}

import { DynamicModule, Global, Module, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source';
import { TransactionRunner } from './transactions';

// A small in-house replacement for @nestjs/typeorm, whose v12 is ESM-only and can not be loaded by
// jest's CommonJS runtime. It provides the DataSource, which only the modules' repository classes use,
// and the TransactionRunner with which services make one unit of work of several repositories' writes.
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(private readonly dataSource: DataSource) {}

  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: DataSource,
          useFactory: async () => new DataSource(dataSourceOptions(databaseUrl)).initialize(),
        },
        TransactionRunner,
      ],
      exports: [DataSource, TransactionRunner],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}

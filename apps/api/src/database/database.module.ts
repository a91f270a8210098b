import { DynamicModule, Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source';
import { ENTITIES } from './entities';

// A small in-house replacement for @nestjs/typeorm, whose v12 is ESM-only and can not be loaded by
// jest's CommonJS runtime; all it has to do is provide the DataSource and one repository per entity.

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type EntityClass = Function;

export const repositoryToken = (entity: EntityClass) => `Repository<${entity.name}>`;

/** Injects the TypeORM repository of an entity registered in ENTITIES. */
export const InjectRepository = (entity: EntityClass) => Inject(repositoryToken(entity));

@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(private readonly dataSource: DataSource) {}

  static forRoot(databaseUrl: string): DynamicModule {
    const repositories = ENTITIES.map((entity) => ({
      provide: repositoryToken(entity),
      inject: [DataSource],
      useFactory: (ds: DataSource) => ds.getRepository(entity),
    }));
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: DataSource,
          useFactory: async () => new DataSource(dataSourceOptions(databaseUrl)).initialize(),
        },
        ...repositories,
      ],
      exports: [DataSource, ...repositories.map((r) => r.provide)],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}

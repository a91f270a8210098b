import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { FILE_STORAGE } from './file-storage';
import { LocalDiskFileStorage } from './local-disk-file-storage';

/** Provides FILE_STORAGE to every module; today the local disk, the one place to add S3. */
@Global()
@Module({
  providers: [
    {
      provide: FILE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LocalDiskFileStorage(config.fileStorageDir),
    },
  ],
  exports: [FILE_STORAGE],
})
export class FileStorageModule {}

import { Module } from '@nestjs/common';
import { DriveBlobQueue } from './drive-blob-queue.repository';
import { DriveBlobSweeper } from './drive-blob-sweeper.service';
import { DriveController } from './drive.controller';
import { DriveRepository } from './drive.repository';
import { DriveService } from './drive.service';
import { DriveUploadInterceptor } from './drive-upload.interceptor';

/** Math Papers: each user's versioned drive; bytes in FILE_STORAGE, metadata in Postgres. */
@Module({
  controllers: [DriveController],
  providers: [DriveRepository, DriveBlobQueue, DriveService, DriveBlobSweeper, DriveUploadInterceptor],
})
export class DriveModule {}

import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { BootSeedService } from './boot-seed.service';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { AccessCodesModule } from './modules/access-codes/access-codes.module';
import { AdminModule } from './modules/admin/admin.module';
import { AiModule } from './modules/ai/ai.module';
import { AuthModule } from './modules/auth/auth.module';
import { CompileModule } from './modules/compile/compile.module';
import { DocumentsModule } from './modules/documents/documents.module';
import { DriveModule } from './modules/drive/drive.module';
import { EssayModule } from './modules/essay/essay.module';
import { FileStorageModule } from './modules/file-storage/file-storage.module';
import { GenerationModule } from './modules/generation/generation.module';
import { HealthModule } from './modules/health/health.module';
import { MasteryModule } from './modules/mastery/mastery.module';
import { MailModule } from './modules/mail/mail.module';
import { OcrModule } from './modules/ocr/ocr.module';
import { PaperUploadsModule } from './modules/paper-uploads/paper-uploads.module';
import { PastPapersModule } from './modules/past-papers/past-papers.module';
import { PreferencesModule } from './modules/preferences/preferences.module';
import { ProfileModule } from './modules/profile/profile.module';
import { QuestionsModule } from './modules/questions/questions.module';
import { QuizzesModule } from './modules/quizzes/quizzes.module';
import { ReviewModule } from './modules/review/review.module';
import { GradingModule } from './modules/grading/grading.module';
import { FeedbackModule } from './modules/feedback/feedback.module';
import { UsersModule } from './modules/users/users.module';
import { RedisModule } from './redis/redis.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(config.databaseUrl),
        RedisModule,
        FileStorageModule,
        // One BullMQ connection and key prefix for every queue; a module registers its own queues.
        BullModule.forRoot({
          connection: { url: config.redisUrl, maxRetriesPerRequest: null },
          prefix: config.redisPrefix,
        }),
        UsersModule,
        AccessCodesModule,
        MailModule,
        AuthModule,
        ProfileModule,
        PreferencesModule,
        AdminModule,
        HealthModule,
        CompileModule,
        PaperUploadsModule,
        PastPapersModule,
        OcrModule,
        AiModule,
        DocumentsModule,
        GenerationModule,
        EssayModule,
        QuestionsModule,
        DriveModule,
        ReviewModule,
        QuizzesModule,
        MasteryModule,
        GradingModule,
        FeedbackModule,
      ],
      providers: [BootSeedService],
    };
  }
}

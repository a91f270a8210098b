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
import { ChatModule } from './modules/chat/chat.module';
import { CompileModule } from './modules/compile/compile.module';
import { CoursesModule } from './modules/courses/courses.module';
import { DocumentsModule } from './modules/documents/documents.module';
import { DriveModule } from './modules/drive/drive.module';
import { EssayModule } from './modules/essay/essay.module';
import { FormulasModule } from './modules/formulas/formulas.module';
import { FileStorageModule } from './modules/file-storage/file-storage.module';
import { GenerationModule } from './modules/generation/generation.module';
import { HealthModule } from './modules/health/health.module';
import { MasteryModule } from './modules/mastery/mastery.module';
import { MailModule } from './modules/mail/mail.module';
import { MetricsModule } from './modules/metrics/metrics.module';
import { MathsModule } from './modules/maths/maths.module';
import { OcrModule } from './modules/ocr/ocr.module';
import { OpenApiModule } from './modules/openapi/openapi.module';
import { PaperUploadsModule } from './modules/paper-uploads/paper-uploads.module';
import { PastPapersModule } from './modules/past-papers/past-papers.module';
import { PreferencesModule } from './modules/preferences/preferences.module';
import { ProfileModule } from './modules/profile/profile.module';
import { QuestionsModule } from './modules/questions/questions.module';
import { QuizzesModule } from './modules/quizzes/quizzes.module';
import { ReviewModule } from './modules/review/review.module';
import { StatsModule } from './modules/stats/stats.module';
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
        MetricsModule,
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
        MathsModule,
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
        CoursesModule,
        GradingModule,
        FeedbackModule,
        ChatModule,
        FormulasModule,
        StatsModule,
        OpenApiModule,
      ],
      providers: [BootSeedService],
    };
  }
}

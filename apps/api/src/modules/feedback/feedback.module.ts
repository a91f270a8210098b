import { Module } from '@nestjs/common';
import { CompileModule } from '../compile/compile.module';
import { GradingModule } from '../grading/grading.module';
import { ProgressModule } from '../progress/progress.module';
import { commentWriterProvider } from './engines/comment-writer.provider';
import { FeedbackController } from './feedback.controller';
import { FeedbackRepository } from './feedback.repository';
import { FeedbackService } from './feedback.service';

/**
 * The student feedback generator (issue 17, item 6): marks a class through GradingModule's engine,
 * writes comments with its own engine (engines/), typesets PDFs through CompileModule.
 */
@Module({
  imports: [GradingModule, CompileModule, ProgressModule],
  controllers: [FeedbackController],
  providers: [commentWriterProvider, FeedbackRepository, FeedbackService],
})
export class FeedbackModule {}

import { Module } from '@nestjs/common';
import { QuestionsModule } from '../questions/questions.module';
import { gradingEngineProvider } from './engines/grading-engine.provider';
import { GradingController } from './grading.controller';
import { GradingRepository } from './grading.repository';
import { GradingService } from './grading.service';
import { MarkingExemplarsRepository } from './marking-exemplars.repository';

/** The marking engine (issue 17) on the grading engine (engines/) made on the global AiModule's provider. */
@Module({
  imports: [QuestionsModule],
  controllers: [GradingController],
  providers: [gradingEngineProvider, GradingRepository, MarkingExemplarsRepository, GradingService],
})
export class GradingModule {}

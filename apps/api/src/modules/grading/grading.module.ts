import { Module } from '@nestjs/common';
import { QuestionsModule } from '../questions/questions.module';
import { GRADING_ENGINE } from './engines/grading-engine';
import { gradingEngineProvider } from './engines/grading-engine.provider';
import { GradingController } from './grading.controller';
import { GradingRepository } from './grading.repository';
import { GradingService } from './grading.service';
import { MarkingExemplarsRepository } from './marking-exemplars.repository';

/**
 * The marking engine (issue 17) on the grading engine (engines/) made on the global AiModule's provider.
 * The feedback generator marks a class through the exported engine and GradingService's bank targets.
 */
@Module({
  imports: [QuestionsModule],
  controllers: [GradingController],
  providers: [gradingEngineProvider, GradingRepository, MarkingExemplarsRepository, GradingService],
  exports: [GRADING_ENGINE, GradingService],
})
export class GradingModule {}

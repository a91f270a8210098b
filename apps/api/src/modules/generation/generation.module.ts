import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { ProgressModule } from '../progress/progress.module';
import { GenerationController } from './generation.controller';
import { GenerationService } from './generation.service';

/** The generation routes; the AI engine and its rate limit come from the global AiModule. */
@Module({
  imports: [DocumentsModule, ProgressModule],
  controllers: [GenerationController],
  providers: [GenerationService],
})
export class GenerationModule {}

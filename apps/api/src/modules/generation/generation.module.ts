import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { generationEngineProvider } from './engines/generation-engine.provider';
import { ProgressModule } from '../progress/progress.module';
import { GenerationController } from './generation.controller';
import { GenerationService } from './generation.service';

/** The generation routes and their engine, made on the global AiModule's provider (with its rate limit). */
@Module({
  imports: [DocumentsModule, ProgressModule],
  controllers: [GenerationController],
  providers: [generationEngineProvider, GenerationService],
})
export class GenerationModule {}

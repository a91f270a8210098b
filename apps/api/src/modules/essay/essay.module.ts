import { Module, type OnModuleDestroy } from '@nestjs/common';
import { ProgressModule } from '../progress/progress.module';
import { Dictionary, GrammarChecker, StyleChecker } from './checkers';
import { EssayBankService } from './essay-bank.service';
import { EssayCheckController } from './essay-check.controller';
import { EssayCheckService } from './essay-check.service';
import { essayEngineProvider } from './engines/essay-engine.provider';
import { EssayToolsController } from './essay-tools.controller';
import { EssayWriterController } from './essay-writer.controller';
import { EssayWriterService } from './essay-writer.service';
import { EssayController } from './essay.controller';
import { EssayQuestionsRepository } from './essay-questions.repository';
import { EssaysRepository } from './essays.repository';

/**
 * AP essays: the question bank, the essay writer and the essay checker with its offline checkers, on
 * the essay engine (engines/) made on the global AiModule's provider.
 */
@Module({
  imports: [ProgressModule],
  controllers: [EssayController, EssayToolsController, EssayWriterController, EssayCheckController],
  providers: [
    EssayQuestionsRepository,
    EssayBankService,
    EssaysRepository,
    essayEngineProvider,
    EssayWriterService,
    { provide: Dictionary, useValue: new Dictionary() },
    // One grammar checker per app: it owns a harper.js worker thread, closed when the module stops.
    { provide: GrammarChecker, useFactory: () => new GrammarChecker() },
    { provide: StyleChecker, useValue: new StyleChecker() },
    EssayCheckService,
  ],
  // WordNet definitions for the chat tutor, loaded once per app.
  exports: [EssayBankService, Dictionary],
})
export class EssayModule implements OnModuleDestroy {
  constructor(
    private readonly grammar: GrammarChecker,
    private readonly dictionary: Dictionary,
  ) {}

  /**
   * Loads WordNet's indexes and starts harper's worker (about 0.5 s and 3–5 s of CPU) so that the
   * first student's check is as fast as the rest. The server entrypoint calls it after it listens;
   * tests that build many apps do not pay for it.
   */
  async warmUp(): Promise<void> {
    this.dictionary.lookup('essay');
    await this.grammar.check('This sentence warms the grammar checker.');
  }

  onModuleDestroy(): Promise<void> {
    return this.grammar.close();
  }
}

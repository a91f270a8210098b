import { Module, type OnModuleDestroy } from '@nestjs/common';
import { Dictionary, GrammarChecker, StyleChecker } from './checkers';
import { EssayBankService } from './essay-bank.service';
import { EssayCheckController } from './essay-check.controller';
import { EssayCheckService } from './essay-check.service';
import { EssayToolsController } from './essay-tools.controller';
import { EssayWriterController } from './essay-writer.controller';
import { EssayWriterService } from './essay-writer.service';
import { EssayController } from './essay.controller';
import { EssayQuestionsRepository } from './essay-questions.repository';
import { EssaysRepository } from './essays.repository';

/** AP essays: the question bank and the writing tools (so far the dictionary). */
@Module({
  controllers: [EssayController, EssayToolsController, EssayWriterController, EssayCheckController],
  providers: [
    EssayQuestionsRepository,
    EssayBankService,
    EssaysRepository,
    EssayWriterService,
    { provide: Dictionary, useValue: new Dictionary() },
    // One grammar checker per app: it owns a harper.js worker thread, closed when the module stops.
    { provide: GrammarChecker, useFactory: () => new GrammarChecker() },
    { provide: StyleChecker, useValue: new StyleChecker() },
    EssayCheckService,
  ],
  exports: [EssayBankService],
})
export class EssayModule implements OnModuleDestroy {
  constructor(private readonly grammar: GrammarChecker) {}

  onModuleDestroy(): Promise<void> {
    return this.grammar.close();
  }
}

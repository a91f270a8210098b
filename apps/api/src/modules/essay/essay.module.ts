import { Module } from '@nestjs/common';
import { Dictionary } from './checkers';
import { EssayBankService } from './essay-bank.service';
import { EssayToolsController } from './essay-tools.controller';
import { EssayController } from './essay.controller';
import { EssayQuestionsRepository } from './essay-questions.repository';

/** AP essays: the question bank and the writing tools (so far the dictionary). */
@Module({
  controllers: [EssayController, EssayToolsController],
  providers: [
    EssayQuestionsRepository,
    EssayBankService,
    { provide: Dictionary, useValue: new Dictionary() },
  ],
  exports: [EssayBankService],
})
export class EssayModule {}

import { Module } from '@nestjs/common';
import { EssayBankService } from './essay-bank.service';
import { EssayController } from './essay.controller';
import { EssayQuestionsRepository } from './essay-questions.repository';

/** AP essays: the question bank (the writer and checker build on it). */
@Module({
  controllers: [EssayController],
  providers: [EssayQuestionsRepository, EssayBankService],
  exports: [EssayBankService],
})
export class EssayModule {}

import { Module } from '@nestjs/common';
import { QuestionsModule } from '../questions/questions.module';
import { FormulasController } from './formulas.controller';
import { FormulasService } from './formulas.service';

/**
 * Formula search: data/formulas written by us, searched by words, symbol or shape (LaTeX up to variable
 * names and order), each formula with the bank questions that use it (QuestionsModule's search).
 * FormulasService.search is for other modules: the chat tutor cites formulas through it.
 */
@Module({
  imports: [QuestionsModule],
  controllers: [FormulasController],
  providers: [FormulasService],
  exports: [FormulasService],
})
export class FormulasModule {}

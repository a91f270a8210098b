import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ZFormulaSearchQuerySchema,
  type FormulaDetail,
  type FormulaSearchQuery,
  type FormulaSearchResponse,
} from '@eps/contracts';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { Public } from '../auth/decorators';
import { FormulasService } from './formulas.service';

/** Formula search (routes in libs/contracts/src/formulas.ts); guests may search and read. */
@Controller('formulas')
export class FormulasController {
  constructor(private readonly formulas: FormulasService) {}

  @Get()
  @Public()
  find(
    @Query(new ZodValidationPipe(ZFormulaSearchQuerySchema)) query: FormulaSearchQuery,
  ): FormulaSearchResponse {
    return this.formulas.list(query);
  }

  @Get(':id')
  @Public()
  get(@Param('id') id: string): Promise<FormulaDetail> {
    return this.formulas.get(id);
  }
}

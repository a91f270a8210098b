import { Controller, Get, Param } from '@nestjs/common';
import type { EssayBankItem, EssayBankResponse } from '@eps/contracts';
import { EssayBankService } from './essay-bank.service';

/** The AP essay question bank (routes in libs/contracts/src/essay-bank.ts); any session, guests too. */
@Controller('essay/questions')
export class EssayController {
  constructor(private readonly bank: EssayBankService) {}

  @Get()
  list(): Promise<EssayBankResponse> {
    return this.bank.grouped();
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<EssayBankItem> {
    return this.bank.get(id);
  }
}

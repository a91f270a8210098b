import { Controller, Get, Param } from '@nestjs/common';
import type { SyllabusListResponse, SyllabusTopicsResponse } from '@eps/contracts';
import { Public } from '../auth/decorators';
import { SyllabusesService } from './syllabuses.service';

/** Syllabuses and their topic trees (routes in libs/contracts/src/questions.ts); public. */
@Controller('syllabuses')
export class SyllabusesController {
  constructor(private readonly syllabuses: SyllabusesService) {}

  @Get()
  @Public()
  list(): Promise<SyllabusListResponse> {
    return this.syllabuses.list();
  }

  @Get(':id/topics')
  @Public()
  topics(@Param('id') id: string): Promise<SyllabusTopicsResponse> {
    return this.syllabuses.topics(id);
  }
}

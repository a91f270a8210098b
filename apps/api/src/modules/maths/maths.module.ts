import { Module } from '@nestjs/common';
import { MathsController } from './maths.controller';
import { MathsService } from './maths.service';

/** The maths engine (evaluate, simplify, solve, calculus) behind POST /api/math/evaluate and the chat tutor. */
@Module({
  controllers: [MathsController],
  providers: [MathsService],
  exports: [MathsService],
})
export class MathsModule {}

import { Module } from '@nestjs/common';
import { ReviewModule } from '../review/review.module';
import { MasteryController } from './mastery.controller';
import { MasteryRepository } from './mastery.repository';
import { MasteryService } from './mastery.service';

/** Mastery per topic and specification point; recall comes from ReviewModule's FSRS model. */
@Module({
  imports: [ReviewModule],
  controllers: [MasteryController],
  providers: [MasteryRepository, MasteryService],
  exports: [MasteryService],
})
export class MasteryModule {}

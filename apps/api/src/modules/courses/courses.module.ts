import { Module } from '@nestjs/common';
import { MasteryModule } from '../mastery/mastery.module';
import { QuestionsModule } from '../questions/questions.module';
import { CoursesController } from './courses.controller';
import { CoursesRepository } from './courses.repository';
import { CoursesService } from './courses.service';

/** Specification trees with what exists per point (the course helper) and as a graph (the galaxy). */
@Module({
  imports: [MasteryModule, QuestionsModule],
  controllers: [CoursesController],
  providers: [CoursesRepository, CoursesService],
})
export class CoursesModule {}

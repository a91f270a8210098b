import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { QuestionAnswer, QuestionAnswerType, QuestionHint } from '@eps/contracts';

/** One part of a question (a, b, …): its prompt, marks, the answer the server checks, and its hints. */
@Entity('question_parts')
export class QuestionPartEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'question_id', type: 'uuid' })
  questionId: string;

  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'text' })
  label: string;

  @Column({ type: 'text' })
  prompt: string;

  @Column({ name: 'command_word', type: 'text', nullable: true })
  commandWord: string | null;

  @Column({ type: 'integer' })
  marks: number;

  @Column({ name: 'answer_type', type: 'text' })
  answerType: QuestionAnswerType;

  @Column({ type: 'jsonb', nullable: true })
  answer: QuestionAnswer | null;

  @Column({ name: 'worked_solution', type: 'text', nullable: true })
  workedSolution: string | null;

  @Column({ type: 'jsonb' })
  hints: QuestionHint[];
}

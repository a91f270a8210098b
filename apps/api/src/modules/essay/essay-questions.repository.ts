import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ESSAY_SUBJECT_IDS, type EssayBankItem, type EssaySubjectId } from '@eps/contracts';
import { EssayQuestionEntity } from '../../database/entities';

export interface StoredEssayQuestion extends EssayBankItem {
  subject: EssaySubjectId;
}

function toItem(row: EssayQuestionEntity): StoredEssayQuestion {
  return {
    id: row.id,
    subject: row.subject,
    year: row.year,
    number: row.number,
    taskType: row.taskType,
    title: row.title,
    question: row.question,
    rubric: row.rubric,
    rubricTotal: row.rubricTotal as EssayBankItem['rubricTotal'],
  };
}

@Injectable()
export class EssayQuestionsRepository {
  constructor(private readonly db: DataSource) {}

  /** The whole bank in reading order: subjects as listed in the contracts, newest year first, by number. */
  async listAll(): Promise<StoredEssayQuestion[]> {
    const rows = await this.db
      .getRepository(EssayQuestionEntity)
      .createQueryBuilder('q')
      .orderBy('array_position(:subjects::text[], q.subject)')
      .addOrderBy('q.year', 'DESC')
      .addOrderBy('q.number', 'ASC')
      .addOrderBy('q.id', 'ASC')
      .setParameter('subjects', [...ESSAY_SUBJECT_IDS])
      .getMany();
    return rows.map(toItem);
  }

  async findById(id: string): Promise<StoredEssayQuestion | null> {
    const row = await this.db.getRepository(EssayQuestionEntity).findOneBy({ id });
    return row ? toItem(row) : null;
  }
}

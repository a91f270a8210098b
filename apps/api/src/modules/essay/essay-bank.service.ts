import { Injectable } from '@nestjs/common';
import {
  ESSAY_SUBJECT_NAMES,
  type EssayBankItem,
  type EssayBankResponse,
  type EssayBankSubject,
} from '@eps/contracts';
import { EssayErrors } from './essay.errors';
import { EssayQuestionsRepository, type StoredEssayQuestion } from './essay-questions.repository';

/** The AP essay bank as the essay writer and checker read it. */
@Injectable()
export class EssayBankService {
  constructor(private readonly questions: EssayQuestionsRepository) {}

  async grouped(): Promise<EssayBankResponse> {
    const subjects: EssayBankSubject[] = [];
    // Rows arrive ordered by subject, year (newest first), number, so grouping only watches for changes.
    for (const { subject, ...item } of await this.questions.listAll()) {
      let current = subjects.at(-1);
      if (current?.id !== subject) {
        current = { id: subject, name: ESSAY_SUBJECT_NAMES[subject], years: [] };
        subjects.push(current);
      }
      let year = current.years.at(-1);
      if (year?.year !== item.year) {
        year = { year: item.year, questions: [] };
        current.years.push(year);
      }
      year.questions.push(item);
    }
    return { subjects };
  }

  async get(id: string): Promise<EssayBankItem> {
    const found = await this.questions.findById(id);
    if (!found) throw EssayErrors.questionNotFound();
    return withoutSubject(found);
  }
}

function withoutSubject({ subject: _subject, ...item }: StoredEssayQuestion): EssayBankItem {
  return item;
}

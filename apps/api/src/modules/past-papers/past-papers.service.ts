import { Injectable, OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type {
  PaperFileField,
  PastPaper,
  PastPaperDocument,
  PastPaperFile,
  PastPaperQuery,
} from '@eps/contracts';
import { isUuid } from '../../common/uuid';
import { CompileService } from '../compile/compile.service';
import { PaperUploadsService } from '../paper-uploads/paper-uploads.service';
import { JobProgress } from '../progress/job-progress';
import { markSchemeLatex } from './latex/mark-scheme.template';
import { questionMarks, type PaperContent } from './latex/paper-content';
import { questionPaperLatex } from './latex/question-paper.template';
import { filterPapers, readPaperFiles, sortPapers } from './paper-catalogue';
import { PastPaperErrors, PDF_WAIT_MS, RETRY_AFTER_SECONDS } from './past-papers.errors';
import { PastPapersRepository } from './past-papers.repository';

/** The system builds these PDFs, not a user: the compile job's owner. */
const OWNER = 'past-papers';

const DOCUMENTS: Record<
  PastPaperDocument,
  { name: string; latex: (c: PaperContent) => string; uploadField: PaperFileField }
> = {
  'question-paper': { name: 'question paper', latex: questionPaperLatex, uploadField: 'questionPaper' },
  'mark-scheme': { name: 'mark scheme', latex: markSchemeLatex, uploadField: 'markScheme' },
};

export interface PaperPdf {
  pdf: Buffer;
  filename: string;
}

/**
 * The practice papers of data/papers: listed with their questions' bank ids, and typeset on request by
 * the compile service (its content-hash cache stores each PDF, so a paper is typeset once per content;
 * an edit to one of its questions changes the LaTeX and so builds it anew). Approved uploaded papers
 * (PaperUploadsService, UUID ids) are listed beside them and their PDFs sent as stored.
 */
@Injectable()
export class PastPapersService implements OnModuleInit {
  private papers: PastPaperFile[] = [];
  /** PDFs being typeset, by their LaTeX: a second request joins the first one's build. */
  private readonly building = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly repo: PastPapersRepository,
    private readonly compiler: CompileService,
    private readonly uploads: PaperUploadsService,
  ) {}

  onModuleInit(): void {
    this.papers = readPaperFiles();
  }

  async list(query: PastPaperQuery): Promise<PastPaper[]> {
    const papers = filterPapers(this.papers, query);
    const questions = await this.repo.questionsBySlug(papers.flatMap((p) => p.questions));
    const practice = papers.map(({ questions: slugs, syllabus: _syllabus, ...paper }) => ({
      ...paper,
      source: 'practice' as const,
      questions: slugs
        .map((slug) => questions.get(slug))
        .filter((q) => q !== undefined)
        .map((q, i) => ({ id: q.id, number: i + 1, title: q.title, marks: questionMarks(q) })),
      questionPaperUrl: `/api/past-papers/${paper.id}/question-paper.pdf`,
      markSchemeUrl: `/api/past-papers/${paper.id}/mark-scheme.pdf`,
    }));
    return sortPapers([...practice, ...(await this.uploads.approvedPapers(query))]);
  }

  async pdf(id: string, document: PastPaperDocument): Promise<PaperPdf> {
    if (isUuid(id)) {
      const uploaded = await this.uploads.approvedPdf(id, DOCUMENTS[document].uploadField);
      if (!uploaded) throw PastPaperErrors.notFound();
      return uploaded;
    }
    const latexCode = await this.latex(id, document);
    const pdf = await this.waitFor(this.build(latexCode), DOCUMENTS[document].name);
    return { pdf, filename: `${id}-${document}.pdf` };
  }

  /** The document's LaTeX from the paper's questions as the bank has them now. */
  async latex(id: string, document: PastPaperDocument): Promise<string> {
    const paper = this.papers.find((p) => p.id === id);
    if (!paper) throw PastPaperErrors.notFound();
    const found = await this.repo.questionsBySlug(paper.questions);
    const questions = paper.questions.map((slug) => found.get(slug)).filter((q) => q !== undefined);
    return DOCUMENTS[document].latex({ paper, questions });
  }

  private build(latexCode: string): Promise<Buffer> {
    const running = this.building.get(latexCode);
    if (running) return running;
    const progress = new JobProgress(randomUUID(), () => undefined);
    const job = this.compiler
      .compile(OWNER, { latexCode, assets: [] }, progress)
      .finally(() => this.building.delete(latexCode));
    this.building.set(latexCode, job);
    return job;
  }

  /** The build keeps going when the wait ends: the retry the 503 asks for finds it done or joins it. */
  private async waitFor(job: Promise<Buffer>, name: string): Promise<Buffer> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(PastPaperErrors.stillBuilding(name, RETRY_AFTER_SECONDS)), PDF_WAIT_MS);
    });
    job.catch(() => undefined); // a build nobody waits for any more must not be an unhandled rejection
    try {
      return await Promise.race([job, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}

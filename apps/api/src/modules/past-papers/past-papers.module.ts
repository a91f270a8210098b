import { Module } from '@nestjs/common';
import { CompileModule } from '../compile/compile.module';
import { PaperUploadsModule } from '../paper-uploads/paper-uploads.module';
import { PastPapersController } from './past-papers.controller';
import { PastPapersRepository } from './past-papers.repository';
import { PastPapersService } from './past-papers.service';

/**
 * Practice papers from the bank's original questions, typeset by the compile service (CompileModule),
 * and the approved uploaded papers (PaperUploadsModule).
 */
@Module({
  imports: [CompileModule, PaperUploadsModule],
  controllers: [PastPapersController],
  providers: [PastPapersRepository, PastPapersService],
})
export class PastPapersModule {}

import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { EssayModule } from '../essay/essay.module';
import { FormulasModule } from '../formulas/formulas.module';
import { FormulasService } from '../formulas/formulas.service';
import { GradingModule } from '../grading/grading.module';
import { MathsModule } from '../maths/maths.module';
import { QuestionsModule } from '../questions/questions.module';
import { ChatController } from './chat.controller';
import { ChatRepository } from './chat.repository';
import { ChatService } from './chat.service';
import { chatEngineProvider } from './engines/chat-engine.provider';
import { CHAT_SOURCE_PROVIDERS, ChatSourceLibrary } from './sources/chat-sources';
import { ChatSourcesRepository } from './sources/chat-sources.repository';
import { formulaSources } from './sources/formula-sources';

/**
 * The AI chatbox: conversations per user, replies streamed from the chat engine (the model or the
 * offline tutor) with citations of what was retrieved from the bank, the user's notes, the formula data
 * and WordNet.
 */
@Module({
  imports: [QuestionsModule, DocumentsModule, EssayModule, MathsModule, GradingModule, FormulasModule],
  controllers: [ChatController],
  providers: [
    ChatRepository,
    ChatService,
    ChatSourcesRepository,
    ChatSourceLibrary,
    {
      provide: CHAT_SOURCE_PROVIDERS,
      inject: [FormulasService],
      useFactory: (formulas: FormulasService) => [formulaSources(formulas)],
    },
    chatEngineProvider,
  ],
})
export class ChatModule {}

import { Global, Module } from '@nestjs/common';
import { AiProvider } from './ai-provider';
import { AiRateLimitGuard } from './ai-rate-limit.guard';

/**
 * The AI provider layer, with no tool of its own: the configured model (if any) and the per-user AI
 * rate limit guard. Global so every domain builds its engines on AiProvider and guards its AI routes.
 */
@Global()
@Module({
  providers: [AiProvider, AiRateLimitGuard],
  exports: [AiProvider, AiRateLimitGuard],
})
export class AiModule {}

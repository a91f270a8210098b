import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ZDictionaryRequestSchema, type DictionaryRequest, type DictionaryResponse } from '@eps/contracts';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { Dictionary } from './checkers';
import { EssayErrors } from './essay.errors';

/**
 * The essay helper's tools (spec section 7). The dictionary is WordNet on both AI engines: a lookup
 * takes well under a millisecond once loaded, so it is not counted against the AI rate limit.
 */
@Controller('essay')
export class EssayToolsController {
  constructor(private readonly dictionary: Dictionary) {}

  @Post('dictionary')
  @HttpCode(200)
  define(@Body(new ZodValidationPipe(ZDictionaryRequestSchema)) body: DictionaryRequest): DictionaryResponse {
    const found = this.dictionary.lookup(body.word);
    if (!found) throw EssayErrors.wordNotFound(body.word);
    return { ...found, source: 'wordnet' };
  }
}

import { Module } from '@nestjs/common';
import { OpenApiController } from './openapi.controller';

/** GET /api/openapi.json and the Swagger UI page at /api/docs (registry in ./routes). */
@Module({ controllers: [OpenApiController] })
export class OpenApiModule {}

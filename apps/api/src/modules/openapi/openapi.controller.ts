import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { AppError } from '../../common/app-error';
import { Public } from '../auth/decorators';
import { DOCS_ASSETS, DOCS_PAGE, SWAGGER_UI_DIR } from './api-docs-page';
import { buildOpenApiDocument } from './openapi-document';

const ASSET_CACHE = 'public, max-age=86400';

/**
 * The API's own description. Public: the document lists routes and schemas, nothing secret, and the
 * routes themselves still check the session.
 */
@Public()
@Controller()
export class OpenApiController {
  private document?: ReturnType<typeof buildOpenApiDocument>;

  @Get('openapi.json')
  openApi(): object {
    this.document ??= buildOpenApiDocument();
    return this.document;
  }

  @Get('docs')
  @Header('Content-Type', 'text/html; charset=utf-8')
  docs(): string {
    return DOCS_PAGE;
  }

  @Get('docs/:asset')
  asset(@Param('asset') name: string, @Res() res: Response): void {
    const asset = Object.hasOwn(DOCS_ASSETS, name) ? DOCS_ASSETS[name] : undefined;
    if (!asset) throw new AppError(404, 'NOT_FOUND', 'Not found.');
    res.type(asset.type).setHeader('Cache-Control', ASSET_CACHE);
    if (asset.body !== undefined) res.send(asset.body);
    else res.sendFile(asset.file!, { root: SWAGGER_UI_DIR });
  }
}

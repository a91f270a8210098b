import fs from 'node:fs';
import path from 'node:path';
import { openApiJson } from './openapi-document';

/**
 * `npm run openapi`: writes docs/openapi.json from the route registry. The drift test fails until the
 * committed file matches a fresh generation, so run this after changing a route or a contract.
 */
const target = path.resolve(process.argv[2] ?? path.join(__dirname, '../../../../../docs/openapi.json'));
fs.writeFileSync(target, openApiJson());
console.log(`Wrote ${path.relative(process.cwd(), target)}`);

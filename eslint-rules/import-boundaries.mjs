/**
 * The repository's import boundaries as two ESLint rules (plugin `eps`):
 * - `eps/feature-imports`: a web feature reaches another feature only through its index
 *   (`@/features/<name>`), so each feature's index.ts is its public surface;
 * - `eps/app-imports`: an app (apps/*) or lib (libs/*) never imports an app other than itself, neither by
 *   relative path nor by package name; apps share code through libs only.
 * Every import form is checked: import/export … from, import(), require() and `import('…')` types.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_SRC = path.join(REPO_ROOT, 'apps/web/src');
const FEATURES = path.join(WEB_SRC, 'features');
const APPS = path.join(REPO_ROOT, 'apps');

/** Package name → app folder name, read from apps/<name>/package.json. */
function appPackages() {
  const out = new Map();
  for (const name of fs.readdirSync(APPS)) {
    const file = path.join(APPS, name, 'package.json');
    if (fs.existsSync(file)) out.set(JSON.parse(fs.readFileSync(file, 'utf8')).name, name);
  }
  return out;
}
const APP_PACKAGES = appPackages();

/** The first path segment of `file` below `dir` (apps/<web>/…), or null when `file` is not inside `dir`. */
function folderBelow(dir, file) {
  const rel = path.relative(dir, file);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return rel.split(path.sep)[0];
}

/** The absolute path an import specifier points at, for the specifiers that name a file of this repo. */
function resolveSpecifier(specifier, fromFile) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  if (specifier.startsWith('@/') && folderBelow(WEB_SRC, fromFile) !== null)
    return path.join(WEB_SRC, specifier.slice(2));
  return null;
}

/** Calls check(specifierNode) for every import form in the file. */
function visitImports(check) {
  const fromSource = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source);
  };
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression: fromSource,
    CallExpression(node) {
      const [arg] = node.arguments;
      if (node.callee.type === 'Identifier' && node.callee.name === 'require' && arg?.type === 'Literal')
        if (typeof arg.value === 'string') check(arg);
    },
    TSImportType: fromSource,
  };
}

const featureImports = {
  meta: {
    type: 'problem',
    docs: { description: "A web feature imports another feature only through that feature's index.ts" },
    messages: {
      deep: "Import the '{{target}}' feature through its index: '@/features/{{target}}' (add the export to features/{{target}}/index.ts if it is missing).",
    },
    schema: [],
  },
  create(context) {
    const own = folderBelow(FEATURES, context.filename);
    if (own === null) return {};
    return visitImports((source) => {
      const target = resolveSpecifier(source.value, context.filename);
      if (!target) return;
      const feature = folderBelow(FEATURES, target);
      if (feature === null || feature === own || source.value === `@/features/${feature}`) return;
      context.report({ node: source, messageId: 'deep', data: { target: feature } });
    });
  },
};

const appImports = {
  meta: {
    type: 'problem',
    docs: { description: 'No app or lib imports an app other than itself; shared code lives in libs/' },
    messages: {
      crossApp:
        "'{{specifier}}' reaches into apps/{{target}}: {{owner}} must not import another app; move the shared code to a lib under libs/.",
    },
    schema: [],
  },
  create(context) {
    const app = folderBelow(APPS, context.filename);
    const lib = folderBelow(path.join(REPO_ROOT, 'libs'), context.filename);
    if (app === null && lib === null) return {};
    const owner = app !== null ? `apps/${app}` : `libs/${lib}`;
    return visitImports((source) => {
      const specifier = source.value;
      const packageName = specifier.split('/').slice(0, 2).join('/');
      const resolved = resolveSpecifier(specifier, context.filename);
      const target = APP_PACKAGES.get(packageName) ?? (resolved ? folderBelow(APPS, resolved) : null);
      if (target == null || target === app) return;
      context.report({ node: source, messageId: 'crossApp', data: { specifier, target, owner } });
    });
  },
};

export default {
  meta: { name: 'eps' },
  rules: { 'feature-imports': featureImports, 'app-imports': appImports },
};

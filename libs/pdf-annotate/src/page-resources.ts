import { PDFDict, PDFName, type PDFPage, type PDFRef } from '@cantoo/pdf-lib';

type ResourceKind = 'Font' | 'XObject' | 'ExtGState';

/**
 * The page's dictionary of `kind` resources, created when missing. A dictionary the page inherits or
 * shares with other pages is used as it is: the names added are new, so the other pages only gain
 * entries they never use, and the file does not grow by a copy per page.
 */
function resourcesOf(page: PDFPage, kind: ResourceKind): PDFDict {
  const { context } = page.doc;
  let resources = page.node.Resources();
  if (!resources) {
    resources = context.obj({});
    page.node.set(PDFName.Resources, resources);
  }
  let dict = resources.lookupMaybe(PDFName.of(kind), PDFDict);
  if (!dict) {
    dict = context.obj({});
    resources.set(PDFName.of(kind), dict);
  }
  return dict;
}

/**
 * The name under which `page` refers to `ref` in its /Resources: the existing one when the page already
 * has it, else `${prefix}${n}` with the smallest n not taken. pdf-lib's own naming appends ten random
 * digits to every name, which repeats on every page in the resources and the content stream and does
 * not compress; short stable names also make two saves of the same annotations identical.
 */
export function resourceName(page: PDFPage, kind: ResourceKind, prefix: string, ref: PDFRef): PDFName {
  const dict = resourcesOf(page, kind);
  for (const [name, value] of dict.entries()) if (value === ref) return name;
  let n = 1;
  while (dict.has(PDFName.of(`${prefix}${n}`))) n += 1;
  const name = PDFName.of(`${prefix}${n}`);
  dict.set(name, ref);
  return name;
}

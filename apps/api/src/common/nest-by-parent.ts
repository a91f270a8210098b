/**
 * Rows listed parents first (a syllabus file's order) → the roots of the nested tree. `toNode` makes
 * each node with an empty `children` list that its children are pushed onto; a row whose parent is not
 * among the rows becomes a root.
 */
export function nestByParent<
  Row extends { id: string; parent_id: string | null },
  Node extends { children: Node[] },
>(rows: readonly Row[], toNode: (row: Row) => Node): Node[] {
  const nodes = new Map<string, Node>();
  const roots: Node[] = [];
  for (const row of rows) {
    const node = toNode(row);
    nodes.set(row.id, node);
    const parent = row.parent_id ? nodes.get(row.parent_id) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

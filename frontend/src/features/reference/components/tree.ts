/** The ministry's departments as a tree: rows in depth-first order, each with its depth and path. */

export interface TreeNode<T> {
  row: T;
  depth: number;
  /** The ids from the root down to the row's parent. */
  ancestors: number[];
  children: number;
}

interface Row {
  id: number;
  /** A root has none (null, or left out). */
  parent_id?: number | null;
}

/**
 * Depth first, siblings in the order given (the server's: by name). A row whose parent is not
 * among the rows is a root, and a loop (the server never stores one) is cut where it closes.
 */
export function flattenTree<T extends Row>(rows: readonly T[], keep?: ReadonlySet<number>): TreeNode<T>[] {
  const ids = new Set(rows.map((row) => row.id));
  const children = new Map<number | null, T[]>();
  for (const row of rows) {
    const parent = row.parent_id != null && ids.has(row.parent_id) ? row.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const result: TreeNode<T>[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, ancestors: number[]) => {
    for (const row of children.get(parent) ?? []) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      if (!keep || keep.has(row.id)) result.push({ row, depth: ancestors.length, ancestors, children: children.get(row.id)?.length ?? 0 });
      walk(row.id, [...ancestors, row.id]);
    }
  };
  walk(null, []);
  return result;
}

/** A row and every row below it: where it cannot be moved to. */
export function subtreeOf(rows: readonly Row[], id: number): Set<number> {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parent_id != null && found.has(row.parent_id) && !found.has(row.id)) {
        found.add(row.id);
        grew = true;
      }
    }
  }
  return found;
}

/** The rows that match and the rows above them, so that a match is shown where it sits. */
export function withAncestors(rows: readonly Row[], matches: Iterable<number>): Set<number> {
  const parents = new Map(rows.map((row) => [row.id, row.parent_id]));
  const keep = new Set<number>();
  for (const id of matches) {
    let current: number | null | undefined = id;
    while (current != null && !keep.has(current)) {
      keep.add(current);
      current = parents.get(current);
    }
  }
  return keep;
}

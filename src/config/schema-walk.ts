/** Finds the part of the site schema at a path, so errors can quote descriptions and known keys. */

interface SchemaNode {
  type?: string;
  wrapped?: SchemaNode;
  entries?: Record<string, SchemaNode>;
  options?: SchemaNode[] | readonly unknown[];
  item?: SchemaNode;
  value?: SchemaNode;
  pipe?: ReadonlyArray<{ type?: string; description?: string }>;
}

function unwrap(node: SchemaNode): SchemaNode {
  let current = node;
  while (current.wrapped !== undefined) current = current.wrapped;
  return current;
}

/** The schemas that could sit at `path` (several where a union allows several shapes). */
export function schemasAt(root: unknown, path: ReadonlyArray<string | number>): SchemaNode[] {
  let nodes: SchemaNode[] = [root as SchemaNode];
  for (const key of path) {
    const next: SchemaNode[] = [];
    for (const node of nodes.map(unwrap)) {
      if (node.type === 'union' && Array.isArray(node.options)) {
        for (const option of node.options as SchemaNode[]) next.push(...schemasAt(option, [key]));
      } else if (node.entries !== undefined && typeof key === 'string' && node.entries[key] !== undefined) {
        next.push(node.entries[key]);
      } else if (node.type === 'array' && node.item !== undefined) {
        next.push(node.item);
      } else if (node.type === 'record' && node.value !== undefined) {
        next.push(node.value);
      }
    }
    nodes = next;
  }
  return nodes;
}

/** The keys an object at `path` accepts. */
export function keysAt(root: unknown, path: ReadonlyArray<string | number>): string[] {
  const keys = new Set<string>();
  const collect = (node: SchemaNode): void => {
    const bare = unwrap(node);
    if (bare.type === 'union' && Array.isArray(bare.options)) (bare.options as SchemaNode[]).forEach(collect);
    if (bare.entries !== undefined) Object.keys(bare.entries).forEach((k) => keys.add(k));
  };
  schemasAt(root, path).forEach(collect);
  return [...keys];
}

/** The one-line description of the field at `path`, if it has one. */
export function descriptionAt(root: unknown, path: ReadonlyArray<string | number>): string | undefined {
  for (const node of schemasAt(root, path)) {
    let current: SchemaNode | undefined = node;
    while (current !== undefined) {
      const found = current.pipe?.find((item) => item.type === 'description')?.description;
      if (found !== undefined) return found;
      current = current.wrapped;
    }
  }
  return undefined;
}

/** The object-shaped alternatives of a union at `path` (to re-check an object against each). */
export function objectOptionsAt(root: unknown, path: ReadonlyArray<string | number>): unknown[] {
  const out: unknown[] = [];
  for (const node of schemasAt(root, path).map(unwrap)) {
    if (node.type === 'union' && Array.isArray(node.options)) {
      out.push(...(node.options as SchemaNode[]).filter((o) => unwrap(o).entries !== undefined));
    }
  }
  return out;
}

/**
 * Replaces one leaf (a string, number, boolean or null anywhere in `value`) with `replacement`;
 * `at` picks which, modulo the number of leaves. An empty object gets a new key instead.
 */
export const mutateOneLeaf = (value: unknown, at: number, replacement: unknown): unknown => {
  const leaves: (string | number)[][] = [];
  const walk = (current: unknown, path: (string | number)[]) => {
    if (Array.isArray(current)) {
      if (current.length === 0) leaves.push([...path, 0]);
      current.forEach((item, index) => walk(item, [...path, index]));
    } else if (current !== null && typeof current === 'object') {
      const keys = Object.keys(current);
      if (keys.length === 0) leaves.push([...path, 'extra']);
      for (const key of keys) walk((current as Record<string, unknown>)[key], [...path, key]);
    } else {
      leaves.push(path);
    }
  };
  walk(value, []);
  const target = leaves[at % Math.max(leaves.length, 1)] ?? [];
  if (target.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let cursor = copy;
  for (const key of target.slice(0, -1)) cursor = cursor[key] as Record<string | number, unknown>;
  cursor[target.at(-1)!] = replacement;
  return copy;
};

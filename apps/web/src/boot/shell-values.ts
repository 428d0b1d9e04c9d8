// Filling a page shell: the boot script puts real values where the build drew placeholders, in
// text and attribute values only, never as markup (./page-shell.ts, ./shell-homes.ts,
// ./shell-cover.ts).

/** Each text node's and attribute's value of `node` and all it holds, through `change`. */
export const rewriteValues = (node: Node, change: (value: string) => string): void => {
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let current: Node | null = walker.currentNode; current; current = walker.nextNode()) {
    if (current.nodeType === Node.TEXT_NODE) {
      const value = change(current.nodeValue ?? '');
      if (value !== current.nodeValue) current.nodeValue = value;
      continue;
    }
    for (const attribute of [...(current as Element).attributes]) {
      const value = change(attribute.value);
      if (value !== attribute.value) attribute.value = value;
    }
  }
};

/** Replaces, in `node`'s text and attributes, each whole value found in `values` by its pair. */
export const replaceValues = (node: Node, values: Map<string, string>): void =>
  rewriteValues(node, (value) => values.get(value) ?? value);

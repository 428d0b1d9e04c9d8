import { expect } from 'vitest';

/**
 * The structure axe's `definition-list` and `dlitem` rules require: a <dl> holds only <dt>/<dd>
 * groups, each optionally wrapped in one <div> that itself holds only <dt>/<dd>; every <dt>/<dd>
 * sits in such a <dl> or <div>. The repository has no axe runner, so the screen tests check the
 * rule directly. Returns the problems found, so a failure names the offending markup.
 */
export const definitionListProblems = (root: ParentNode = document.body): string[] => {
  const problems: string[] = [];
  const isTerm = (element: Element) => element.tagName === 'DT' || element.tagName === 'DD';
  const isAllowed = (element: Element) => ['SCRIPT', 'TEMPLATE'].includes(element.tagName);
  for (const list of root.querySelectorAll('dl')) {
    for (const child of list.children) {
      if (isTerm(child) || isAllowed(child)) continue;
      if (child.tagName === 'DIV') {
        for (const grandchild of child.children) {
          if (!isTerm(grandchild) && !isAllowed(grandchild)) {
            problems.push(`<dl> > <div> holds a <${grandchild.tagName.toLowerCase()}>`);
          }
        }
        continue;
      }
      problems.push(`<dl> holds a <${child.tagName.toLowerCase()}>`);
    }
  }
  for (const item of root.querySelectorAll('dt, dd')) {
    const parent = item.parentElement;
    const isInList =
      parent?.tagName === 'DL' ||
      (parent?.tagName === 'DIV' && parent.parentElement?.tagName === 'DL');
    if (!isInList)
      problems.push(`<${item.tagName.toLowerCase()}> "${item.textContent}" outside a <dl>`);
  }
  return problems;
};

export const expectWellFormedDefinitionLists = (root: ParentNode = document.body) => {
  expect(root.querySelectorAll('dl').length).toBeGreaterThan(0);
  expect(definitionListProblems(root)).toEqual([]);
};

/** axe's `page-has-heading-one`: the screen names itself with exactly one level-one heading. */
export const expectOneHeadingOne = (root: ParentNode = document.body) => {
  expect(root.querySelectorAll('h1')).toHaveLength(1);
};

/**
 * What axe-core's given rules find in the rendered screen, as "rule: element" lines (an empty list
 * when clean). jsdom has no layout, so only rules about names and structure are worth running here
 * (e.g. `label-content-name-mismatch`, `heading-order`); the e2e suite covers the rest.
 */
export const axeViolations = async (
  rules: string[],
  root: Element = document.body,
): Promise<string[]> => {
  const { default: axe } = await import('axe-core');
  const results = await axe.run(root, { runOnly: { type: 'rule', values: rules } });
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.html}`),
  );
};

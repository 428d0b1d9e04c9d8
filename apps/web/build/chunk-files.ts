// Which built files an early page needs (for build/early-requests-plugin.ts), in a module of its
// own so that its test runs without loading esbuild.
import type { Rollup } from 'vite';

/**
 * The files of `modules` and all they import statically, less what index.html already loads, each
 * after the files it imports: the boot script runs them in this order, one per task.
 */
export const chunkFilesOf = (
  bundle: Rollup.OutputBundle,
  entry: Rollup.OutputChunk,
  modules: string[],
): string[] => {
  const chunks = Object.values(bundle).filter(
    (output): output is Rollup.OutputChunk => output.type === 'chunk',
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // Depth first, each file added once its imports are (a Set keeps the order of insertion; an
  // import circle's first file comes after the rest of the circle, which runs with it anyway).
  const closure = (fileName: string, listed: Set<string>, entered = new Set<string>()) => {
    if (entered.has(fileName)) return;
    entered.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) {
      closure(imported, listed, entered);
    }
    listed.add(fileName);
  };
  const loaded = new Set<string>();
  closure(entry.fileName, loaded);
  const wanted = new Set<string>();
  const entered = new Set<string>();
  for (const module of modules) {
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(module));
    if (!chunk) throw new Error(`${module} is in no chunk of the build`);
    closure(chunk.fileName, wanted, entered);
  }
  return [...wanted].filter((fileName) => !loaded.has(fileName));
};

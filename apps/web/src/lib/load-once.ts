/**
 * A module fetched on first use, once for every caller, and held: `loaded()` gives it without
 * waiting a tick once it is here, so a component can draw it in the same render. A failed fetch
 * is forgotten, so the next call tries again (offline a moment, or a deploy in between).
 */
export interface LoadOnce<T> {
  load: () => Promise<T>;
  loaded: () => T | undefined;
}

export const loadOnce = <T>(fetchModule: () => Promise<T>): LoadOnce<T> => {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load: () =>
      (loading ??= fetchModule().then(
        (value) => (loaded = value),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => loaded,
  };
};

/** One export of a module loaded once, as a loader: a schema that getParsed checks an answer with. */
export const exportOf =
  <Module, Name extends keyof Module>(module: LoadOnce<Module>, name: Name) =>
  (): Promise<Module[Name]> =>
    module.load().then((loaded) => loaded[name]);

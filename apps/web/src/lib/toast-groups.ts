import { toast as toastify, type Id, type ToastContent, type ToastOptions } from 'react-toastify';

export { toastify };
export type ToastType = 'success' | 'error' | 'info' | 'warning';

/**
 * A kind of toast that comes in bursts (new notices, new messages): while one is on screen, the
 * next ones of the same `key` join it rather than stacking (issue 29: "4 new messages").
 */
export interface ToastGroup {
  key: string;
  /** What the one toast says for `count` (2 or more) of them. */
  summary: (count: number) => string;
  /** Where a click on the grouped toast leads (the list of them, rather than the first one). */
  onClick?: () => void;
}

export type AppToastOptions = ToastOptions & { group?: ToastGroup };

/**
 * Toasts on screen (or waiting for a place: at most three show at once) by what makes two of them
 * the same: their group, or the same words of the same type. A toast given its own `toastId` is
 * left to react-toastify, which shows one toast per id.
 */
interface Shown {
  id: Id;
  count: number;
  content: string;
  group: ToastGroup | undefined;
}
const shown = new Map<string, Shown>();
let isWatching = false;

const sameKeyOf = (type: ToastType, content: ToastContent, options?: AppToastOptions) => {
  if (options?.group) return `group:${options.group.key}`;
  if (options?.toastId !== undefined || typeof content !== 'string') return null;
  return `${type}:${content}`;
};

/** Says how many a toast stands for, once it is in the container. */
const showCount = (entry: Shown) => {
  if (entry.count < 2) return;
  toastify.update(entry.id, {
    render: entry.group ? entry.group.summary(entry.count) : `${entry.content} ×${entry.count}`,
    ...(entry.group?.onClick && { onClick: entry.group.onClick }),
  });
};

/** Forgets a toast once it has gone; a toast that joined one still waiting is counted on show. */
const watch = () => {
  if (isWatching) return;
  isWatching = true;
  toastify.onChange((item) => {
    for (const [key, entry] of shown) {
      if (entry.id !== item.id) continue;
      if (item.status === 'removed') shown.delete(key);
      else if (item.status === 'added') showCount(entry);
    }
  });
};

/**
 * Shows a toast, or folds it into the same one still showing (lib/toast). Loaded with
 * react-toastify, not with the first page.
 */
export const showToast = (
  type: ToastType,
  content: ToastContent,
  options?: AppToastOptions,
): void => {
  const key = sameKeyOf(type, content, options);
  const same = key === null ? undefined : shown.get(key);
  if (same) {
    same.count += 1;
    showCount(same);
    return;
  }
  const { group, ...toastOptions } = options ?? {};
  // Passed on as given (no `undefined` options added), exactly as a direct call would be.
  const id: Id | undefined =
    options === undefined ? toastify[type](content) : toastify[type](content, toastOptions);
  if (key === null || id === undefined) return;
  shown.set(key, { id, count: 1, content: String(content), group });
  watch();
};

import { useEffect, useState } from 'react';
import { FEATURE_ICONS, type FeatureIcon } from '@nestly/shared';
import { loadOnce } from '../../lib/load-once';
import type { NAMED_ICON_SET } from './named-icon-set';

const iconSet = loadOnce<typeof NAMED_ICON_SET>(() =>
  import('./named-icon-set').then((module) => module.NAMED_ICON_SET),
);

/** Fetches the icons now (tests, before they look for one). */
export const preloadNamedIcons = () => iconSet.load();

/** The names `NamedIcon` draws, for pickers. */
export const NAMED_ICONS: readonly FeatureIcon[] = FEATURE_ICONS;

const KNOWN = new Set<string>(FEATURE_ICONS);

export const hasNamedIcon = (name: string): name is FeatureIcon => KNOWN.has(name);

/**
 * A lucide icon by its kebab-case name, or a check mark for a name it does not know (one stored
 * before the list existed). The set (named-icon-set.tsx, 70 icons, 7 KiB gzipped) comes when the
 * first icon is drawn; until then an empty box of the icon's own size holds its place, so nothing
 * moves when it arrives.
 */
export function NamedIcon({ name, className }: { name: string; className?: string }) {
  const [icons, setIcons] = useState(iconSet.loaded);
  useEffect(() => {
    if (icons) return;
    let live = true;
    iconSet.load().then(
      (loaded) => live && setIcons(() => loaded),
      () => undefined, // offline: the boxes stay empty; the names beside them still say it all
    );
    return () => {
      live = false;
    };
  }, [icons]);
  if (!icons) return <svg width={24} height={24} className={className} aria-hidden />;
  const Icon = icons[hasNamedIcon(name) ? name : 'check'];
  return <Icon className={className} aria-hidden />;
}

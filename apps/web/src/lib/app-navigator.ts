/**
 * Where the api-client sends people it must move (a blocked account to its login) without a page
 * reload. The router registers itself here at startup; this module stays apart from the
 * api-client so that registering does not put axios in the entry chunk (issue 12, bundle budget).
 */
let navigateTo: (path: string) => void = (path) => window.location.assign(path);

export const setApiNavigator = (navigate: (path: string) => void): void => {
  navigateTo = navigate;
};

export const navigateApp = (path: string): void => navigateTo(path);

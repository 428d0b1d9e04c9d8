import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';
import { preloadOpenedPage } from './app/router';
import { afterEarlyView } from './lib/early-view';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The #root element is missing from index.html');

const startApp = () => {
  preloadOpenedPage();
  setTimeout(() => {
    // Not as a transition: tried, it made React re-render the lazy frames in long tasks (desktop
    // 100 -> 89, TBT 21 -> 265 ms; docs/performance.md).
    createRoot(rootElement).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }, 0);
  // Zod's messages for people (issue 29) come beside the first page rather than in it: the map and
  // Zod's core config are 4.6 KiB the landing's and the search's first load cannot carry, and no
  // form validates before a lazy screen has loaded. In a task of its own, after the page's files
  // are asked for (one long task on a phone otherwise, issue 27).
  setTimeout(
    () =>
      void import('@nestly/shared/human-messages').then(({ installHumanMessages }) =>
        installHumanMessages(),
      ),
    0,
  );
};

// On a signed-in page whose first homes index.html's shell is drawing (lib/early-view), the app
// waits for their photo to paint: it would otherwise compete with it for the network and the CPU.
// The router is made in the task that starts it, not in the entry's evaluation (app/router). Then
// the opened page's code and frames are asked for, each in a task of its own, and the first render
// follows in its own (timers of one delay run in order): asked for in the render, Vite's preload
// links for them made its task one of the page's longest (issue 27).
afterEarlyView(startApp);

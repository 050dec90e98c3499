import { detectEdition, mobileRootFontSize, type Edition } from './edition';

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Edition = detect();

function detect(): Edition {
  return detectEdition(window.innerWidth, window.location.hostname);
}

function applyRootFont(edition: Edition): void {
  const root = document.documentElement;
  root.dataset.edition = edition;
  root.style.fontSize = edition === 'mobile' ? mobileRootFontSize(window.innerWidth) : '';
}

/** The edition follows the viewport: one codebase, the layout switches when the width crosses the breakpoint. */
export const editionStore = {
  get: (): Edition => current,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  start(): void {
    applyRootFont(current);
    window.addEventListener('resize', () => {
      const next = detect();
      applyRootFont(next);
      if (next === current) return;
      current = next;
      listeners.forEach((listener) => listener());
    });
  },
};

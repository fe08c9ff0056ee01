import './public-styles';
import './global.css';

const start = () => void import('./public-start');
const root = document.documentElement;
/** After the frame that shows what has loaded has been painted (the frame after the next one begins). */
const afterNextPaint = (then: () => void) => requestAnimationFrame(() => requestAnimationFrame(then));

// A server-rendered page (server/http/public-pages.ts) shows everything before its code runs: the
// code waits until the page has loaded and painted its first portraits, so on a phone's network it
// does not take their bandwidth; a visitor's first touch or key starts it at once. A page made in
// the browser (the renderer not built) starts now.
if (!document.getElementById('root')!.hasChildNodes() || document.readyState === 'complete') start();
else {
  addEventListener('load', () => afterNextPaint(start), { once: true });
  for (const type of ['pointerdown', 'keydown', 'focusin']) addEventListener(type, start, { once: true, capture: true, passive: true });

  // A tap on a control before the code has taken the page over would do nothing: the last one is
  // made again once the page answers taps (`data-ready`). A link needs no code: it is followed.
  let tapped: HTMLElement | null = null;
  const remember = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target && !target.closest('a[href]')) tapped = target.closest<HTMLElement>('button, [role="button"], summary, label') ?? tapped;
    start();
  };
  addEventListener('click', remember, { capture: true });
  new MutationObserver((_, observer) => {
    if (!root.hasAttribute('data-ready')) return;
    observer.disconnect();
    removeEventListener('click', remember, { capture: true });
    if (tapped?.isConnected) tapped.click();
  }).observe(root, { attributes: true, attributeFilter: ['data-ready'] });
}

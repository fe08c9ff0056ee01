import './public-styles';
import './global.css';

const start = () => void import('./public-start');
// A server-rendered page (server/http/public-pages.ts) shows everything before its code runs: the
// code waits until the page has loaded (its first portraits), so on a phone's network it does not
// take their bandwidth; a visitor's first touch or key starts it at once. A page made in the
// browser (the renderer not built) starts now.
if (!document.getElementById('root')!.hasChildNodes() || document.readyState === 'complete') start();
else {
  addEventListener('load', start, { once: true });
  for (const type of ['pointerdown', 'keydown', 'focusin']) addEventListener(type, start, { once: true, capture: true, passive: true });
}

import type { Page } from 'playwright-core';

/**
 * What a person would see as broken at this width: a page wider than the viewport, or a control
 * beyond the right edge that they cannot reach (it is fine inside a sideways-scrolling container
 * that keeps a pinned column, like a wide data table).
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > width + 1) problems.push(`the page is ${pageWidth}px wide in a ${width}px viewport`);
    const inScrollerWithPinnedColumn = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const { overflowX } = getComputedStyle(parent);
        if ((overflowX === 'auto' || overflowX === 'scroll') && parent.scrollWidth > parent.clientWidth) {
          return [...parent.querySelectorAll('th, td')].some((cell) => getComputedStyle(cell).position === 'sticky');
        }
      }
      return false;
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    for (const element of document.querySelectorAll('button, a[href], [role="button"], input, select, textarea')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      if (box.right > width + 1 && !inScrollerWithPinnedColumn(element)) {
        problems.push(`${describe(element)} ends at ${Math.round(box.right)}px, beyond the ${width}px viewport`);
      }
    }
    return problems;
  });
}

/** Collects what the page reports as broken while it is open: uncaught errors and console errors. */
export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  return errors;
}

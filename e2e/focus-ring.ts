import type { Page } from 'playwright-core';

/**
 * What is wrong with the keyboard focus ring of each element the Tab key reaches, from the top of the page, as
 * Chromium paints it: no ring, a ring under 3:1 against the colour it sits on (WCAG 1.4.11), or a ring cut off by
 * the top or sides of the page or by a box that clips its content. An empty list is a ring that can be seen.
 */
export async function focusRingFaults(page: Page, maxStops = 60): Promise<string[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const faults: string[] = [];
  const seen = new Set<string>();
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    const result = await page.evaluate(inspectFocusedRing);
    if (!result || seen.has(result.key)) break;
    seen.add(result.key);
    faults.push(...result.faults.map((fault) => `${result.name}: ${fault}`));
  }
  return faults;
}

/** Runs in the page: the focused element's ring, judged. */
function inspectFocusedRing(): { key: string; name: string; faults: string[] } | null {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const parse = (colour: string) => {
    const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    return { r, g, b, a: colour.startsWith('rgba') ? a : 1 };
  };
  const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  /** The opaque colour behind `from`: its background over its ancestors' backgrounds, white at the bottom. */
  const backdrop = (from: Element | null) => {
    const layers: { r: number; g: number; b: number; a: number }[] = [];
    for (let node = from; node; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor);
      if (colour.a > 0) layers.push(colour);
      if (colour.a >= 1) break;
    }
    return layers.reduceRight(
      (below, layer) => ({
        r: layer.r * layer.a + below.r * (1 - layer.a),
        g: layer.g * layer.a + below.g * (1 - layer.a),
        b: layer.b * layer.a + below.b * (1 - layer.a),
      }),
      { r: 255, g: 255, b: 255 },
    );
  };

  const style = getComputedStyle(element);
  const name = `${element.tagName.toLowerCase()} "${(element.innerText || element.getAttribute('aria-label') || '').trim().slice(0, 40)}"`;
  const rect = element.getBoundingClientRect();
  const key = `${name}@${Math.round(rect.left + scrollX)},${Math.round(rect.top + scrollY)}`;
  const width = parseFloat(style.outlineWidth);
  if (style.outlineStyle === 'none' || !(width > 0)) return { key, name, faults: ['no focus ring'] };

  const faults: string[] = [];
  const offset = parseFloat(style.outlineOffset) || 0;
  // A ring drawn outside the element sits on what is around it; one drawn inside, on the element itself.
  const behind = backdrop(offset >= 0 ? element.parentElement : element);
  const ring = parse(style.outlineColor);
  const [light, dark] = [luminance(ring), luminance(behind)].sort((a, b) => b - a) as [number, number];
  const ratio = (light + 0.05) / (dark + 0.05);
  if (ratio < 3)
    faults.push(
      `ring contrast ${ratio.toFixed(2)}:1 (${style.outlineColor} on rgb(${behind.r}, ${behind.g}, ${behind.b}))`,
    );

  const grow = Math.max(0, offset + width);
  const edge = {
    top: rect.top - grow,
    left: rect.left - grow,
    right: rect.right + grow,
    bottom: rect.bottom + grow,
  };
  if (edge.top + scrollY < -0.5) faults.push('ring cut off at the top of the page');
  if (edge.left < -0.5 || edge.right > document.documentElement.clientWidth + 0.5)
    faults.push('ring cut off at the side of the page');
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const clips = getComputedStyle(node);
    if (clips.overflowX === 'visible' && clips.overflowY === 'visible') continue;
    const box = node.getBoundingClientRect();
    if (
      edge.top < box.top - 0.5 ||
      edge.left < box.left - 0.5 ||
      edge.right > box.right + 0.5 ||
      edge.bottom > box.bottom + 0.5
    )
      faults.push(`ring clipped by ${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`);
  }
  return { key, name, faults };
}

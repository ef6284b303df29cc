/**
 * What is wrong with a page's layout as drawn: each entry names the element and its text.
 * The rules are those of docs/decisions/036.
 */
export type LayoutProblems = {
  /** Pixels the page scrolls sideways (0: it does not). */
  pageScroll: number;
  /** Elements reaching past the viewport's left or right edge. */
  outside: string[];
  /** Elements inside the page that scroll sideways where that is not allowed. */
  scrolling: string[];
  /** Text partly hidden by an element that clips it, with no ellipsis and full text. */
  cut: string[];
  /** Text drawn over other text or over a form control. */
  overlaps: string[];
  /** Icons squeezed out of their shape (a flex item shrunk by a long neighbour). */
  squeezed: string[];
};

/**
 * Measures the page in the browser (page.evaluate: it uses nothing from outside). A table
 * may scroll inside its own frame when `tablesMayScroll` (phones), nothing else may.
 */
export function auditLayout({ tablesMayScroll }: { tablesMayScroll: boolean }): LayoutProblems {
  type Box = { left: number; top: number; right: number; bottom: number };
  type Clip = { box: Box; element: Element; x: boolean; y: boolean; scrolls: boolean };
  const root = document.documentElement;
  const viewportWidth = root.clientWidth;
  // Sub-pixel layout: a box may reach a fraction of a pixel past another's edge.
  const slack = 1;

  const describe = (element: Element) => {
    const testId = element.getAttribute("data-testid");
    const classes = typeof element.className === "string" ? element.className.trim().split(/\s+/).slice(0, 4) : [];
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim();
    return [
      element.tagName.toLowerCase(),
      testId ? `[data-testid=${testId}]` : "",
      classes.length > 0 && classes[0] ? `.${classes.join(".")}` : "",
      text ? ` "${text.length > 50 ? `${text.slice(0, 50)}…` : text}"` : "",
    ].join("");
  };
  const isShown = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const isEmpty = (box: Box) => box.right - box.left <= slack || box.bottom - box.top <= slack;

  /** The padding box of an element: what its overflow clips to (its scroll bar left out). */
  const paddingBox = (element: Element): Box => {
    const rect = element.getBoundingClientRect();
    const left = rect.left + element.clientLeft;
    const top = rect.top + element.clientTop;
    return { left, top, right: left + element.clientWidth, bottom: top + element.clientHeight };
  };

  /** The clip an element's own overflow makes for its content, if any. */
  const ownClip = (element: Element): Clip[] => {
    const style = getComputedStyle(element);
    const x = style.overflowX !== "visible";
    const y = style.overflowY !== "visible";
    if (!x && !y) return [];
    const scrolls = ["auto", "scroll"].includes(x ? style.overflowX : style.overflowY);
    return [{ box: paddingBox(element), element, x, y, scrolls }];
  };
  /**
   * The ancestors whose overflow clips an element, innermost first. An absolutely
   * positioned element escapes the ancestors inside its containing block, a fixed one all.
   */
  const clipCache = new Map<Element, Clip[]>();
  const clipsOf = (element: Element): Clip[] => {
    const cached = clipCache.get(element);
    if (cached) return cached;
    const clips: Clip[] = [];
    let position = getComputedStyle(element).position;
    for (let node = element.parentElement; node && node !== root; node = node.parentElement) {
      const style = getComputedStyle(node);
      const containsPositioned = style.position !== "static" || style.transform !== "none";
      if (position === "fixed" && style.transform === "none") continue;
      if (position === "absolute" && !containsPositioned) continue;
      clips.push(...ownClip(node));
      position = style.position;
    }
    clipCache.set(element, clips);
    return clips;
  };

  /** What a clip leaves visible: its box, on the axes it clips. */
  const clipArea = (clip: Clip): Box => ({
    left: clip.x ? clip.box.left : -Infinity,
    right: clip.x ? clip.box.right : Infinity,
    top: clip.y ? clip.box.top : -Infinity,
    bottom: clip.y ? clip.box.bottom : Infinity,
  });
  /** The part of a box left visible by the clipping ancestors of `element`. */
  const visiblePart = (box: Box, element: Element) =>
    clipsOf(element).reduce((visible, clip) => intersect(visible, clipArea(clip)), box);

  const problems: LayoutProblems = {
    pageScroll: Math.max(0, root.scrollWidth - root.clientWidth),
    outside: [],
    scrolling: [],
    cut: [],
    overlaps: [],
    squeezed: [],
  };
  const elements = [...document.body.querySelectorAll("*")].filter((element) => isShown(element));

  // Past the viewport's edges: only the outermost such element is named.
  const outside = new Set<Element>();
  for (const element of elements) {
    const visible = visiblePart(element.getBoundingClientRect(), element);
    if (isEmpty(visible)) continue;
    if (visible.left < -slack || visible.right > viewportWidth + slack) {
      outside.add(element);
      if (!element.parentElement || !outside.has(element.parentElement)) {
        const by = Math.round(Math.max(-visible.left, visible.right - viewportWidth));
        problems.outside.push(`${describe(element)} by ${by}px`);
      }
    }
  }

  for (const element of elements) {
    const style = getComputedStyle(element);
    if (!["auto", "scroll"].includes(style.overflowX) || element.scrollWidth <= element.clientWidth + slack) continue;
    // A table of records, not one saying there are none: a message must wrap in view.
    if (tablesMayScroll && element.querySelector("table tbody :is(td, th):not([colspan])")) continue;
    problems.scrolling.push(`${describe(element)} by ${element.scrollWidth - element.clientWidth}px`);
  }

  // Text, line by line, and form controls: what may be cut or overlap.
  type Item = { box: Box; node: Node; element: Element; layer: Element | null };
  const items: Item[] = [];
  /** The fixed or sticky element an element moves with (null: the page), for overlaps. */
  const layerOf = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (["fixed", "sticky"].includes(getComputedStyle(node).position)) return node;
    }
    return null;
  };
  /** An ellipsis that ends text whose whole is in the element's title: the truncation is meant. */
  // Spaces compared as one kind: French text holds no-break spaces (docs/decisions/035).
  const words = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();
  const endsWithEllipsis = (clip: Element) =>
    getComputedStyle(clip).textOverflow === "ellipsis" && words(clip.getAttribute("title")) === words(clip.textContent);
  const textOutside = new Map<Element, number>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || !node.textContent?.trim() || !isShown(element)) continue;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.width <= slack || rect.height <= slack) continue;
      let visible: Box = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
      // Its own element clips a text too, whatever their positions.
      for (const clip of [...ownClip(element), ...clipsOf(element)]) {
        // A box of a pixel or less hides its content on purpose (sr-only, the honeypot).
        if (clip.box.right - clip.box.left <= 1 || clip.box.bottom - clip.box.top <= 1) {
          visible = { left: 0, top: 0, right: 0, bottom: 0 };
          break;
        }
        // A line box is taller than its line when the line height is tight: a quarter of
        // it may reach past a clipping edge without hiding any letter.
        const ySlack = Math.max(slack, rect.height / 4);
        const cutX = clip.x && (visible.left < clip.box.left - slack || visible.right > clip.box.right + slack);
        const cutY = clip.y && (visible.top < clip.box.top - ySlack || visible.bottom > clip.box.bottom + ySlack);
        const clamped = getComputedStyle(clip.element).webkitLineClamp !== "none";
        const inside = intersect(visible, clipArea(clip));
        // Wholly hidden text is a closed panel, not a cut; scrolled-away text can be scrolled to.
        if (!isEmpty(inside) && !clip.scrolls && ((cutX && !endsWithEllipsis(clip.element)) || (cutY && !clamped))) {
          problems.cut.push(`${describe(element)} in ${describe(clip.element)}`);
        }
        visible = inside;
        if (isEmpty(visible)) break;
      }
      if (isEmpty(visible)) continue;
      // A word longer than its box overflows it: the text, not its element, passes the edge.
      const by = Math.max(-visible.left, visible.right - viewportWidth);
      if (by > slack && !outside.has(element)) textOutside.set(element, Math.max(by, textOutside.get(element) ?? 0));
      items.push({ box: visible, node, element, layer: layerOf(element) });
    }
  }
  for (const [element, by] of textOutside) problems.outside.push(`text of ${describe(element)} by ${Math.round(by)}px`);
  for (const control of document.body.querySelectorAll("input:not([type=hidden]), select, textarea, button")) {
    if (!isShown(control)) continue;
    const visible = visiblePart(control.getBoundingClientRect(), control);
    if (!isEmpty(visible)) items.push({ box: visible, node: control, element: control, layer: layerOf(control) });
  }

  // A placeholder is drawn inside its field: measured with the field's font, it must fit the
  // content box. A value may be longer than its field (the field scrolls; people type it).
  const context = document.createElement("canvas").getContext("2d");
  for (const field of document.body.querySelectorAll<HTMLInputElement>("input[placeholder]")) {
    if (!context || field.value || !isShown(field)) continue;
    const style = getComputedStyle(field);
    context.font = style.font;
    context.letterSpacing = style.letterSpacing;
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    if (context.measureText(field.placeholder).width > room + slack) {
      problems.cut.push(`placeholder of ${describe(field)} "${field.placeholder}"`);
    }
  }

  for (const icon of document.body.querySelectorAll("svg[viewBox]")) {
    const viewBox = (icon as SVGSVGElement).viewBox.baseVal;
    const rect = icon.getBoundingClientRect();
    if (!isShown(icon) || !viewBox || viewBox.height === 0 || rect.height === 0) continue;
    if (Math.abs(rect.width / rect.height - viewBox.width / viewBox.height) > 0.1) {
      const size = `${Math.round(rect.width)}x${Math.round(rect.height)}`;
      problems.squeezed.push(`${describe(icon.parentElement ?? icon)}: ${size} for ${viewBox.width}x${viewBox.height}`);
    }
  }

  // Overlaps, within one layer: a sweep down the page. Lines of text may touch or overlap
  // a little with a tight line height; a third of the shorter one's height may not.
  items.sort((a, b) => a.box.top - b.box.top);
  const overlaps = new Set<string>();
  for (const [index, a] of items.entries()) {
    for (let next = index + 1; next < items.length; next++) {
      const b = items[next];
      if (!b || b.box.top >= a.box.bottom) break;
      if (a.node === b.node || a.layer !== b.layer || a.node.contains(b.node) || b.node.contains(a.node)) continue;
      const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      const lowest = Math.min(a.box.bottom - a.box.top, b.box.bottom - b.box.top);
      if (across > 2 && down > lowest / 3) overlaps.add(`${describe(a.element)} and ${describe(b.element)}`);
    }
  }
  problems.overlaps = [...overlaps];
  problems.cut = [...new Set(problems.cut)];
  return problems;
}

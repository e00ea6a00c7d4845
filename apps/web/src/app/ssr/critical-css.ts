// The rules of a stylesheet that a piece of HTML can use: what a server-rendered
// page writes into its head for its first screen, while the whole stylesheet
// follows as a link where that screen ends (docs/decisions/037). Only the server
// render imports this module.
//
// A rule is kept when its selector names no class (the reset, the theme's
// variables, element rules, @font-face, @property, @keyframes) or names a class
// the HTML carries, in any state (`.hover\:x:hover` is kept for `hover:x`).
// Keeping a rule too many costs bytes; leaving one out would let the first
// screen move when the whole stylesheet arrives, so the test is generous: any
// class of a selector list, any compound.

/** A rule of the stylesheet: its text and the classes its selector names. */
interface Leaf {
  kind: 'leaf';
  text: string;
  /** Empty: the rule applies without any class and is always kept. */
  classes: string[];
}
/** @layer, @media, @supports or @container with rules inside. */
interface Group {
  kind: 'group';
  prelude: string;
  children: Node[];
}
type Node = Leaf | Group;

const GROUPING = /^@(layer|media|supports|container)\b/;

/** Index of the character closing what opens just before `from`, skipping strings and escapes. */
function scanTo(
  css: string,
  from: number,
  end: number,
  stop: (c: string, depth: number) => boolean,
) {
  let depth = 0;
  let quote: string | null = null;
  let i = from;
  for (; i < end; i++) {
    const c = css[i]!;
    if (c === '\\') {
      i++;
      continue;
    }
    if (quote) {
      if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (stop(c, depth)) break;
    else if (c === '(' || c === '{') depth++;
    else if (c === ')' || c === '}') depth--;
  }
  return i;
}

const unescapeCss = (name: string) => name.replace(/\\(.)/g, '$1');

/** The classes a selector names: `.lg\:flex:hover > .x` gives ['lg:flex', 'x']. */
export function selectorClasses(selector: string): string[] {
  const classes: string[] = [];
  for (const match of selector.matchAll(/\.((?:\\.|[\w-])+)/g)) {
    classes.push(unescapeCss(match[1]!));
  }
  return classes;
}

function parse(css: string, start: number, end: number): Node[] {
  const nodes: Node[] = [];
  let i = start;
  while (i < end) {
    while (i < end && /\s/.test(css[i]!)) i++;
    if (i >= end) break;
    // The prelude runs to the block's '{' or a statement's ';'.
    const open = scanTo(css, i, end, (c, depth) => depth === 0 && (c === '{' || c === ';'));
    const prelude = css.slice(i, open).trim();
    if (open >= end || css[open] === ';') {
      // A statement (@layer a, b; @import ...): always kept.
      nodes.push({ kind: 'leaf', text: `${prelude};`, classes: [] });
      i = open + 1;
      continue;
    }
    const close = scanTo(css, open + 1, end, (c, depth) => depth === 0 && c === '}');
    if (GROUPING.test(prelude)) {
      nodes.push({ kind: 'group', prelude, children: parse(css, open + 1, close) });
    } else {
      nodes.push({
        kind: 'leaf',
        text: css.slice(i, close + 1),
        // @font-face, @property, @keyframes: kept whatever they name.
        classes: prelude.startsWith('@') ? [] : selectorClasses(prelude),
      });
    }
    i = close + 1;
  }
  return nodes;
}

/** The classes of the HTML's class attributes, as the browser reads them. */
export function htmlClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    const value = match[1]!
      .replace(/&quot;/g, '"')
      .replace(/&#0*39;|&#x0*27;/gi, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

function emit(nodes: Node[], classes: Set<string>): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'group') {
      const inner = emit(node.children, classes);
      if (inner) out += `${node.prelude}{${inner}}`;
    } else if (node.classes.length === 0 || node.classes.some((name) => classes.has(name))) {
      out += node.text;
    }
  }
  return out;
}

/** A stylesheet read once, cut for each page. */
export class CriticalCss {
  private readonly nodes: Node[];

  constructor(css: string) {
    this.nodes = parse(css, 0, css.length);
  }

  /** The stylesheet's rules `html` can use, in the stylesheet's order. */
  for(html: string): string {
    return emit(this.nodes, htmlClasses(html));
  }
}

// A strict reader of iCalendar text (RFC 5545, section 3.1): CRLF line endings,
// lines of at most 75 octets unfolded, each content line split into its name,
// parameters and value, and BEGIN/END nested into components. It throws on what a
// calendar client could misread, so a test that reads a feed also checks its form.

export interface ICalProperty {
  /** Upper case, e.g. 'DTSTART'. */
  name: string;
  /** Parameter values by upper-case name, quotes removed, e.g. { TZID: ['Asia/Kolkata'] }. */
  params: Record<string, string[]>;
  /** The raw value (TEXT escapes kept; see textValue). */
  value: string;
}

export interface ICalComponent {
  name: string;
  properties: ICalProperty[];
  components: ICalComponent[];
}

const MAX_OCTETS = 75;
const NAME = /^[A-Za-z0-9-]+$/;

/** Physical lines -> content lines: CRLF required, a line starting with a space or tab continues the previous one. */
function unfold(text: string): { line: string; at: number }[] {
  if (!text.endsWith('\r\n')) throw new Error('iCalendar: the text must end with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  const lines: { line: string; at: number }[] = [];
  physical.forEach((line, index) => {
    const at = index + 1;
    if (/[\r\n]/.test(line)) throw new Error(`iCalendar line ${at}: a bare CR or LF`);
    if (Buffer.byteLength(line, 'utf8') > MAX_OCTETS) {
      throw new Error(`iCalendar line ${at}: longer than ${MAX_OCTETS} octets (not folded)`);
    }
    if (line.startsWith(' ') || line.startsWith('\t')) {
      const last = lines.at(-1);
      if (!last) throw new Error(`iCalendar line ${at}: a continuation with nothing before it`);
      last.line += line.slice(1);
    } else {
      if (line === '') throw new Error(`iCalendar line ${at}: an empty line`);
      lines.push({ line, at });
    }
  });
  return lines;
}

/** name *(";" param) ":" value, with quoted parameter values that may hold ':' ';' ','. */
function contentLine(line: string, at: number): ICalProperty {
  let i = 0;
  const token = () => {
    const start = i;
    while (i < line.length && /[A-Za-z0-9-]/.test(line.charAt(i))) i += 1;
    const found = line.slice(start, i);
    if (!NAME.test(found)) throw new Error(`iCalendar line ${at}: a name was expected: ${line}`);
    return found.toUpperCase();
  };
  const name = token();
  const params: Record<string, string[]> = {};
  while (line.charAt(i) === ';') {
    i += 1;
    const param = token();
    if (line.charAt(i) !== '=') throw new Error(`iCalendar line ${at}: '=' expected: ${line}`);
    i += 1;
    const values: string[] = [];
    for (;;) {
      if (line.charAt(i) === '"') {
        const end = line.indexOf('"', i + 1);
        if (end < 0) throw new Error(`iCalendar line ${at}: an unclosed quote: ${line}`);
        values.push(line.slice(i + 1, end));
        i = end + 1;
      } else {
        const start = i;
        while (i < line.length && !';:,"'.includes(line.charAt(i))) i += 1;
        values.push(line.slice(start, i));
      }
      if (line.charAt(i) !== ',') break;
      i += 1;
    }
    params[param] = values;
  }
  if (line.charAt(i) !== ':') throw new Error(`iCalendar line ${at}: ':' expected: ${line}`);
  return { name, params, value: line.slice(i + 1) };
}

/** Parses one VCALENDAR object; throws on a malformed line or unbalanced BEGIN/END. */
export function parseICalendar(text: string): ICalComponent {
  const stack: ICalComponent[] = [];
  let root: ICalComponent | undefined;
  for (const { line, at } of unfold(text)) {
    const property = contentLine(line, at);
    if (root) throw new Error(`iCalendar line ${at}: text after the end of the calendar`);
    if (property.name === 'BEGIN') {
      const component: ICalComponent = {
        name: property.value.toUpperCase(),
        properties: [],
        components: [],
      };
      stack.at(-1)?.components.push(component);
      stack.push(component);
    } else if (property.name === 'END') {
      const open = stack.pop();
      if (!open || open.name !== property.value.toUpperCase()) {
        throw new Error(
          `iCalendar line ${at}: END:${property.value} closes ${open?.name ?? 'nothing'}`,
        );
      }
      if (stack.length === 0) root = open;
    } else {
      const current = stack.at(-1);
      if (!current) throw new Error(`iCalendar line ${at}: a property outside any component`);
      current.properties.push(property);
    }
  }
  if (stack.length > 0) throw new Error(`iCalendar: ${stack.at(-1)!.name} is never closed`);
  if (!root || root.name !== 'VCALENDAR') throw new Error('iCalendar: no VCALENDAR');
  return root;
}

/** The only property `name` of a component (undefined when absent); throws when it repeats. */
export function property(component: ICalComponent, name: string): ICalProperty | undefined {
  const found = component.properties.filter((p) => p.name === name);
  if (found.length > 1) throw new Error(`iCalendar: ${component.name} has ${name} more than once`);
  return found[0];
}

/** The sub-components named `name`, e.g. every VEVENT of the calendar. */
export const componentsOf = (component: ICalComponent, name: string): ICalComponent[] =>
  component.components.filter((c) => c.name === name);

/** A TEXT value with its escapes undone (\\n newline, \\, \\; \\\\). */
export function textValue(value: string): string {
  return value.replace(/\\([nN,;\\])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** '2026-03-12' and 630 (10:30) -> '20260312T103000', a local DATE-TIME value. */
export function localDateTime(date: string, minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.replaceAll('-', '')}T${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}00`;
}

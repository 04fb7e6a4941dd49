/**
 * Reading source maps, with a small VLQ decoder (so no dependency): which sources the bytes of a
 * minified file come from (each mapping segment owns the text up to the next one), and which
 * source a position in the generated file belongs to (for CPU profiles).
 */
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

function decodeSegment(text: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`Not a base64 VLQ digit: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

export interface SourceMap {
  sources: string[];
  mappings: string;
}

interface Segment {
  column: number;
  source: string;
}

/** Each generated line's segments, in column order, with the source each one maps to. */
function decodeLines(map: SourceMap): Segment[][] {
  let sourceIndex = 0;
  return map.mappings.split(';').map((lineMappings) => {
    let column = 0;
    const segments: Segment[] = [];
    for (const segment of lineMappings.split(',')) {
      if (segment === '') continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta === undefined) {
        segments.push({ column, source: UNMAPPED });
      } else {
        sourceIndex += sourceDelta;
        segments.push({ column, source: map.sources[sourceIndex] ?? UNMAPPED });
      }
    }
    return segments;
  });
}

const UNMAPPED = '(unmapped)';

/** A function from a 0-based generated line and column to the source it came from. */
export function sourceLookup(map: SourceMap): (line: number, column: number) => string {
  const lines = decodeLines(map);
  return (line, column) => {
    let found = UNMAPPED;
    for (const segment of lines[line] ?? []) {
      if (segment.column > column) break;
      found = segment.source;
    }
    return found;
  };
}

/** The generated text of `code` split by the source each piece maps to (`(unmapped)` if none). */
export function textBySource(code: string, map: SourceMap): Map<string, string> {
  const lines = code.split('\n');
  const pieces = new Map<string, string[]>();
  const add = (source: string, text: string) => {
    if (text === '') return;
    const list = pieces.get(source) ?? [];
    list.push(text);
    pieces.set(source, list);
  };
  decodeLines(map).forEach((segments, lineNumber) => {
    const line = lines[lineNumber] ?? '';
    const newline = lineNumber < lines.length - 1 ? '\n' : '';
    let owner = UNMAPPED;
    let start = 0;
    for (const segment of segments) {
      add(owner, line.slice(start, segment.column));
      start = segment.column;
      owner = segment.source;
    }
    add(owner, line.slice(start) + newline);
  });
  return new Map([...pieces].map(([source, list]) => [source, list.join('')]));
}

/** `react-dom`, `@xstate/react`, or the project folder (`src/views`, `machines`). */
export function packageOf(source: string): string {
  const parts = source.split('/');
  const modules = parts.lastIndexOf('node_modules');
  if (modules >= 0) {
    const name = parts[modules + 1] ?? '?';
    return name.startsWith('@') ? `${name}/${parts[modules + 2] ?? '?'}` : name;
  }
  const project = parts.filter((part) => part !== '..' && part !== '.');
  if (project[0] === 'src') return project.slice(0, 2).join('/');
  return project[0] ?? source;
}

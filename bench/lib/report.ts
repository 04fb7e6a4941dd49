/** The benchmark's figures: a table for the terminal, and `bench/results.json`. */
import { execFileSync } from 'node:child_process';
import { cpus, totalmem, type as osType, release, loadavg } from 'node:os';
import type { Summary } from './stats';

export type Unit = 'kB' | 'ms' | '×' | 'MB';

/** What a figure is held to: its value, median or p95 at most `max`; or only reported. */
export type Target =
  { kind: 'max'; on: 'value' | 'median' | 'p95'; max: number } | { kind: 'reported' };

export interface Figure {
  id: string;
  figure: string;
  unit: Unit;
  target: Target;
  /** `null` when not measured. */
  median: number | null;
  p95: number | null;
  samples: number;
  /** `true`/`false` against a limit; `null` when only reported or not measured. */
  withinTarget: boolean | null;
  /** Why a figure is not measured, or how to read it. */
  note?: string;
}

export function measured(
  base: { id: string; figure: string; unit: Unit; target: Target; note?: string },
  summary: Pick<Summary, 'median' | 'p95' | 'samples'>,
): Figure {
  const { target } = base;
  const checked =
    target.kind === 'reported'
      ? null
      : (target.on === 'p95' ? summary.p95 : summary.median) <= target.max;
  return {
    ...base,
    median: summary.median,
    p95: summary.p95,
    samples: summary.samples,
    withinTarget: checked,
  };
}

export function single(
  base: { id: string; figure: string; unit: Unit; target: Target; note?: string },
  value: number,
): Figure {
  return measured(base, { median: value, p95: value, samples: 1 });
}

function formatNumber(value: number, unit: Unit): string {
  const digits = unit === 'ms' ? (value < 10 ? 2 : 1) : unit === '×' ? 2 : unit === 'MB' ? 3 : 1;
  const text = value.toFixed(digits);
  return unit === '×' ? `${text}×` : `${text} ${unit}`;
}

function formatTarget(figure: Figure): string {
  const { target } = figure;
  if (target.kind === 'reported') return 'reported';
  const limit = figure.unit === '×' ? `${target.max}×` : `${target.max} ${figure.unit}`;
  return target.on === 'value' ? `≤ ${limit}` : `${target.on} ≤ ${limit}`;
}

function verdict(figure: Figure): string {
  if (figure.median === null) return `— (${figure.note ?? 'not measured'})`;
  if (figure.withinTarget === null) return '—';
  return figure.withinTarget ? 'yes' : 'NO';
}

export function tableRows(figures: Figure[]): string[][] {
  return figures.map((figure) => [
    figure.figure,
    figure.median === null ? 'not measured' : formatNumber(figure.median, figure.unit),
    figure.p95 === null || figure.samples <= 1 ? '—' : formatNumber(figure.p95, figure.unit),
    formatTarget(figure),
    verdict(figure),
  ]);
}

const HEADER = ['figure', 'median', 'p95', 'target', 'within target?'];

/** A plain-text table with aligned columns. */
export function formatTable(figures: Figure[]): string {
  const rows = [HEADER, ...tableRows(figures)];
  const widths = HEADER.map((_, column) =>
    Math.max(...rows.map((row) => [...(row[column] ?? '')].length)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell + ' '.repeat((widths[column] ?? 0) - [...cell].length))
      .join(' | ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('-|-');
  return [line(HEADER), rule, ...rows.slice(1).map(line)].join('\n');
}

/** The same table in Markdown, for the README. */
export function formatMarkdown(figures: Figure[]): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  return [
    `| ${HEADER.join(' | ')} |`,
    `|${HEADER.map(() => '---').join('|')}|`,
    ...tableRows(figures).map((row) => `| ${row.map(escape).join(' | ')} |`),
  ].join('\n');
}

export interface Machine {
  cpu: string;
  cores: number;
  memoryGB: number;
  os: string;
  node: string;
  chromium: string;
  /**
   * The colour emoji font Chromium draws the pictures with (fontconfig's name), or `null`:
   * without one, each picture is looked for in every font, tens of milliseconds of a start.
   */
  emojiFont: string | null;
  /** 1-minute load average when the run started and ended: other work on the machine. */
  loadAverage: { start: number; end?: number };
}

export function describeMachine(chromium: string): Machine {
  const processors = cpus();
  return {
    cpu: processors[0]?.model.trim() ?? 'unknown',
    cores: processors.length,
    memoryGB: Math.round((totalmem() / 1e9) * 10) / 10,
    os: `${osType()} ${release()}`,
    node: process.version,
    chromium,
    emojiFont: emojiFont(),
    loadAverage: { start: loadavg()[0] ?? 0 },
  };
}

/** The machine's colour emoji font, as fontconfig lists it, or `null`. */
function emojiFont(): string | null {
  try {
    const fonts = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
    return (
      fonts
        .split('\n')
        .find((family) => /color emoji/i.test(family))
        ?.trim() ?? null
    );
  } catch {
    return null;
  }
}

export function endLoad(machine: Machine): Machine {
  return { ...machine, loadAverage: { ...machine.loadAverage, end: loadavg()[0] ?? 0 } };
}

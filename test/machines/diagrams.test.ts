/**
 * The pictures of the machines (`docs/machines/`, written by `npm run diagrams`) are drawn
 * from the machines themselves: a machine that changes without its picture fails here.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { fromPromise, setup, stateIn } from 'xstate';
import { describe, expect, it } from 'vitest';
import { diagramPages, GENERATED_MARK } from '../support/diagrams/diagramPages';
import { DIAGRAMS_DIR, loadMachineCatalog, PROJECT_ROOT } from '../support/diagrams/machineCatalog';
import { machineToMarkdown, machineToMermaid } from '../support/diagrams/machineDiagram';
import { checkStateDiagram } from '../support/diagrams/mermaidCheck';

const catalog = await loadMachineCatalog();
const pages = diagramPages(catalog);
const STALE = 'is out of date: run npm run diagrams';

async function committed(fileName: string): Promise<string | undefined> {
  return readFile(join(PROJECT_ROOT, DIAGRAMS_DIR, fileName), 'utf8').catch(() => undefined);
}

describe('the committed pictures of the machines', () => {
  it('cover every machine file in machines/', async () => {
    const machineFiles = (await readdir(join(PROJECT_ROOT, 'machines'), { recursive: true }))
      .filter((file) => file.endsWith('Machine.ts'))
      .map((file) => file.split(sep).join('/'))
      .map((file) => `machines/${file}`);
    expect(new Set(catalog.map((entry) => entry.file))).toEqual(new Set(machineFiles));
  });

  it.each([...pages.keys()])('docs/machines/%s matches its machine', async (fileName) => {
    const text = await committed(fileName);
    expect(text, `${DIAGRAMS_DIR}/${fileName} ${STALE}`).toBe(pages.get(fileName));
  });

  it('include no page of a machine that is gone', async () => {
    const generatedPages: string[] = [];
    for (const fileName of await readdir(join(PROJECT_ROOT, DIAGRAMS_DIR))) {
      if ((await committed(fileName))?.includes(GENERATED_MARK)) generatedPages.push(fileName);
    }
    expect(generatedPages.sort(), `${DIAGRAMS_DIR} ${STALE}`).toEqual([...pages.keys()].sort());
  });
});

describe.each(catalog)('the $name diagram', ({ machine }) => {
  it('is a sound stateDiagram-v2', () => {
    expect(checkStateDiagram(machineToMermaid(machine))).toEqual([]);
  });

  it('is the same text every time', () => {
    expect(machineToMermaid(machine)).toBe(machineToMermaid(machine));
  });
});

/** A small machine with one of everything the converter draws. */
const doorMachine = setup({
  types: {
    events: {} as
      | { type: 'door.open' }
      | { type: 'door.close' }
      | { type: 'bell.ring' }
      | { type: 'light.toggle' },
  },
  actors: { lock: fromPromise(async () => undefined) },
  delays: { shortWait: 500, backoff: () => 1000 },
  guards: { isLate: () => false, isHeavy: (_, _params: { kilos: number }) => false },
  actions: { chime: () => undefined, toggleLight: () => undefined },
}).createMachine({
  id: 'door',
  initial: 'closed',
  on: { 'bell.ring': { actions: 'chime' } },
  states: {
    closed: {
      on: {
        'door.open': [
          { guard: 'isLate', target: 'open' },
          { guard: { type: 'isHeavy', params: { kilos: 40 } }, target: 'locking' },
        ],
        'light.toggle': { actions: 'toggleLight' },
      },
    },
    locking: { invoke: { id: 'lock', src: 'lock', onDone: 'locked', onError: 'closed' } },
    locked: { type: 'final' },
    open: {
      type: 'parallel',
      on: { 'door.close': 'closed' },
      states: {
        hinge: {
          initial: 'swinging',
          states: {
            swinging: { after: { 250: 'still', shortWait: 'still' } },
            still: { after: { backoff: 'swinging' } },
          },
        },
        light: {
          initial: 'off',
          on: { 'light.toggle': '.on' },
          states: {
            off: { always: { guard: stateIn('#door.open.hinge.still'), target: 'on' } },
            on: {},
          },
        },
      },
    },
  },
});

describe('machineToMermaid', () => {
  it('draws states, regions, guards, eventless, invoked, delayed and targetless transitions', () => {
    expect(machineToMermaid(doorMachine).split('\n')).toEqual([
      'stateDiagram-v2',
      '    closed',
      '    locking',
      '    locked',
      '    state open {',
      '        state "hinge" as open_hinge',
      '        state open_hinge {',
      '            state "swinging" as open_hinge_swinging',
      '            state "still" as open_hinge_still',
      '            [*] --> open_hinge_swinging',
      '            open_hinge_swinging --> open_hinge_still : after 250 ms',
      '            open_hinge_swinging --> open_hinge_still : after shortWait (500 ms)',
      '            open_hinge_still --> open_hinge_swinging : after backoff',
      '        }',
      '        --',
      '        state "light" as open_light',
      '        state open_light {',
      '            state "off" as open_light_off',
      '            state "on" as open_light_on',
      '            state "any state" as open_light_any',
      '            [*] --> open_light_off',
      '            open_light_any --> open_light_on : light.toggle',
      '            open_light_off --> open_light_on : always [in door.open.hinge.still]',
      '        }',
      '    }',
      '    state "any state" as anyState',
      '    note right of anyState',
      '        In any state, staying in it:',
      '        bell.ring',
      '    end note',
      '    state "any state of open" as open_any',
      '    [*] --> closed',
      '    closed --> open : door.open [isLate]',
      '    closed --> locking : door.open [isHeavy]',
      '    closed --> closed : light.toggle',
      '    locking --> locked : done lock',
      '    locking --> closed : error lock',
      '    open_any --> closed : door.close',
      '    locked --> [*]',
      '    classDef anyStateBox fill:none,stroke-dasharray:5 5',
      '    class anyState,open_any,open_light_any anyStateBox',
    ]);
    expect(checkStateDiagram(machineToMermaid(doorMachine))).toEqual([]);
  });

  it('puts the description and where it came from above the diagram', () => {
    const page = machineToMarkdown(doorMachine, {
      name: 'doorMachine',
      file: 'machines/doorMachine.ts',
      description: 'A door that locks itself.',
    });
    expect(page.split('\n').slice(0, 7)).toEqual([
      '# doorMachine',
      '',
      'A door that locks itself.',
      '',
      'Generated from `machines/doorMachine.ts` by `npm run diagrams`; do not edit.',
      '',
      '```mermaid',
    ]);
    expect(page).toContain('- `locking`: `lock`');
  });
});

describe('checkStateDiagram', () => {
  it('finds what Mermaid would reject or misplace', () => {
    const problems = checkStateDiagram(
      [
        'stateDiagram-v2',
        '    a --> b : done: lock',
        '    state outer {',
        '        inner',
        '        inner --> elsewhere',
        '    }',
        '    a --> outer : go',
        '    default',
        '    --',
      ].join('\n'),
    );
    expect(problems).toEqual([
      'line 2: not a statement of the subset: a --> b : done: lock',
      'line 8: the id "default" starts with "default", a Mermaid keyword',
      'line 9: "--" is only allowed inside a composite',
      'line 5: "elsewhere" is not declared',
      'line 5: "elsewhere" is not a child of "outer", where it is used',
      'line 7: "a" is not declared',
      'line 7: an arrow touches the composite state "outer"',
    ]);
  });
});

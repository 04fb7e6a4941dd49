// What the listeners listen to, and what seeding the day in view is given.

import { type SeedingInput } from '../domain/seeding';
import type { ListenedSource, ListenersContext } from './types';

export const LISTENED_SOURCES: readonly ListenedSource[] = [
  'config',
  'library',
  'templates',
  'day',
];

/** What seeding the day in view needs; the page's load day stands for today. */
export function seedingInput(context: ListenersContext): SeedingInput {
  return {
    date: context.date,
    today: context.loadedOn,
    templates: context.templates ?? {},
    kidIds: context.config?.kids.map((kid) => kid.id) ?? [],
  };
}

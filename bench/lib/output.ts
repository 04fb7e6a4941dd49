/**
 * Files the benchmark leaves behind. They are written as Prettier would format them, so
 * `npm run lint` stays clean; the builds under `bench/.out/` are removed after a run (until
 * `bench/.out/` is ignored by ESLint, minified bundles there would fail the lint).
 */
import { rm, writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';

export async function writeFormatted(file: string, text: string): Promise<void> {
  const options = (await resolveConfig(file)) ?? {};
  await writeFile(file, await format(text, { ...options, filepath: file }));
}

export async function removeBuilds(directories: string[]): Promise<void> {
  await Promise.all(
    directories.map((directory) => rm(directory, { recursive: true, force: true })),
  );
}

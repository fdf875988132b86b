import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file under a folder of the repository, at any depth, as paths from the repository root. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { filesUnder } from '../support/files-under';

// The unit files share a process per worker (vitest.config.ts): a module one of them replaces
// with vi.mock would stay replaced for the files after it. Such a file runs isolated, which the
// config's list of them says.
it('runs every unit file that mocks a module isolated (MOCKING_UNIT_FILES in vitest.config.ts)', () => {
  const listed = /MOCKING_UNIT_FILES = \[([^\]]*)\]/.exec(readFileSync('vitest.config.ts', 'utf8'))?.[1] ?? '';
  const isolated = [...listed.matchAll(/'([^']+)'/g)].map((match) => match[1]);
  const mocking = filesUnder('tests/unit')
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')));
  expect(mocking.length).toBeGreaterThan(0);
  expect(isolated.sort()).toEqual(mocking.sort());
});

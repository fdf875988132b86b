// @ts-check
import path from 'node:path';

/**
 * Where `npm run build` writes and the server reads: `build/`, or BUILD_DIR when set. The test
 * runner builds into a folder of its own (tests/support/test-build.mjs), so a `npm run build`
 * or `npm start` beside a test run never empties the files its servers are serving.
 * @param {string} [root] the project root (default: the working directory)
 */
export function buildDirectory(root = process.cwd()) {
  return path.resolve(root, process.env.BUILD_DIR?.trim() || 'build');
}

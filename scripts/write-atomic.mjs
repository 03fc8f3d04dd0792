// A running platform (`npm start`) may serve a built script while `npm test` rebuilds it: each file is
// written to a temporary file and renamed over the old one, so a request gets the old file or the new
// one, never half of one. Used by the widget's and the editing tool's builds.
import { renameSync, writeFileSync } from 'node:fs';

/** Writes esbuild's output files (`write: false`) in place, one atomic rename each. */
export function writeOutputs(outputFiles) {
  for (const output of outputFiles) {
    const tmp = `${output.path}.${process.pid}.tmp`;
    writeFileSync(tmp, output.contents);
    renameSync(tmp, output.path);
  }
}

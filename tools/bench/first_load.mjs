// first_load.mjs — the first-load figure alone: every file fetched before the first frame of cold loads, with its
// gzip -9 size (the same measurement as `make bench`'s first-load row, without the rest of the bench).
//
//   node tools/bench/first_load.mjs [RUNS]
import { measureFiles } from './payload.mjs';
import { measureFirstFrame } from './first_frame.mjs';
import { webDir, closeSharedBrowser } from '../../tests/browser/harness.mjs';

const runs = Number(process.argv[2] || 1);
const firstFrame = await measureFirstFrame(runs);
await closeSharedBrowser();
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
firstFrame.coldRuns.forEach((run, index) => {
  const firstLoad = measureFiles(webDir, [...new Set(['index.html', ...run.fetched])]);
  console.log(`cold run ${index + 1}: ${firstLoad.rows.length} files before the first frame (${run.firstFrame.toFixed(0)} ms)`);
  for (const file of [...firstLoad.rows].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`${kb(file.raw)} KB raw ${kb(file.gzip)} KB gzip -9  ${file.name}`);
  }
  console.log(`${kb(firstLoad.total.raw)} KB raw ${kb(firstLoad.total.gzip)} KB gzip -9  total`);
});

// editor_figures.mjs — the code editor's figures for `make bench`: the size of what the page loads for CodeMirror after
// the first frame (CodeMirror's bundle and the completion names), and the time from the first frame until it is
// editable, in a fresh browser each run.
import { measureFiles } from './payload.mjs';
import { median } from './stats.mjs';
import { openPlayground, waitReady, webDir } from '../../tests/browser/harness.mjs';

export async function measureEditor(runs = 3) {
  const size = measureFiles(webDir, ['code-editor-cm.js', 'python-completions.js']);
  const editable = [];
  for (let i = 0; i < runs; i += 1) {
    const session = await openPlayground({ width: 1280, height: 800, ownBrowser: true });
    try {
      await waitReady(session.page, 30000, { python: false });
      await session.page.waitForFunction(() => window.qkv.startMarks.editorEditable, null, { timeout: 30000 });
      editable.push(await session.page.evaluate(() => window.qkv.startMarks.editorEditable - window.qkv.firstFrameMs));
    } finally {
      await session.close();
    }
  }
  return { size: size.total, editableAfterFirstFrame: median(editable), runs };
}

// first_frame.mjs — navigation to the first rendered frame (window.qkv.firstFrameMs), in headless Chromium.
// Cold: a fresh profile every run (nothing cached). Warm: reloads in one profile (HTTP and code caches warm).
import { openPlayground, waitReady } from '../../tests/browser/harness.mjs';

export async function measureFirstFrame(runs = 5) {
  const cold = [];
  const coldMarks = [];
  for (let i = 0; i < runs; i += 1) {
    const session = await openPlayground({ width: 1280, height: 800, ownBrowser: true });
    try {
      await waitReady(session.page);
      cold.push(await session.page.evaluate(() => window.qkv.firstFrameMs));
      coldMarks.push(await session.page.evaluate(() => window.qkv.startMarks || {}));
    } finally {
      await session.close();
    }
  }
  const warm = [];
  const session = await openPlayground({ width: 1280, height: 800, ownBrowser: true });
  try {
    await waitReady(session.page);
    for (let i = 0; i < runs; i += 1) {
      await session.page.reload();
      await waitReady(session.page);
      warm.push(await session.page.evaluate(() => window.qkv.firstFrameMs));
    }
  } finally {
    await session.close();
  }
  return { cold, warm, coldMarks };
}

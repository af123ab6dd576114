// Temporary: the deepest level of a recursion form that fits the worker's stack, cold (fresh worker) and hot.
import fs from 'node:fs';
import { openPlayground, waitReady, closeSharedBrowser, webDir } from './harness.mjs';
fs.copyFileSync('/tmp/measure/measure-worker.js', webDir + '/measure-worker.js');
const FORMS = {
  try_probe: (n) => `import sys\nsys.setrecursionlimit(100000)\ndef f(n):\n    try:\n        if n == 0:\n            return 0\n        return f(n - 1)\n    except KeyError:\n        return -1\nprint(f(${n}))`,
  fib_memo: (n) => `import sys\nsys.setrecursionlimit(100000)\ncache = {}\ndef fib(n):\n    if n < 2:\n        return n\n    if n not in cache:\n        cache[n] = fib(n - 1) + fib(n - 2)\n    return cache[n]\nprint(fib(${n}) > 0)`,
  method: (n) => `import sys\nsys.setrecursionlimit(100000)\nclass L:\n    def __init__(self, r):\n        self.rest = r\n    def length(self):\n        return 1 + (self.rest.length() if self.rest else 0)\nc = None\nfor i in range(${n}):\n    c = L(c)\nprint(c.length())`,
};
const session = await openPlayground({ width: 800, height: 600 });
await waitReady(session.page);
const page = session.page;
async function fits(form, n, warm) {
  return page.evaluate(async ([src, warmSrc]) => {
    const w = new Worker('measure-worker.js');
    const next = () => new Promise((r) => { w.onmessage = (e) => r(e.data); });
    await next();
    if (warmSrc) for (let i = 0; i < 15; i += 1) { w.postMessage({ code: warmSrc }); await next(); }
    w.postMessage({ code: src });
    const answer = await next();
    w.terminate();
    return answer.type === 'result' && answer.ok;
  }, [FORMS[form](n), warm ? FORMS[form](150) : null]);
}
for (const form of Object.keys(FORMS)) {
  for (const warm of [false, true]) {
    let lo = 200, hi = 4000;
    while (hi - lo > 8) { const mid = (lo + hi) >> 1; if (await fits(form, mid, warm)) lo = mid; else hi = mid; }
    console.log(form, warm ? 'hot' : 'cold', lo);
  }
}
await session.close();
await closeSharedBrowser();
fs.unlinkSync(webDir + '/measure-worker.js');

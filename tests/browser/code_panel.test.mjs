// code_panel.test.mjs — "Try it Yourself" through the real UI: each lesson example run with the Run button or
// Ctrl+Enter prints exactly what torch printed (assets/examples/*.out), also when pressed before Python has
// loaded, a typo gives CPython's NameError hint, a
// slider rewrites the code's setting line and the output follows, edits survive a reload, Reset asks first, Copy
// fills the clipboard, a crash of the runtime keeps what was printed before it, an endless loop runs while the
// page stays live and Stop (or Escape) ends it, a sandboxed
// iframe runs code on the page's own thread, the exercise points into the heatmaps, and on a phone the caret's line
// stays above the on-screen keyboard while typing. The editor is CodeMirror (in a shadow root, which Playwright's
// selectors reach into); editor=plain's text box has a check of its own.
import fs from 'node:fs';
import path from 'node:path';
import {
  openPlayground, waitReady, waitPython, saveScreenshot, pixelStats, runChecks, assert, repoRoot, frames, callModule,
  revealWidget as reveal, clickWidget as click, focusCodeEditor as focusEditor, focusedElement, waitEditor, waitRunEnded, SOON_MS,
} from './harness.mjs';

const examplesDir = path.join(repoRoot, 'assets/examples');
const EXAMPLES = ['1-one-projection', '2-two-roles', '3-example', '4-attention-scores'];
const source = (name) => fs.readFileSync(path.join(examplesDir, `${name}.py`), 'utf8');
const expected = (name) => fs.readFileSync(path.join(examplesDir, `${name}.out`), 'utf8');

const getState = (page) => page.evaluate(() => window.qkv.getState());

// Polls until the named widget is laid out this frame, on screen or not (e.g. the run's progress line, which
// appears after half a second).
async function waitForWidget(page, name, message, timeout = 10000) {
  const deadline = Date.now() + timeout;
  while (await callModule(page, 'page.js', 'widgetRect', name) === null) {
    if (Date.now() > deadline) throw new Error(message);
    await frames(page, 1);
  }
}

async function withPlayground(options, body) {
  const session = await openPlayground(options);
  try {
    await waitReady(session.page);
    await waitPython(session.page);
    if (!(options.query || '').includes('editor=plain')) await waitEditor(session.page);
    await frames(session.page, 5);
    await body(session.page, session);
    assert(session.problems.length === 0, session.problems.join('\n'));
  } finally {
    await session.close();
  }
}

// Whether the caret's line (CodeMirror marks it as the active line) shows: inside the visual viewport (what the
// keyboard leaves), inside the editor's scrolled box, and not clipped away (the element at the line's middle is
// that line).
const caretInSight = (page) => page.$eval('#code-editor .cm-editor', (view) => {
  const line = view.querySelector('.cm-content .cm-activeLine');
  const scroller = view.querySelector('.cm-scroller');
  const { top, height: lineHeight, left } = line.getBoundingClientRect();
  const box = scroller.getBoundingClientRect();
  const viewport = window.visualViewport;
  const hit = view.getRootNode().elementFromPoint(left + 40, top + lineHeight / 2);
  const inSight = top >= viewport.offsetTop && top + lineHeight <= viewport.offsetTop + viewport.height &&
    top >= box.top && top + lineHeight <= box.bottom && !!hit && line.contains(hit);
  return { inSight, line: line.textContent, top, lineHeight, scrollTop: scroller.scrollTop, box: [box.top, box.bottom],
           viewportBottom: viewport.offsetTop + viewport.height, hit: hit && (hit.id || hit.className || hit.tagName) };
});

// The lines CodeMirror marks in its gutter as an error's.
const markedLines = (page) => page.$eval('#code-editor .cm-editor', (view) => {
  const lineTops = [...view.querySelectorAll('.cm-content .cm-line')].map((line) => line.getBoundingClientRect().top);
  return [...view.querySelectorAll('.cm-gutter-lint .cm-gutterElement')]
    .filter((element) => element.querySelector('.cm-lint-marker-error'))
    .map((marker) => lineTops.findIndex((top) => Math.abs(top - marker.getBoundingClientRect().top) < 3) + 1);
});

// Every colour of the code's pieces (`selector`) reads at 4.5:1 or better on the editor's background, in both
// themes; a screenshot of each, `name`-THEME-1280x800.png.
async function assertReadableColours(page, selector, name) {
  for (const theme of ['light', 'dark']) {
    await page.evaluate((wanted) => window.qkv.setView({ theme: wanted }), theme);
    await frames(page, 3);
    const pieces = await page.$$eval(selector, (spans) => {
      const rgb = (text) => text.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number);
      const luminance = (colour) => {
        const [r, g, b] = rgb(colour).map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const background = luminance(getComputedStyle(document.querySelector('#code-editor')).backgroundColor);
      return spans.map((span) => {
        const text = luminance(getComputedStyle(span).color);
        return { kind: span.className, ratio: (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05) };
      });
    });
    const low = pieces.filter((entry) => entry.ratio < 4.5);
    assert(pieces.length > 0 && low.length === 0, `${theme}: low contrast ${JSON.stringify(low.slice(0, 3))}`);
    await reveal(page, 'code_editor');
    await saveScreenshot(page, `${name}-${theme}-1280x800.png`);
  }
}

function assertEqualText(actual, wanted, what) {
  assert(actual === wanted, `${what}\n  got:      ${JSON.stringify(actual)}\n  expected: ${JSON.stringify(wanted)}`);
}

await runChecks('browser code panel', [
  ['each example, run with the Run button, prints what torch printed', async () => {
    await withPlayground({ width: 1280, height: 800 }, async (page) => {
      for (let i = 0; i < EXAMPLES.length; i += 1) {
        await click(page, `code_tab_${i + 1}`);
        let state = await getState(page);
        assert(state.example === i + 1, `tab ${i + 1} is not open: example ${state.example}`);
        assertEqualText(state.code, source(EXAMPLES[i]), `tab ${i + 1} code`);
        await click(page, 'code_run');
        await waitRunEnded(page);
        state = await getState(page);
        assertEqualText(state.code_output, expected(EXAMPLES[i]), `${EXAMPLES[i]} output`);
        const mirror = await page.textContent('#code-output-mirror');
        assertEqualText(mirror, expected(EXAMPLES[i]), `${EXAMPLES[i]} DOM mirror`);
      }
      await reveal(page, 'code_console');
      await saveScreenshot(page, 'code-panel-1280x800.png');
    });
  }],

  ['a Run pressed before Python has loaded says "Loading Python…", then prints what torch printed', async () => {
    // The worker's script is answered only once the waiting run has been seen, so that the learner's Run comes first.
    let letPythonLoad;
    const held = new Promise((resolve) => { letPythonLoad = resolve; });
    const holdPython = (page) => page.route('**/python-worker.js', (route) => held.then(() => route.continue()));
    const session = await openPlayground({ width: 1280, height: 800, beforeLoad: holdPython });
    try {
      const { page } = session;
      await waitReady(page, 30000, { python: false });
      await page.evaluate(() => window.qkv.setExample(3));
      await click(page, 'code_run');
      await waitForWidget(page, 'code_progress', 'no "Loading Python…" line while the run waits');
      const waiting = await getState(page);
      assert(waiting.running && waiting.python.status === 'loading', `while waiting: ${JSON.stringify(waiting.python)}`);
      await reveal(page, 'code_progress');
      await saveScreenshot(page, 'code-panel-loading-python-1280x800.png');
      letPythonLoad();
      await page.waitForFunction(() => !window.qkv.getState().running, null, { timeout: 20000 });
      const state = await getState(page);
      assert(state.python.status === 'ready', `after the run: ${JSON.stringify(state.python)}`);
      assertEqualText(state.code_output, expected(EXAMPLES[2]), 'the Example run before Python had loaded');
      assert(session.problems.length === 0, session.problems.join('\n'));
    } finally {
      letPythonLoad();
      await session.close();
    }
  }],

  ['Ctrl+Enter in the editor runs; a typo gives the NameError with its hint, the line marked', async () => {
    await withPlayground({ width: 1280, height: 800 }, async (page) => {
      await click(page, 'code_tab_2');
      await focusEditor(page);
      await page.keyboard.press('Control+Enter');
      await waitRunEnded(page);
      assertEqualText((await getState(page)).code_output, expected(EXAMPLES[1]), 'Ctrl+Enter run');
      const typo = source(EXAMPLES[1]).replace('q = query(x)', 'q = querry(x)');
      const answer = await page.evaluate((code) => window.qkv.run(code), typo);
      const line = typo.split('\n').findIndex((text) => text.includes('querry')) + 1;
      assert(answer.ok === false && /^NameError: name 'querry' is not defined\. Did you mean: 'query'\?$/.test(answer.error),
        `run answered ${JSON.stringify(answer)}`);
      assert(answer.error_line === line, `error_line ${answer.error_line}, expected ${line}`);
      await frames(page, 3);
      await reveal(page, 'code_editor');
      const marked = await markedLines(page);
      assert(JSON.stringify(marked) === JSON.stringify([line]), `gutter marks on lines ${JSON.stringify(marked)}`);
      assert((await getState(page)).code_output.endsWith(answer.error + '\n'), 'the console does not end with the error');
      await reveal(page, 'code_editor');
      await saveScreenshot(page, 'code-panel-error-1280x800.png');
    });
  }],

  ['typed code is coloured in both themes, each colour readable on the editor\'s background', async () => {
    await withPlayground({ width: 1280, height: 800 }, async (page) => {
      await focusEditor(page);
      await page.keyboard.press('Control+A');
      await page.keyboard.insertText('def scale(n):  # why\n    return n ** -0.5, "done"\n');
      await frames(page, 2);
      const kinds = await page.$$eval('#code-editor .cm-content [class^="py-"]',
        (spans) => spans.map((span) => `${span.className}:${span.textContent}`));
      for (const wanted of ['py-keyword:def', 'py-definition:scale', 'py-comment:# why', 'py-keyword:return',
                            'py-number:0.5', 'py-string:"done"', 'py-operator:**']) {
        assert(kinds.includes(wanted), `no ${wanted} among ${kinds.slice(0, 12).join(' ')}`);
      }
      await assertReadableColours(page, '#code-editor .cm-content [class^="py-"]', 'code-colours');
    });
  }],

  ['the plain text box (editor=plain): typed code is coloured, lined up with the text and scrolled with it', async () => {
    await withPlayground({ width: 1280, height: 800, query: '?editor=plain' }, async (page) => {
      await page.waitForFunction(() => document.querySelector('#code-editor').classList.contains('coloured'));
      await focusEditor(page);
      await page.keyboard.press('Control+A');
      const typed = 'def scale(n):  # why\n    return n ** -0.5, "done"\n' + 'x = 1\n'.repeat(40);
      await page.keyboard.insertText(typed);
      await frames(page, 2);
      const seen = await page.evaluate(() => {
        const layer = document.querySelector('#code-editor .code-colours');
        const input = document.querySelector('#code-input');
        const style = (element) => getComputedStyle(element);
        const same = ['font', 'lineHeight', 'paddingTop', 'paddingLeft', 'tabSize', 'whiteSpace', 'letterSpacing']
          .filter((property) => style(layer)[property] !== style(input)[property]);
        return {
          layerText: layer.textContent, inputText: input.value, differing: same,
          inputColour: style(input).color,
          kinds: [...layer.querySelectorAll('span')].map((span) => `${span.className}:${span.textContent}`),
        };
      });
      assert(seen.layerText === seen.inputText, 'the colour layer does not hold the textarea\'s text');
      assert(seen.differing.length === 0, `the layer and the textarea set text differently: ${seen.differing.join(', ')}`);
      assert(seen.inputColour === 'rgba(0, 0, 0, 0)', `the textarea's own text is drawn too (${seen.inputColour})`);
      for (const wanted of ['py-keyword:def', 'py-definition:scale', 'py-comment:# why', 'py-keyword:return',
                            'py-number:0.5', 'py-string:"done"', 'py-operator:**']) {
        assert(seen.kinds.includes(wanted), `no ${wanted} among ${seen.kinds.slice(0, 12).join(' ')}`);
      }
      // Scrolled by the learner, the colours follow.
      await page.evaluate(() => { document.querySelector('#code-input').scrollTop = 300; });
      await frames(page, 2);
      const offsets = await page.evaluate(() => [document.querySelector('#code-input').scrollTop,
        document.querySelector('#code-editor .code-colours').scrollTop]);
      assert(offsets[0] > 0 && offsets[0] === offsets[1], `scrolled: textarea ${offsets[0]}, colours ${offsets[1]}`);
      await assertReadableColours(page, '#code-editor .code-colours span', 'code-colours-plain');
    });
  }],

  ['a slider rewrites the code line; running edited settings moves the sliders; the heatmaps follow', async () => {
    await withPlayground({ width: 1280, height: 800 }, async (page) => {
      const before = await getState(page);
      const slider = await reveal(page, 'n_embd');
      await page.mouse.click(slider.x + slider.width * 0.15, slider.y + slider.height / 2);
      await frames(page, 4);
      const after = await getState(page);
      assert(after.n_embd !== before.n_embd, `the n_embd slider did not move (${after.n_embd})`);
      assert(after.code.split('\n').includes(`n_embd = ${after.n_embd}`), `code does not say n_embd = ${after.n_embd}`);
      // The output follows: the rewritten code ran again and prints the new shape, without a Run.
      await page.waitForFunction((embd) => window.qkv.getState().code_output.startsWith(`x shape: (1, 4, ${embd})`),
                                 after.n_embd, { timeout: SOON_MS })
        .catch(async () => { throw new Error(`the output still says: ${(await getState(page)).code_output.split('\n')[0]}`); });
      // The other way: code that states settings moves the sliders, and the heatmaps hold the code's tensors.
      const edited = source(EXAMPLES[2]).replace(/^n_embd = \d+$/m, 'n_embd = 64')
        .replace(/^torch\.manual_seed\(\d+\)$/m, 'torch.manual_seed(7)').replace(/bias=False/g, 'bias=True');
      const answer = await page.evaluate((code) => window.qkv.run(code), edited);
      assert(answer.ok, `edited Example failed: ${answer.error}`);
      const state = await getState(page);
      assert(state.n_embd === 64 && state.seed === 7 && state.bias === true, `sliders at ${JSON.stringify(state)}`);
      const probe = await page.evaluate((code) => window.qkv.run(code + '\nprint(v[0, 1, 2].item(), value.weight[3, 5].item())'), edited);
      const [v12, w35] = probe.output.trim().split('\n').pop().split(' ').map(Number);
      const cells = await page.evaluate(() => [window.qkv.cell('v', 1, 2), window.qkv.cell('W_v', 3, 5)]);
      assert(Math.abs(cells[0] - v12) < 1e-6 && Math.abs(cells[1] - w35) < 1e-6,
        `heatmap cells ${JSON.stringify(cells)} differ from the code's ${v12}, ${w35}`);
    });
  }],

  ['typed code survives a reload; Reset asks first, then restores the lesson\'s code', async () => {
    await withPlayground({ width: 1280, height: 800 }, async (page) => {
      await click(page, 'code_tab_1');
      await focusEditor(page);
      await page.keyboard.press('Control+End');
      await page.keyboard.type('\nprint("kept after reload")');
      await frames(page, 2);
      assert((await getState(page)).code.endsWith('print("kept after reload")'), 'typing did not reach the app');
      await page.reload();
      await waitReady(page);
      await waitPython(page);
      await frames(page, 5);
      let state = await getState(page);
      assert(state.example === 1, `after reload tab ${state.example} is open, not 1`);
      assert(state.code.endsWith('print("kept after reload")'), `after reload the code is\n${state.code}`);
      await click(page, 'code_reset');
      const editorHidden = await page.evaluate(() => document.querySelector('#code-editor').hidden);
      assert(editorHidden, 'the editor covers the confirmation popup');
      await saveScreenshot(page, 'code-panel-reset-confirm-1280x800.png');
      await click(page, 'code_reset_cancel');
      state = await getState(page);
      assert(state.code.endsWith('print("kept after reload")'), 'Cancel changed the code');
      await click(page, 'code_reset');
      await click(page, 'code_reset_confirm');
      await waitRunEnded(page);
      state = await getState(page);
      assertEqualText(state.code, source(EXAMPLES[0]), 'code after Reset');
      assertEqualText(state.code_output, expected(EXAMPLES[0]), 'output after Reset');
    });
  }],

  ['Copy puts the code on the clipboard', async () => {
    await withPlayground({ width: 1280, height: 800 }, async (page, session) => {
      await session.context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await click(page, 'code_copy');
      await page.waitForFunction(async () => (await navigator.clipboard.readText()) !== '', null, { timeout: SOON_MS })
        .catch(() => { throw new Error('nothing reached the clipboard after Copy'); });
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assertEqualText(copied, (await getState(page)).code, 'clipboard');
    });
  }],

  ['a crash of the runtime keeps what the run printed before it, and a fresh worker runs the next program', async () => {
    await withPlayground({ width: 1280, height: 800 }, async (page) => {
      await callModule(page, 'python-runner.js', 'crashNextRunAfterPrinting');
      const crashed = await page.evaluate(() => window.qkv.run('print("printed before the crash")\nprint("and after")'));
      assert(crashed.error_type === 'RuntimeCrash', `the crashed run: ${JSON.stringify(crashed)}`);
      const state = await getState(page);
      assert(/^printed before the crash\nThe Python runtime stopped unexpectedly \(.*\) and was restarted\.\n$/.test(state.code_output),
        `the console after the crash: ${JSON.stringify(state.code_output)}`);
      const answer = await page.evaluate(() => window.qkv.run('print(sum(range(10)))'));
      assert(answer.ok && answer.output === '45\n', `the run after the crash: ${JSON.stringify(answer)}`);
    });
  }],

  ['an endless loop runs while the page stays live: hover works, Stop ends it keeping its prints, then the Example runs', async () => {
    await withPlayground({ width: 1280, height: 800 }, async (page) => {
      const endless = 'print("counting")\nn = 0\nwhile True:\n    n += 1\n';
      await page.evaluate((code) => window.qkv.setCode(code), endless);
      await click(page, 'code_run');
      await waitForWidget(page, 'code_progress', 'the panel never said the program is running');
      await waitForWidget(page, 'code_stop', 'no Stop button during the run');
      const during = await getState(page);
      assert(during.running && during.python.can_stop, `during the run: ${JSON.stringify(during.python)}`);
      await reveal(page, 'code_progress');
      await saveScreenshot(page, 'code-panel-running-1280x800.png');
      // The page keeps answering the mouse: the wheel scrolls up to v, and hovering its cells shows each in turn.
      const cells = await reveal(page, 'heatmap:v');
      const hovered = [];
      const drawnBefore = await callModule(page, 'page.js', 'framesDrawn');
      for (const [t, j] of [[0, 0], [1, 2], [2, 5]]) {
        await page.mouse.move(cells.x + cells.width * (j + 0.5) / during.head_size,
                              cells.y + cells.height * (t + 0.5) / during.tokens);
        await frames(page, 3);
        hovered.push(await page.textContent('#selection-mirror'));
      }
      const drawnDuring = await callModule(page, 'page.js', 'framesDrawn') - drawnBefore;
      const hoveredCells = hovered.map((text) => (/^v\[0, \d+, \d+\] = /.exec(text) || ['(none)'])[0]);
      assert(new Set(hoveredCells).size === 3 && !hoveredCells.includes('(none)'),
        `three hovers during the run showed: ${JSON.stringify(hovered)}`);
      assert(drawnDuring >= 3, `only ${drawnDuring} frames were drawn while hovering during the run`);
      assert((await getState(page)).running, 'the endless loop ended on its own');
      await click(page, 'code_stop');
      await page.waitForFunction(() => !window.qkv.getState().running, null, { timeout: SOON_MS });
      const stopped = await getState(page);
      // What it printed before Stop is kept, followed by how long it ran.
      assert(/^counting\nStopped after \d+\.\d s \(Python was restarted\)\.\n$/.test(stopped.code_output),
        `the console after Stop: ${JSON.stringify(stopped.code_output)}`);
      // A fresh worker starts; the lesson's Example then runs as ever.
      const answer = await page.evaluate((code) => window.qkv.run(code), source(EXAMPLES[2]));
      assert(answer.ok, `the Example after Stop: ${JSON.stringify(answer)}`);
      assertEqualText((await getState(page)).code_output, expected(EXAMPLES[2]), 'the Example after Stop');
      console.log(`     ${drawnDuring} frames drawn while hovering during the run; ${stopped.code_output.trim()}`);
    });
  }],

  ['on a phone, a tap on the code opens its keyboard; with the keyboard up, the editor stays in view and takes typing', async () => {
    await withPlayground({ width: 390, height: 844, phone: true, deviceScaleFactor: 2 }, async (page) => {
      const link = await callModule(page, 'page.js', 'widgetRect', 'try_it_link');
      await page.touchscreen.tap(link.x + link.width / 2, link.y + link.height / 2);
      await frames(page, 8);
      const editor = await callModule(page, 'page.js', 'widgetRect', 'code_editor');
      await page.touchscreen.tap(editor.x + editor.width / 2, editor.y + 40);
      await frames(page, 3);
      assert(await focusedElement(page) === 'code-input', 'a tap on the code did not focus the editor');
      // A phone's on-screen keyboard shrinks the viewport the page lays out in.
      await page.setViewportSize({ width: 390, height: 480 });
      await frames(page, 8);
      const shown = await callModule(page, 'page.js', 'widgetRect', 'code_editor');
      assert(shown && shown.y >= 0 && shown.height >= 120 && shown.y + 120 <= 480,
        `with the keyboard up the editor shows ${JSON.stringify(shown)}`);
      await page.keyboard.insertText('# typed on a phone\n');
      await frames(page, 3);
      const state = await getState(page);
      assert(state.code.includes('# typed on a phone\n'), `typing went elsewhere: ${state.code.slice(0, 160)}`);
      await saveScreenshot(page, 'code-panel-phone-keyboard-390x480.png');
    });
  }],

  ['on a phone, typing at the end of a long program keeps the caret\'s line above the keyboard', async () => {
    // Two ways a keyboard takes room: the page's viewport shrinks (setViewportSize), or only the visual viewport
    // does and the page stays (a stand-in window.visualViewport, since headless Chromium has no on-screen keyboard).
    for (const keyboard of ['page', 'visual viewport']) {
      const beforeLoad = keyboard === 'page' ? null : (page) => page.addInitScript(() => {
        const standIn = new EventTarget();
        window.keyboardHeight = 0;
        for (const [name, value] of Object.entries({
          offsetTop: () => 0, offsetLeft: () => 0, pageTop: () => window.scrollY, pageLeft: () => window.scrollX,
          width: () => window.innerWidth, height: () => window.innerHeight - window.keyboardHeight, scale: () => 1,
        })) Object.defineProperty(standIn, name, { get: value });
        Object.defineProperty(window, 'visualViewport', { value: standIn });
      });
      await withPlayground({ width: 390, height: 844, phone: true, deviceScaleFactor: 2, beforeLoad }, async (page) => {
        const link = await callModule(page, 'page.js', 'widgetRect', 'try_it_link');
        await page.touchscreen.tap(link.x + link.width / 2, link.y + link.height / 2);
        await frames(page, 8);
        const tab = await callModule(page, 'page.js', 'widgetRect', 'code_tab_4');
        await page.touchscreen.tap(tab.x + tab.width / 2, tab.y + tab.height / 2);
        await frames(page, 4);
        assert((await getState(page)).example === 4, 'a tap did not open the fourth tab');
        const editor = await callModule(page, 'page.js', 'widgetRect', 'code_editor');
        await page.touchscreen.tap(editor.x + editor.width / 2, editor.y + 40);
        await frames(page, 3);
        assert(await focusedElement(page) === 'code-input', 'a tap on the code did not focus the editor');
        if (keyboard === 'page') {
          await page.setViewportSize({ width: 390, height: 420 });
        } else {
          await page.evaluate(() => { window.keyboardHeight = 424; window.visualViewport.dispatchEvent(new Event('resize')); });
        }
        await frames(page, 8);
        await page.keyboard.press('Control+End');
        for (let line = 1; line <= 8; line += 1) {
          await page.keyboard.insertText(`\nprint("line ${line} typed on a phone")`);
          await frames(page, 4);
          const seen = await caretInSight(page);
          assert(seen.inSight, `${keyboard}: after typed line ${line} the caret's line is out of sight: ${JSON.stringify(seen)}`);
        }
        const state = await getState(page);
        assert(state.code.endsWith('print("line 8 typed on a phone")'), `typing went elsewhere: ${state.code.slice(-120)}`);
        await saveScreenshot(page, `code-panel-phone-caret-${keyboard.replace(' ', '-')}.png`);
      });
    }
  }],

  ['Escape in the editor stops a run and keeps the focus there', async () => {
    await withPlayground({ width: 1280, height: 800 }, async (page) => {
      await click(page, 'code_tab_1');
      await focusEditor(page);
      await page.keyboard.press('Control+End');
      await page.keyboard.type('\nwhile True:\n    pass');
      await page.keyboard.press('Control+Enter');
      await waitForWidget(page, 'code_stop', 'no Stop button during the run');
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !window.qkv.getState().running, null, { timeout: SOON_MS });
      const state = await getState(page);
      assert(/Stopped after/.test(state.code_output), `the console after Escape: ${state.code_output}`);
      const focused = await focusedElement(page);
      assert(focused === 'code-input', `after Escape the focus is on #${focused}`);
    });
  }],

  ['where no worker can start (a sandboxed iframe), code runs on the page\'s thread and the panel says why', async () => {
    const session = await openPlayground({ width: 1280, height: 800, pagePath: 'sandbox-host.html',
      beforeLoad: (page) => page.route('**/sandbox-host.html', (route) => route.fulfill({ contentType: 'text/html',
        body: '<!doctype html><iframe sandbox="allow-scripts" src="index.html" width="1200" height="760"></iframe>' })) });
    try {
      const { page } = session;
      await page.waitForFunction(() => document.querySelector('iframe').contentWindow, null, { timeout: SOON_MS });
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
      await frame.waitForFunction(() => window.qkv && window.qkv.pythonReady, null, { timeout: 30000 });
      await frame.evaluate(() => window.qkv.pythonReady);
      const answer = await frame.evaluate(() => window.qkv.run('print(sum(range(10)))'));
      assert(answer.ok && answer.output === '45\n', `run in the sandboxed iframe: ${JSON.stringify(answer)}`);
      const state = await frame.evaluate(() => window.qkv.getState());
      assert(!state.python.can_stop && /cannot be stopped/.test(state.python.note) && /Web Worker/.test(state.python.note),
        `the runner in the sandboxed iframe: ${JSON.stringify(state.python)}`);
      const endless = await frame.evaluate(() => window.qkv.run('while True:\n    pass'));
      assert(!endless.ok && /TimeoutError/.test(endless.error), `an endless loop on the page's thread: ${endless.error}`);
      const worker = session.problems.filter((problem) => !/Failed to construct 'Worker'|Web Worker/.test(problem));
      assert(worker.length === 0, worker.join('\n'));
    } finally {
      await session.close();
    }
  }],

  ['the header\'s "Try it Yourself" link brings the code to the top, by mouse and on a phone by touch', async () => {
    for (const options of [{ width: 1280, height: 800 }, { width: 390, height: 844, phone: true }]) {
      await withPlayground(options, async (page) => {
        const header = () => callModule(page, 'page.js', 'widgetRect', 'code_header');
        const before = await header();
        assert(!before || before.y > options.height * 0.8, `the code starts on the first screen: ${JSON.stringify(before)}`);
        const link = await callModule(page, 'page.js', 'widgetRect', 'try_it_link');
        assert(link && link.height > 0 && link.y + link.height <= options.height / 3,
               `no link near the top at ${options.width}x${options.height}: ${JSON.stringify(link)}`);
        const [x, y] = [link.x + link.width / 2, link.y + link.height / 2];
        if (options.phone) {
          await page.touchscreen.tap(x, y);
        } else {
          await page.mouse.move(x, y);
          await frames(page, 2);
          await page.mouse.down();
          await frames(page, 2);
          await page.mouse.up();
        }
        await frames(page, 4);
        const after = await header();
        assert(after && after.height > 0 && after.y < options.height / 3,
               `after following the link the code's header is at ${JSON.stringify(after)}`);
        await reveal(page, 'code_run');
        await saveScreenshot(page, `code-panel-link-${options.width}x${options.height}.png`);
      });
    }
  }],

  ['the exercise gives feedback and points at v in the heatmaps', async () => {
    await withPlayground({ width: 1280, height: 800 }, async (page) => {
      await click(page, 'exercise_choice_1');
      await click(page, 'exercise_check');
      await click(page, 'exercise_show');
      await frames(page, 4);
      const heatmap = await callModule(page, 'page.js', 'widgetRect', 'heatmap:v');
      assert(heatmap && heatmap.height > 0, 'the v heatmap was not brought into view');
      const selection = await page.textContent('#selection-mirror');
      assert(/v\[0, 0, 0\]/.test(selection), `the pinned cell is not v[0, 0, 0]: ${selection}`);
      await saveScreenshot(page, 'code-panel-exercise-1280x800.png');
    });
  }],

  ['screenshots at 720x480: the panel is usable in a small iframe', async () => {
    await withPlayground({ width: 720, height: 480 }, async (page) => {
      await reveal(page, 'code_run');
      const { png } = await saveScreenshot(page, 'code-panel-720x480.png');
      const stats = await pixelStats(page, png);
      assert(stats.distinctColours >= 16, `only ${stats.distinctColours} colours`);
      await reveal(page, 'code_console');
      await saveScreenshot(page, 'code-panel-720x480-console.png');
      await reveal(page, 'exercise_show');
      await saveScreenshot(page, 'code-panel-720x480-exercise.png');
    });
  }],
]);

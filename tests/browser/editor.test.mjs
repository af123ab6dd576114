// editor.test.mjs — the code panel's CodeMirror editor (editor=codemirror), typed into as a learner would: Python
// indentation and closing brackets, Ctrl+Enter runs, completion offers only names the playground supports, an
// error's line is marked in the gutter, underlined and said to screen readers, and cleared by an edit; Escape
// stops a run, Escape then Tab leaves; it loads after the first frame without losing what was typed meanwhile;
// it works under the strict CSP and on a phone. Screenshots at 1280x800 and 390x844, light and dark.
import {
  openPlayground, waitReady, waitPython, saveScreenshot, runChecks, assert, frames, revealWidget as reveal,
  callModule,
} from './harness.mjs';

const getState = (page) => page.evaluate(() => window.qkv.getState());
const editorLoaded = (page) => page.waitForFunction(() => document.querySelector('#code-editor.codemirror .cm-content'),
  null, { timeout: 20000 });

async function withEditor(options, body) {
  const session = await openPlayground({ width: 1280, height: 800, ...options,
    query: `?editor=codemirror${options.query || ''}` });
  try {
    await waitReady(session.page);
    await waitPython(session.page);
    await editorLoaded(session.page);
    await frames(session.page, 5);
    await body(session.page, session);
    assert(session.problems.length === 0, session.problems.join('\n'));
  } finally {
    await session.close();
  }
}

// Clicks into the editor where the panel shows it: the element there must belong to the editor named "code".
async function focusEditor(page) {
  const rect = await reveal(page, 'code_editor');
  const x = rect.x + rect.width / 2, y = rect.y + Math.min(rect.height / 2, 40);
  const inEditor = await page.evaluate(([px, py]) => !!document.elementFromPoint(px, py).closest('#code-input'), [x, y]);
  assert(inEditor, 'the editor is not on top at the panel\'s editor rectangle');
  await page.mouse.click(x, y);
}

// Empties the open tab and puts the caret in the editor.
async function emptyEditor(page) {
  await focusEditor(page);
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await frames(page, 2);
}

await runChecks('editor', [
  ['the editable element is CodeMirror\'s, named for code and described by the error status', async () => {
    await withEditor({}, async (page) => {
      const seen = await page.evaluate(() => {
        const input = document.querySelector('#code-input');
        return { editable: input.contentEditable, label: input.getAttribute('aria-label'),
                 describedBy: input.getAttribute('aria-describedby'), textareaShown: !!document.querySelector('textarea:not([hidden])#code-input') };
      });
      assert(seen.editable === 'true', `#code-input is not editable: ${JSON.stringify(seen)}`);
      assert(/code/i.test(seen.label), `accessible name: ${seen.label}`);
      assert(seen.describedBy === 'code-error-status', `aria-describedby: ${seen.describedBy}`);
    });
  }],

  ['for i in range(3):, Enter, print(i indents and closes the bracket; Ctrl+Enter prints 0 1 2', async () => {
    await withEditor({}, async (page) => {
      await emptyEditor(page);
      await page.keyboard.type('for i in range(3):');
      await page.keyboard.press('Enter');
      await page.keyboard.type('print(i');
      await frames(page, 2);
      const code = (await getState(page)).code;
      assert(code === 'for i in range(3):\n    print(i)', `getState().code is ${JSON.stringify(code)}`);
      await page.keyboard.press('Control+Enter');
      await page.waitForFunction(() => !window.qkv.getState().running && window.qkv.getState().code_output, null,
        { timeout: 10000 });
      const output = (await getState(page)).code_output;
      assert(output === '0\n1\n2\n', `the run printed ${JSON.stringify(output)}`);
      await saveScreenshot(page, 'editor-typed-1280x800.png');
    });
  }],

  ['a return dedents the next line; Tab and Shift+Tab indent a selection; Ctrl+/ comments it', async () => {
    await withEditor({}, async (page) => {
      await emptyEditor(page);
      await page.keyboard.type('def f():');
      await page.keyboard.press('Enter');
      await page.keyboard.type('return 1');
      await page.keyboard.press('Enter');
      await page.keyboard.type('x = f()');
      await frames(page, 2);
      const code = (await getState(page)).code;
      assert(code === 'def f():\n    return 1\nx = f()', `after return: ${JSON.stringify(code)}`);
      await page.keyboard.press('Control+a');
      await page.keyboard.press('Tab');
      await frames(page, 2);
      const indented = (await getState(page)).code;
      assert(indented === '    def f():\n        return 1\n    x = f()', `Tab on a selection: ${JSON.stringify(indented)}`);
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Control+/');
      await frames(page, 2);
      const commented = (await getState(page)).code;
      assert(commented.split('\n').every((line) => line.startsWith('# ')), `Ctrl+/: ${JSON.stringify(commented)}`);
    });
  }],

  ['torch.sof opens a completion listbox offering softmax, and no name the playground lacks', async () => {
    await withEditor({}, async (page) => {
      await emptyEditor(page);
      await page.keyboard.type('import torch\ntorch.sof');
      await page.waitForSelector('#code-editor [role=listbox] [role=option]', { timeout: 5000 });
      const options = await page.evaluate(() => [...document.querySelectorAll('#code-editor [role=listbox] [role=option]')]
        .map((option) => option.textContent));
      assert(options.includes('softmax'), `offered ${JSON.stringify(options)}`);
      await saveScreenshot(page, 'editor-completion-1280x800.png');
      await page.keyboard.press('Escape');
      await page.keyboard.type('\ntorch.st');
      await page.waitForSelector('#code-editor [role=option]', { timeout: 5000 });
      const more = await page.evaluate(() => [...document.querySelectorAll('#code-editor [role=option]')]
        .map((option) => option.textContent));
      // torch.stft exists in PyTorch but not here: never offered (torch.std and torch.stack are).
      assert(!more.includes('stft') && more.includes('stack'), `offered after torch.st: ${JSON.stringify(more)}`);
    });
  }],

  ['an error on line 2 marks line 2 in the gutter, underlines it, says it with its line; an edit clears it', async () => {
    await withEditor({}, async (page) => {
      await emptyEditor(page);
      await page.keyboard.type('x = 1\nprint(y)');
      await page.keyboard.press('Control+Enter');
      await page.waitForFunction(() => window.qkv.getState().code_output.includes('NameError'), null, { timeout: 10000 });
      await frames(page, 3);
      const marked = await page.evaluate(() => {
        const view = document.querySelector('#code-editor .cm-editor');
        const markers = [...view.querySelectorAll('.cm-gutter-lint .cm-gutterElement')]
          .filter((element) => element.querySelector('.cm-lint-marker-error'));
        const lineTops = [...view.querySelectorAll('.cm-content .cm-line')].map((line) => line.getBoundingClientRect().top);
        return { markerLines: markers.map((marker) => lineTops.findIndex((top) => Math.abs(top - marker.getBoundingClientRect().top) < 3) + 1),
                 underlined: [...view.querySelectorAll('.cm-lintRange-error')].map((range) => range.textContent),
                 status: document.querySelector('#code-error-status').textContent };
      });
      assert(JSON.stringify(marked.markerLines) === '[2]', `gutter marks on lines ${JSON.stringify(marked.markerLines)}`);
      assert(marked.underlined.join('') === 'print(y)', `underlined: ${JSON.stringify(marked.underlined)}`);
      assert(/^Error on line 2: NameError: name 'y' is not defined/.test(marked.status), `said: ${marked.status}`);
      await saveScreenshot(page, 'editor-error-1280x800.png');
      await page.keyboard.type(' ');
      await frames(page, 3);
      const cleared = await page.evaluate(() => ({
        marks: document.querySelectorAll('#code-editor .cm-lint-marker-error, #code-editor .cm-lintRange-error').length,
        status: document.querySelector('#code-error-status').textContent }));
      assert(cleared.marks === 0 && cleared.status === '', `after an edit: ${JSON.stringify(cleared)}`);
    });
  }],

  ['Escape stops a run and keeps the focus; Escape then Tab leaves the editor for the canvas', async () => {
    await withEditor({}, async (page) => {
      await emptyEditor(page);
      await page.keyboard.type('while True:\npass');
      await page.keyboard.press('Control+Enter');
      await page.waitForFunction(() => window.qkv.getState().running, null, { timeout: 5000 });
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !window.qkv.getState().running, null, { timeout: 5000 });
      assert(/Stopped after/.test((await getState(page)).code_output), 'the run was not stopped');
      assert(await page.evaluate(() => document.activeElement.id) === 'code-input', 'Escape moved the focus');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Tab');
      await frames(page, 3);
      const left = await page.evaluate(() => document.activeElement.id);
      const focus = await callModule(page, 'keyboard.js', 'keyboardFocus');
      assert(left === 'canvas' && focus && focus.name, `after Escape, Tab: #${left}, ${JSON.stringify(focus)}`);
    });
  }],

  ['what is typed before CodeMirror arrives is kept, and setCode reaches it', async () => {
    const session = await openPlayground({ width: 1280, height: 800, query: '?editor=codemirror',
      beforeLoad: (page) => page.route('**/code-editor-cm.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 6000));
        await route.continue();
      }) });
    try {
      const { page } = session;
      await waitReady(page, 30000, { python: false });
      await page.evaluate(() => window.qkv.setCode('a = 1'));
      await frames(page, 2);
      const waiting = await page.evaluate(() => !!document.querySelector('textarea#code-input') && !document.querySelector('.cm-editor'));
      assert(waiting, 'CodeMirror was there before its delayed load');
      await reveal(page, 'code_editor');
      await page.waitForFunction(() => !document.querySelector('#code-editor').hidden);
      const box = await page.evaluate(() => {
        const { x, y, width } = document.querySelector('textarea#code-input').getBoundingClientRect();
        return { x: x + width / 2, y: y + 20 };
      });
      await page.mouse.click(box.x, box.y);
      assert(await page.evaluate(() => document.activeElement.tagName) === 'TEXTAREA', 'the text box has not the focus');
      await page.keyboard.press('Control+End');
      await page.keyboard.type('\nb = 2');
      await editorLoaded(page);
      await frames(page, 3);
      const seen = await page.evaluate(() => ({ code: window.qkv.getState().code,
        shown: document.querySelector('#code-editor .cm-content').textContent, focused: document.activeElement.id }));
      assert(seen.code === 'a = 1\nb = 2' && seen.shown === 'a = 1b = 2', `after the swap: ${JSON.stringify(seen)}`);
      assert(seen.focused === 'code-input', `the focus after the swap: #${seen.focused}`);
      await page.evaluate(() => window.qkv.setCode('c = 3'));
      await frames(page, 3);
      const shown = await page.evaluate(() => document.querySelector('#code-editor .cm-content').textContent);
      assert(shown === 'c = 3', `after setCode: ${shown}`);
      assert(session.problems.length === 0, session.problems.join('\n'));
    } finally {
      await session.close();
    }
  }],

  ['under the strict CSP the editor loads, styled, without a console error', async () => {
    await withEditor({ csp: true }, async (page) => {
      const styled = await page.evaluate(() => getComputedStyle(document.querySelector('.cm-editor')).display);
      assert(styled === 'flex', `CodeMirror's own styles did not apply (display ${styled})`);
    });
  }],

  ['readonly=1 keeps the code from being changed', async () => {
    await withEditor({ query: '&readonly=1' }, async (page) => {
      const before = (await getState(page)).code;
      await focusEditor(page);
      await page.keyboard.type('zzz');
      await frames(page, 2);
      assert((await getState(page)).code === before, 'typing changed read-only code');
    });
  }],

  ['screenshots: desktop and phone, light and dark', async () => {
    for (const theme of ['light', 'dark']) {
      await withEditor({ query: `&theme=${theme}` }, async (page) => {
        await reveal(page, 'code_editor');
        await saveScreenshot(page, `editor-${theme}-1280x800.png`);
      });
      await withEditor({ width: 390, height: 844, phone: true, query: `&theme=${theme}` }, async (page) => {
        await focusEditor(page);
        await page.keyboard.press('Control+End');
        await page.keyboard.type('\nfor i in range(2):\nprint(i');
        await frames(page, 3);
        const code = (await getState(page)).code;
        assert(code.endsWith('for i in range(2):\n    print(i)'), `typing on the phone: ${JSON.stringify(code.slice(-60))}`);
        await saveScreenshot(page, `editor-${theme}-390x844.png`);
      });
    }
  }],
]);

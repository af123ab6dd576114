// editor.test.mjs — the code panel's CodeMirror editor (the default), typed into as a learner would: Python
// indentation and closing brackets, Ctrl+Enter runs, completion offers only names the playground supports, an
// error's line is marked in the gutter, underlined and said to screen readers, and cleared by an edit; Escape
// stops a run, Escape then Tab leaves; it loads after the first frame without losing what was typed meanwhile;
// it works under the strict CSP (its styles in constructed stylesheets of its shadow root) and on a phone; "What
// runs here" links to the licences of its packages; nothing over the canvas leaves a part of it undrawn.
// Screenshots at 1280x800 and 390x844, light and dark. The view lies in a shadow root: Playwright's selectors
// (page.$eval, waitForSelector) reach into it, document.querySelector does not.
import fs from 'node:fs';
import path from 'node:path';
import {
  openPlayground, repoRoot, webDir, waitReady, waitPython, saveScreenshot, assertNoHoles, runChecks, assert, frames, revealWidget as reveal,
  callModule, elementAt, waitForPage, editorText, focusedElement, waitEditor as editorLoaded, clickWidget as click, SOON_MS,
  focusCodeEditor as focusEditor,
} from './harness.mjs';

const getState = (page) => page.evaluate(() => window.qkv.getState());
// The description a screen reader hears for the editable element, as Chromium computes it (its accessibility tree).
async function accessibleDescription(page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const editor = nodes.find((node) => node.role && node.role.value === 'textbox' && node.name &&
    /code/i.test(node.name.value || ''));
  return editor ? { name: editor.name.value, description: editor.description ? editor.description.value : '' } : null;
}

async function withEditor(options, body) {
  const session = await openPlayground({ width: 1280, height: 800, ...options,
    query: options.query ? `?${options.query}` : '' });
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

// Empties the open tab and puts the caret in the editor.
async function emptyEditor(page) {
  await focusEditor(page);
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await waitForPage(page, () => window.qkv.getState().code === '');
}

await runChecks('editor', [
  ['the built site carries the licence notice of every package bundled into the editor', async () => {
    const notices = fs.readFileSync(path.join(webDir, 'third-party-notices.txt'), 'utf8');
    const bundle = fs.readFileSync(path.join(webDir, 'code-editor-cm.js'), 'utf8');
    const wanted = Object.keys(JSON.parse(fs.readFileSync(path.join(repoRoot, 'tools/editor/package.json'), 'utf8'))
      .dependencies).filter((name) => name !== 'esbuild').concat(['style-mod', 'crelt', 'w3c-keyname', '@lezer/lr']);
    for (const name of wanted) {
      assert(new RegExp(`^${name.replace('/', '\\/')} \\S+ \\(licence: MIT\\)$`, 'm').test(notices),
        `third-party-notices.txt has no notice for ${name}`);
    }
    const licences = notices.match(/Permission is hereby granted, free of charge/g) || [];
    assert(licences.length >= wanted.length, `only ${licences.length} licence texts for ${wanted.length} packages`);
    assert(bundle.includes('third-party-notices.txt'), 'the bundle does not point to its notices');
  }],

  ['"What runs here" links to the licences: the page opens third-party-notices.txt, which the server has', async () => {
    const session = await openPlayground({ beforeLoad: (page) => page.addInitScript(() => {
      window.opened = [];
      window.open = (url, target, features) => { window.opened.push({ url, target, features }); return null; };
    }) });
    try {
      const { page } = session;
      await waitReady(page);
      // The list comes after the first frame, without holding up `ready` (web/page.js).
      await page.waitForFunction(() => window.qkv.startMarks.whatRunsHere, null, { timeout: 30000 });
      await click(page, 'code_what_runs_here');
      await click(page, 'licences_link');
      await waitForPage(page, () => window.opened.length > 0);
      const [opened] = await page.evaluate(() => window.opened);
      assert(new URL(opened.url).pathname.endsWith('/third-party-notices.txt') && opened.target === '_blank' &&
             /noopener/.test(opened.features), `opened ${JSON.stringify(opened)}`);
      const text = await page.evaluate((url) => fetch(url).then((response) => (response.ok ? response.text() : '')),
        opened.url);
      assert(/codemirror/i.test(text) && /licence: MIT/.test(text), 'the link does not lead to the notices');
      assert(session.problems.length === 0, session.problems.join('\n'));
    } finally {
      await session.close();
    }
  }],


  ['the editable element is CodeMirror\'s, named for code and described by the error status', async () => {
    await withEditor({}, async (page) => {
      const seen = await page.$eval('#code-input', (input) => ({
        editable: input.contentEditable, label: input.getAttribute('aria-label'),
        describedBy: input.getAttribute('aria-describedby'),
        describer: !!input.getRootNode().getElementById(input.getAttribute('aria-describedby')) }));
      assert(seen.editable === 'true', `#code-input is not editable: ${JSON.stringify(seen)}`);
      assert(/code/i.test(seen.label), `accessible name: ${seen.label}`);
      assert(seen.describedBy === 'code-error-status' && seen.describer,
        `aria-describedby names no element of the editor's own tree: ${JSON.stringify(seen)}`);
      const textareas = await page.evaluate(() => [...document.querySelectorAll('textarea')].filter((t) => !t.hidden).length);
      assert(textareas === 0, 'the text box still shows beside CodeMirror');
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
      await waitForPage(page, () => !window.qkv.getState().running && window.qkv.getState().code_output);
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
      assert(code === 'def f():\n    return 1\nx = f()',
        `after return: ${JSON.stringify(code)} (the focus on #${await focusedElement(page)})`);
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

  ['each tab keeps its own undo history: Ctrl+Z after switching tabs and back undoes only that tab\'s edits', async () => {
    await withEditor({}, async (page) => {
      const typeAtEnd = async (text) => {
        await focusEditor(page);
        await page.keyboard.press('Control+End');
        await page.keyboard.type(text);
        await frames(page, 2);
      };
      await click(page, 'code_tab_1');
      const first = (await getState(page)).code;
      await typeAtEnd('\n# typed in the first tab');
      await click(page, 'code_tab_2');
      const second = (await getState(page)).code;
      assert(second !== first, 'the second tab shows the first tab\'s code');
      await typeAtEnd('\n# typed in the second tab');
      await click(page, 'code_tab_1');
      assert((await getState(page)).code === `${first}\n# typed in the first tab`, 'the first tab lost its edit');
      await focusEditor(page);
      for (let i = 0; i < 6; i += 1) await page.keyboard.press('Control+z');
      await frames(page, 2);
      const undone = (await getState(page)).code;
      assert(undone === first, `Ctrl+Z in the first tab gave ${JSON.stringify(undone.slice(-80))}`);
      await page.keyboard.press('Control+Shift+z');
      await frames(page, 2);
      assert((await getState(page)).code.endsWith('# typed in the first tab'), 'Ctrl+Shift+Z did not redo the edit');
      await click(page, 'code_tab_2');
      const kept = (await getState(page)).code;
      assert(kept === `${second}\n# typed in the second tab`, `the second tab after undo in the first: ${JSON.stringify(kept.slice(-80))}`);
      await focusEditor(page);
      for (let i = 0; i < 6; i += 1) await page.keyboard.press('Control+z');
      await frames(page, 2);
      assert((await getState(page)).code === second, 'Ctrl+Z in the second tab did not undo its own edit');
    });
  }],

  ['torch.sof opens a completion listbox offering softmax, and no name the playground lacks', async () => {
    await withEditor({}, async (page) => {
      await emptyEditor(page);
      await page.keyboard.type('import torch\ntorch.sof');
      await page.waitForSelector('#code-editor [role=listbox] [role=option]', { timeout: SOON_MS });
      const options = await page.$$eval('#code-editor [role=listbox] [role=option]',
        (found) => found.map((option) => option.textContent));
      assert(options.includes('softmax'), `offered ${JSON.stringify(options)}`);
      await saveScreenshot(page, 'editor-completion-1280x800.png');
      await page.keyboard.press('Escape');
      await page.keyboard.type('\ntorch.st');
      await page.waitForSelector('#code-editor [role=option]', { timeout: SOON_MS });
      const more = await page.$$eval('#code-editor [role=option]', (found) => found.map((option) => option.textContent));
      // torch.stft exists in PyTorch but not here: never offered (torch.std and torch.stack are).
      assert(!more.includes('stft') && more.includes('stack'), `offered after torch.st: ${JSON.stringify(more)}`);
    });
  }],

  ['an error on line 2 marks line 2 in the gutter, underlines it, says it with its line; an edit clears it', async () => {
    await withEditor({}, async (page) => {
      await emptyEditor(page);
      await page.keyboard.type('x = 1\nprint(y)');
      const typed = await editorText(page);
      assert(typed === 'x = 1\nprint(y)', `typed into the editor: ${JSON.stringify(typed)}, focus on #${await focusedElement(page)}`);
      await page.keyboard.press('Control+Enter');
      await waitForPage(page, () => window.qkv.getState().code_output.includes('NameError'));
      await frames(page, 3);
      const marked = await page.$eval('#code-editor .cm-editor', (view) => {
        const markers = [...view.querySelectorAll('.cm-gutter-lint .cm-gutterElement')]
          .filter((element) => element.querySelector('.cm-lint-marker-error'));
        const lineTops = [...view.querySelectorAll('.cm-content .cm-line')].map((line) => line.getBoundingClientRect().top);
        return { markerLines: markers.map((marker) => lineTops.findIndex((top) => Math.abs(top - marker.getBoundingClientRect().top) < 3) + 1),
                 underlined: [...view.querySelectorAll('.cm-lintRange-error')].map((range) => range.textContent),
                 status: view.getRootNode().getElementById('code-error-status').textContent };
      });
      assert(JSON.stringify(marked.markerLines) === '[2]', `gutter marks on lines ${JSON.stringify(marked.markerLines)}`);
      assert(marked.underlined.join('') === 'print(y)', `underlined: ${JSON.stringify(marked.underlined)}`);
      assert(/^Error on line 2: NameError: name 'y' is not defined/.test(marked.status), `said: ${marked.status}`);
      const heard = await accessibleDescription(page);
      assert(heard && /^Error on line 2: NameError/.test(heard.description),
        `the editable element's accessible description: ${JSON.stringify(heard)}`);
      await saveScreenshot(page, 'editor-error-1280x800.png');
      await page.keyboard.type(' ');
      await frames(page, 3);
      const cleared = await page.$eval('#code-editor .cm-editor', (view) => ({
        marks: view.querySelectorAll('.cm-lint-marker-error, .cm-lintRange-error').length,
        status: view.getRootNode().getElementById('code-error-status').textContent }));
      assert(cleared.marks === 0 && cleared.status === '', `after an edit: ${JSON.stringify(cleared)}`);
    });
  }],

  ['Escape stops a run and keeps the focus; Escape then Tab leaves the editor for the canvas', async () => {
    await withEditor({}, async (page) => {
      await emptyEditor(page);
      await page.keyboard.type('while True:\npass');
      await page.keyboard.press('Control+Enter');
      await waitForPage(page, () => window.qkv.getState().running);
      await page.keyboard.press('Escape');
      await waitForPage(page, () => !window.qkv.getState().running);
      assert(/Stopped after/.test((await getState(page)).code_output), 'the run was not stopped');
      assert(await focusedElement(page) === 'code-input', 'Escape moved the focus');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Tab');
      await frames(page, 3);
      const left = await focusedElement(page);
      const focus = await callModule(page, 'keyboard.js', 'keyboardFocus');
      assert(left === 'canvas' && focus && focus.name, `after Escape, Tab: #${left}, ${JSON.stringify(focus)}`);
    });
  }],

  ['what is typed before CodeMirror arrives is kept, and setCode reaches it', async () => {
    let release;  // CodeMirror's module is held back until the typing is done, however slow the machine
    const held = new Promise((resolve) => { release = resolve; });
    const session = await openPlayground({ width: 1280, height: 800,
      beforeLoad: (page) => page.route('**/code-editor-cm.js', async (route) => {
        await held;
        await route.continue();
      }) });
    try {
      const { page } = session;
      await waitReady(page, 30000, { python: false });
      await page.evaluate(() => window.qkv.setCode('a = 1'));
      await frames(page, 2);
      const waiting = await page.evaluate(() => !!document.querySelector('textarea#code-input') &&
        !document.querySelector('#code-editor .code-mirror-host'));
      assert(waiting, 'CodeMirror was there before its delayed load');
      await reveal(page, 'code_editor');
      await page.waitForFunction(() => !document.querySelector('#code-editor').hidden);
      await focusEditor(page);
      await page.keyboard.press('Control+End');
      await page.keyboard.type('\nb = 2');
      release();
      await editorLoaded(page);
      await frames(page, 3);
      const seen = { code: (await getState(page)).code, focused: await focusedElement(page),
        shown: await page.$eval('#code-editor .cm-content', (content) => content.textContent) };
      assert(seen.code === 'a = 1\nb = 2' && seen.shown === 'a = 1b = 2', `after the swap: ${JSON.stringify(seen)}`);
      assert(seen.focused === 'code-input', `the focus after the swap: #${seen.focused}`);
      await page.evaluate(() => window.qkv.setCode('c = 3'));
      await frames(page, 3);
      const shown = await page.$eval('#code-editor .cm-content', (content) => content.textContent);
      assert(shown === 'c = 3', `after setCode: ${shown}`);
      assert(session.problems.length === 0, session.problems.join('\n'));
    } finally {
      release();
      await session.close();
    }
  }],

  ['under the strict CSP (no unsafe-inline) the editor loads, styled by CodeMirror and by the page, in both themes', async () => {
    await withEditor({ csp: true }, async (page) => {
      for (const theme of ['light', 'dark']) {
        await page.evaluate((name) => window.qkv.setView({ theme: name }), theme);
        await frames(page, 3);
        const seen = await page.$eval('#code-editor .cm-editor', (view) => {
          const wrapper = document.querySelector('#code-editor');
          const probe = document.createElement('span');
          probe.style.color = getComputedStyle(wrapper).getPropertyValue('--code-gutter-background');
          wrapper.append(probe);
          const wanted = getComputedStyle(probe).color;
          probe.remove();
          return { display: getComputedStyle(view).display, wanted,
                   gutters: getComputedStyle(view.querySelector('.cm-gutters')).backgroundColor,
                   styleElements: document.querySelectorAll('style').length + view.getRootNode().querySelectorAll('style').length };
        });
        assert(seen.display === 'flex', `${theme}: CodeMirror's own styles did not apply (display ${seen.display})`);
        assert(seen.gutters === seen.wanted, `${theme}: the page's rules did not apply: gutters ${seen.gutters}, theme ${seen.wanted}`);
        assert(seen.styleElements === 0, `${theme}: ${seen.styleElements} <style> elements (the policy refuses them)`);
      }
    });
  }],

  ['the plain text box (editor=plain) works under the strict CSP: coloured, typed into, run', async () => {
    const session = await openPlayground({ width: 1280, height: 800, csp: true, query: '?editor=plain' });
    try {
      const { page } = session;
      await waitReady(page);
      await page.waitForFunction(() => document.querySelector('#code-editor').classList.contains('coloured'));
      await focusEditor(page);
      await page.keyboard.press('Control+a');
      await page.keyboard.type('print(6 * 7)');
      await waitForPage(page, () => document.querySelector('textarea#code-input').value === 'print(6 * 7)');
      await page.keyboard.press('Control+Enter');
      await waitForPage(page, () => !window.qkv.getState().running && window.qkv.getState().code_output === '42\n');
      const seen = await page.evaluate(() => ({ codeMirror: !!document.querySelector('#code-editor .code-mirror-host'),
        spans: document.querySelectorAll('#code-editor .code-colours span').length }));
      assert(!seen.codeMirror && seen.spans > 0, `the plain box: ${JSON.stringify(seen)}`);
      assert(session.problems.length === 0, session.problems.join('\n'));
    } finally {
      await session.close();
    }
  }],

  ['when CodeMirror cannot load, the plain text box stays, coloured, and takes typing', async () => {
    const session = await openPlayground({ width: 1280, height: 800,
      beforeLoad: (page) => page.route('**/code-editor-cm.js', (route) => route.abort()) });
    try {
      const { page } = session;
      await waitReady(page);
      await page.waitForFunction(() => document.querySelector('#code-editor').classList.contains('coloured'), null,
        { timeout: SOON_MS });
      await focusEditor(page);
      await page.keyboard.press('Control+End');
      await page.keyboard.type('\nprint("typed")');
      await frames(page, 2);
      assert((await getState(page)).code.endsWith('\nprint("typed")'), 'typing into the text box did not reach the app');
      // The refused request itself is reported twice (as a failed request and as the browser's console line).
      const unexpected = session.problems.filter((problem) => !problem.includes('code-editor-cm.js') &&
        problem !== 'console error: Failed to load resource: net::ERR_FAILED');
      assert(unexpected.length === 0, unexpected.join('\n'));
    } finally {
      await session.close();
    }
  }],

  ['readonly=1 keeps the code from being changed', async () => {
    await withEditor({ query: 'readonly=1' }, async (page) => {
      const before = (await getState(page)).code;
      await focusEditor(page);
      await page.keyboard.type('zzz');
      await frames(page, 2);
      assert((await getState(page)).code === before, 'typing changed read-only code');
    });
  }],

  ['screenshots: desktop and phone, light and dark', async () => {
    for (const theme of ['light', 'dark']) {
      await withEditor({ query: `theme=${theme}` }, async (page) => {
        await reveal(page, 'code_editor');
        const { png } = await saveScreenshot(page, `editor-${theme}-1280x800.png`);
        await assertNoHoles(page, png, `${theme}, 1280x800`);
        await focusEditor(page);
        await page.keyboard.press('Control+f');  // the search panel, sticky as the gutter is
        await frames(page, 3);
        const search = await saveScreenshot(page, `editor-search-${theme}-1280x800.png`);
        await assertNoHoles(page, search.png, `${theme}, 1280x800, searching`);
      });
      await withEditor({ width: 390, height: 844, phone: true, query: `theme=${theme}` }, async (page) => {
        await focusEditor(page);
        await page.keyboard.press('Control+End');
        await page.keyboard.type('\nfor i in range(2):\nprint(i');
        await frames(page, 3);
        const code = (await getState(page)).code;
        assert(code.endsWith('for i in range(2):\n    print(i)'), `typing on the phone: ${JSON.stringify(code.slice(-60))}`);
        const { png } = await saveScreenshot(page, `editor-${theme}-390x844.png`);
        await assertNoHoles(page, png, `${theme}, 390x844`);
      });
    }
  }],
]);

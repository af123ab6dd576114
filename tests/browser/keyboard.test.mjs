// keyboard.test.mjs — the playground with a keyboard only: no mouse event and no window.qkv setter is used to drive
// it (the page's state is only read). Tab must reach every control the page draws, in reading order and back,
// and leave the canvas at both ends; each kind of control must work from the keys; a heatmap cell is chosen with
// the arrow keys; the code editor is a stop of its own; the reset popup keeps Tab inside; an embedded playground
// takes Tab from its host page. Expected numbers come from `qkv print` / `qkv dump` (oracle.mjs).
import {
  openPlayground, waitReady, saveScreenshot, runChecks, assert, frames, callModule, editorText, focusedElement, waitEditor, SOON_MS,
} from './harness.mjs';
import { expectedOutput, runCli } from './oracle.mjs';


// page.keyboard.press sends key-down and key-up back to back, inside one frame: the app must still see it.
async function press(page, key) {
  await page.keyboard.press(key);
  await frames(page, 2);
}

// Where the keyboard is: the page element with the browser's focus (the code editor's lies in a shadow root) and
// the control with ImGui's.
const where = async (page) => ({
  element: await focusedElement(page),
  focus: await callModule(page, 'keyboard.js', 'keyboardFocus'),
});
const getState = (page) => page.evaluate(() => window.qkv.getState());
const consoleLines = (page) => page.evaluate(() =>
  document.querySelector('#output-mirror').textContent.trimEnd().split('\n'));

// Presses Tab (or Shift+Tab) until the control `name` has the focus.
async function tabTo(page, name, key = 'Tab', limit = 120) {
  for (let i = 0; i < limit; i += 1) {
    const now = await where(page);
    if (now.element === 'canvas' && now.focus && now.focus.name === name) return now;
    await press(page, key);
  }
  throw new Error(`${key} never reached ${name}`);
}

// Walks the whole Tab order from the page's start: the stops in order, the code editor included.
async function walk(page, key) {
  const stops = [];
  for (let i = 0; i < 200; i += 1) {
    await press(page, key);
    const now = await where(page);
    if (now.element === 'code-input') {
      stops.push('code_editor');
      await press(page, 'Escape');  // then Tab leaves the editor instead of indenting
      continue;
    }
    if (now.element !== 'canvas') return { stops, leftTo: now.element };
    assert(now.focus.visible, `the keyboard highlight is off on ${now.focus.name || now.focus.label}`);
    stops.push(now.focus.name || `(${now.focus.label || 'unnamed'})`);
  }
  throw new Error(`${key} never left the canvas: ${stops.slice(-10).join(', ')}`);
}

async function withPlayground(options, body) {
  const session = await openPlayground(options);
  try {
    if (!options.pagePath) {
      await waitReady(session.page);
      await waitEditor(session.page);
      await frames(session.page, 5);
    }
    await body(session.page);
    assert(session.problems.length === 0, `page problems:\n${session.problems.join('\n')}`);
  } finally {
    await session.close();
  }
}

async function expectConsoleMatchesOracle(page, what) {
  const state = await getState(page);
  const lines = await consoleLines(page);
  const expected = expectedOutput(state);
  assert(JSON.stringify(lines) === JSON.stringify(expected),
    `${what}: the console does not match qkv print for ${JSON.stringify(state)}\n  got:      ${JSON.stringify(lines)}` +
    `\n  expected: ${JSON.stringify(expected)}`);
}

await runChecks('keyboard', [
  ['Tab reaches every enabled control in reading order, Shift+Tab walks back, both ends leave the canvas', () =>
    withPlayground({}, async (page) => {
      const forward = await walk(page, 'Tab');
      assert(forward.leftTo === 'lesson-picker', `Tab after the last control went to ${forward.leftTo}`);
      const controls = await page.evaluate(async () => {
        const { widgetNames, widgetRect } = await import(new URL('page.js', location.href).href);
        return widgetNames().filter((name) => widgetRect(name).control && widgetRect(name).enabled);
      });
      assert(controls.length >= 30, `only ${controls.length} named controls were drawn`);
      const missed = controls.filter((name) => !forward.stops.includes(name));
      assert(missed.length === 0, `Tab never reached: ${missed.join(', ')}`);
      // Reading order: the header, then the settings from the top, then the main panel from the top.
      const order = ['theme_light', 'theme_dark', 'seed', 'seed_text', 'tokens.minus', 'tokens', 'tokens.plus',
        'n_embd', 'n_head', 'bias', 'scale_per_matrix', 'heatmap:x', 'heatmap:W_q', 'heatmap:q', 'heatmap:v',
        'code_tab_1', 'code_run', 'code_editor', 'exercise_choice_1'];
      const positions = order.map((name) => forward.stops.indexOf(name));
      assert(positions.every((position, i) => position >= 0 && (i === 0 || position > positions[i - 1])),
        `out of reading order: ${order.map((name, i) => `${name}@${positions[i]}`).join(' ')}`);
      const focus = await callModule(page, 'keyboard.js', 'keyboardFocus');
      assert(forward.stops.length === focus.stops, `${forward.stops.length} stops walked, ${focus.stops} listed`);
      const backward = await walk(page, 'Shift+Tab');
      assert(backward.leftTo !== 'canvas' && backward.leftTo !== 'code-input', `Shift+Tab ended on ${backward.leftTo}`);
      assert(JSON.stringify(backward.stops) === JSON.stringify([...forward.stops].reverse()),
        `Shift+Tab is not Tab reversed:\n  ${backward.stops.join(', ')}`);
    })],

  ['every kind of control works from the keys, and the console follows the oracle', () =>
    withPlayground({}, async (page) => {
      const lesson = await getState(page);
      await tabTo(page, 'tokens.plus');
      await press(page, 'Space');
      let state = await getState(page);
      assert(state.tokens === lesson.tokens + 1, `Space on + gave tokens = ${state.tokens}`);
      await tabTo(page, 'n_embd');  // a slider: Space starts editing, the arrows change it, Space ends
      await press(page, 'Space');
      await press(page, 'ArrowRight');
      await press(page, 'Space');
      state = await getState(page);
      assert(state.n_embd > lesson.n_embd, `the arrow key left n_embd at ${state.n_embd}`);
      // Screen readers hear the focused control and its value.
      const spoken = await page.evaluate(() => document.querySelector('#focus-mirror').textContent);
      assert(spoken === `n_embd slider, ${state.n_embd}`, `the focus mirror says "${spoken}"`);
      await tabTo(page, 'bias');
      await press(page, 'Space');
      assert((await getState(page)).bias === !lesson.bias, 'Space did not toggle bias');
      await tabTo(page, 'seed_text', 'Shift+Tab');  // a text field takes typing; Enter applies it
      await press(page, 'Enter');
      await page.keyboard.press('Control+A');
      await page.keyboard.type('1337');
      await press(page, 'Enter');
      await frames(page, 3);
      state = await getState(page);
      assert(String(state.seed) === '1337', `typing 1337 in the seed field gave seed ${state.seed}`);
      await expectConsoleMatchesOracle(page, 'after the keyboard edits');
      await saveScreenshot(page, 'keyboard-settings.png');
      await tabTo(page, 'theme_dark', 'Shift+Tab');
      await press(page, 'Space');
      assert((await page.evaluate(() => window.qkv.getView().theme)) === 'dark', 'Space did not pick the dark theme');
      await tabTo(page, 'reset');
      await press(page, 'Space');
      state = await getState(page);
      for (const key of ['seed', 'tokens', 'n_embd', 'n_head', 'bias']) {
        assert(String(state[key]) === String(lesson[key]), `Reset left ${key} = ${state[key]}, not ${lesson[key]}`);
      }
      await expectConsoleMatchesOracle(page, 'after Reset');
    })],

  ['a heatmap cell is chosen with the arrow keys and its dot product is mirrored as text', () =>
    withPlayground({}, async (page) => {
      await tabTo(page, 'heatmap:q');
      const mirror = () => page.evaluate(() => document.querySelector('#selection-mirror').textContent);
      assert((await mirror()).startsWith('q[0, 0, 0] = '), `focus on q does not explain q[0, 0, 0]: ${await mirror()}`);
      await press(page, 'Space');
      await press(page, 'ArrowDown');
      await press(page, 'ArrowRight');
      await press(page, 'ArrowRight');
      const picking = await where(page);
      assert(picking.focus.picking && picking.focus.name === 'heatmap:q', `not picking: ${JSON.stringify(picking)}`);
      await saveScreenshot(page, 'keyboard-pick-cell.png');
      await press(page, 'Enter');
      assert((await page.evaluate(() => window.qkv.getView().pin)) === 'q,1,2', 'Enter did not keep q[0, 1, 2] pinned');
      const text = await mirror();
      const shown = Number(/^q\[0, 1, 2\] = (\S+)/.exec(text)[1]);
      const dump = JSON.parse(runCli('dump', await getState(page)));
      const oracleValue = dump.q[1][2];
      assert(Math.abs(shown - oracleValue) <= 5e-5, `q[0, 1, 2] shows ${shown}, qkv dump says ${oracleValue}`);
      // The arrow keys are back to moving between controls once picking ended.
      await press(page, 'Space');
      await press(page, 'Escape');
      assert((await page.evaluate(() => window.qkv.getView().pin)) === null, 'Escape while choosing did not unpin');
      assert(!(await where(page)).focus.picking, 'still picking after Escape');
    })],

  ['the code panel from the keys: a tab, the editor as a Tab stop, Ctrl+Enter, the Run button, Escape then Tab', () =>
    withPlayground({}, async (page) => {
      await tabTo(page, 'code_tab_2');
      await press(page, 'Space');
      assert((await getState(page)).example === 2, `Space on the second tab opened example ${(await getState(page)).example}`);
      await tabTo(page, 'code_copy');
      await press(page, 'Tab');
      assert((await where(page)).element === 'code-input', 'Tab after Copy did not reach the editor');
      const codeOutput = (text) => page.waitForFunction((wanted) =>
        document.querySelector('#code-output-mirror').textContent.trim() === wanted, text, { timeout: SOON_MS });
      await page.keyboard.press('Control+A');
      await page.keyboard.type('print(6 * 7)');
      await page.keyboard.press('Control+Enter');
      await codeOutput('42');
      await page.keyboard.press('Control+A');
      await page.keyboard.type('print(2 ** 10)');
      await press(page, 'Escape');
      await press(page, 'Shift+Tab');
      const before = await where(page);
      assert(before.element === 'canvas' && before.focus.name === 'code_copy',
        `Shift+Tab from the editor went to ${JSON.stringify(before)}`);
      await tabTo(page, 'code_run', 'Shift+Tab');
      await press(page, 'Space');
      await codeOutput('1024');
      for (let i = 0; i < 5 && (await where(page)).element !== 'code-input'; i += 1) await press(page, 'Tab');
      assert((await where(page)).element === 'code-input', 'Tab from Run did not come back to the editor');
      assert(await editorText(page) === 'print(2 ** 10)', 'the typed code was lost on the way');
      await press(page, 'Escape');
      await press(page, 'Tab');
      const after = await where(page);
      assert(after.element === 'canvas' && after.focus.visible && after.focus.name !== 'code_editor',
        `Escape, Tab did not leave the editor for the next control: ${JSON.stringify(after)}`);
    })],

  ['the exercise from the keys: choose, Check, feedback mirrored as text, Show me pins v', () =>
    withPlayground({}, async (page) => {
      const feedback = () => page.evaluate(() => document.querySelector('#exercise-mirror').textContent);
      const answers = [];
      for (const choice of ['exercise_choice_2', 'exercise_choice_1']) {
        await tabTo(page, choice, 'Shift+Tab');
        await press(page, 'Space');
        await tabTo(page, 'exercise_check');
        assert((await feedback()) === '', 'feedback shows before Check');
        await press(page, 'Space');
        answers.push(await feedback());
      }
      assert(answers.every((text) => text.length > 20) && answers[0] !== answers[1],
        `Check did not give feedback for each choice: ${JSON.stringify(answers)}`);
      await tabTo(page, 'exercise_show');
      await press(page, 'Space');
      assert((await page.evaluate(() => window.qkv.getView().pin)) === 'v,0,0', 'Show me did not pin v[0, 0, 0]');
    })],

  ['the reset popup keeps Tab on its buttons and Cancel keeps the code', () =>
    withPlayground({}, async (page) => {
      await tabTo(page, 'code_copy');  // an edit first, so there is something Cancel must keep
      await press(page, 'Tab');
      await page.keyboard.press('Control+End');
      await page.keyboard.type('\n# my note');
      await press(page, 'Escape');
      await tabTo(page, 'code_reset', 'Shift+Tab');
      const codeBefore = (await getState(page)).code;
      assert(codeBefore.endsWith('# my note'), 'the edit did not reach the code');
      await press(page, 'Space');
      await frames(page, 3);
      const inPopup = [];
      for (let i = 0; i < 4; i += 1) {
        const now = await where(page);
        if (now.element !== 'canvas') break;
        inPopup.push(now.focus.name);
        await press(page, 'Tab');
      }
      assert(inPopup.length >= 2 && inPopup.every((name) => name === 'code_reset_confirm' || name === 'code_reset_cancel'),
        `Tab left the popup's buttons: ${inPopup.join(', ')}`);
      await saveScreenshot(page, 'keyboard-reset-popup.png');
      await page.locator('#canvas').focus();  // back on the canvas (the last Tab may have left it); no click
      await tabTo(page, 'code_reset_cancel', 'Tab', 6);
      await press(page, 'Space');
      await frames(page, 3);
      assert((await callModule(page, 'page.js', 'widgetRect', 'code_reset_cancel')) === null,
        'the popup is still open after Cancel');
      assert((await getState(page)).code === codeBefore, 'Cancel changed the code');
    })],

  ['an embedded playground takes Tab from its host page and starts at its first control', () =>
    withPlayground({ pagePath: 'demo-course.html' }, async (page) => {
      const frame = await (await page.waitForSelector('#playground-1')).contentFrame();
      await frame.waitForFunction(() => window.qkv && window.qkv.ready, null, { timeout: 30000 });
      await frame.evaluate(() => window.qkv.ready.then(() => true));
      let entered = null;
      for (let i = 0; i < 40 && !entered; i += 1) {
        await page.keyboard.press('Tab');
        await frames(page, 2);
        const inside = {
          element: await frame.evaluate(() => (document.hasFocus() && document.activeElement ? document.activeElement.id : '')),
          focus: await callModule(frame, 'keyboard.js', 'keyboardFocus'),
        };
        if (inside.element === 'canvas') entered = inside;
      }
      assert(entered, 'Tab from the host page never reached the playground');
      await frames(page, 3);
      const focus = await callModule(frame, 'keyboard.js', 'keyboardFocus');
      assert(focus.visible && focus.index === 0, `the first Tab stop is not highlighted: ${JSON.stringify(focus)}`);
      await saveScreenshot(page, 'keyboard-embedded.png');
    })],
]);

// lessons.test.mjs — lesson files in the page (docs/authoring.md): each bundled lesson loads with ?lesson=NAME, its
// knobs appear in qkv.getState().params with the ranges annotated in the file, qkv.setParams reruns the code and
// its output is exactly what real torch printed for the file with that value (tests/lessons/expected/, from
// generate_expected.py), the check passes and fails with the assert's message and an `answered` event, the
// inspector lists the #@show tensors in order and they are drawn side by side; a permalink keeps the learner's
// edits; a lesson of our own next to the page (?lesson=path.py) works, knob
// values in the URL are applied or refused with a notice, and bad lesson files (a syntax error, an annotation that
// does not parse, a default out of range, a missing file, not .py, another site) leave a message naming the line
// while the rest of the page works. Screenshots at 1280x800 and 390x844.
import fs from 'node:fs';
import path from 'node:path';
import {
  openPlayground, waitReady, saveScreenshot, pixelStats, assertNoHoles, runChecks, assert, repoRoot, frames, callModule,
  revealWidget, clickHeld,
} from './harness.mjs';

const LESSONS = ['attention_scores', 'multi_head_attention', 'transformer_block', 'bigram_training', 'queries_keys_values'];
const lessonSource = (name) => fs.readFileSync(path.join(repoRoot, 'assets/lessons', `${name}.py`), 'utf8');
const expectedRuns = (name) =>
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'tests/lessons/expected', `${name}.json`), 'utf8')).runs;
const ownDir = path.join(repoRoot, 'tests/browser/lessons');

// A line added to the learner's code that makes the lesson's check fail, and the message the check then gives
// (the first assert it breaks, as written in the lesson file).
const BREAKS = {
  attention_scores: ['wei = wei[:, :, :1]', 'wei has one row and one column per token'],
  multi_head_attention: ['joined = joined[:, :1]', 'the heads together give back n_embd features per token'],
  transformer_block: ['y = y[:, :1]', 'a block keeps the shape of its input, so blocks can be stacked'],
  bigram_training: ['losses = [9.0]', 'after training the loss is below a uniform guess'],
  queries_keys_values: ['k = q', 'the query and key layers hold different weights, so q and k differ'],
};

// The sliders annotated in a file, read here with a regular expression (not with the playground's parser).
function annotatedSliders(source) {
  const slider = /^(\w+) = .*#@param \{type:"slider", min:([\d.]+), max:([\d.]+), step:([\d.]+)\}/gm;
  return [...source.matchAll(slider)].map(([, name, min, max, step]) => ({ name, min: +min, max: +max, step: +step }));
}

const getState = (page) => page.evaluate(() => window.qkv.getState());
// Resolves once the run in progress (and its check) has ended.
const settled = (page) => page.waitForFunction(() => {
  const state = window.qkv.getState();
  return !state.running && state.check.status !== 'running';
}, null, { timeout: 120000 });

// The page's learner events, collected from the moment the page loads.
const collectStatements = (page) => page.addInitScript(() => {
  window.statements = [];
  window.addEventListener('load', async () => {
    const events = await import(new URL('learner-events.js', location.href).href);
    events.onStatement((statement) => window.statements.push(statement));
  });
});

// Serves the test's own lesson files at lessons-of-ours/ on the page's origin.
const serveOwnLessons = (page) => page.route('**/lessons-of-ours/*', (route) => {
  const file = path.join(ownDir, path.basename(new URL(route.request().url()).pathname));
  if (!fs.existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
  return route.fulfill({ status: 200, contentType: 'text/x-python', body: fs.readFileSync(file, 'utf8') });
});

async function withLesson(query, body, { width = 1280, height = 800, phone = false, expectProblems = false } = {}) {
  const session = await openPlayground({ query, width, height, phone, csp: true,
    beforeLoad: async (page) => { await serveOwnLessons(page); await collectStatements(page); } });
  try {
    await waitReady(session.page, 60000);
    await settled(session.page);
    await frames(session.page, 4);
    await body(session.page, session);
    if (!expectProblems) assert(session.problems.length === 0, session.problems.join('\n'));
  } finally {
    await session.close();
  }
}

// Each expected run changes one knob from the file's values: the others are set back to those (`written`).
async function setAndCompare(page, written, set, run) {
  const answer = await page.evaluate((values) => window.qkv.setParams(values), { ...written, ...set });
  assert(answer.ok, `setParams(${JSON.stringify(set)}) was refused: ${answer.error}`);
  await settled(page);
  const state = await getState(page);
  assert(state.code_output === run.stdout,
    `after setParams(${JSON.stringify(set)}) the output differs from torch's:\n${state.code_output}\n---\n${run.stdout}`);
}

function bundledLessonChecks(name) {
  return [`${name}: loads, knobs with their ranges, output as torch prints it, check passes and fails`, () =>
    withLesson(`?lesson=${name}`, async (page) => {
      const state = await getState(page);
      assert(state.lesson === name, `getState().lesson is ${state.lesson}`);
      const runs = expectedRuns(name);
      assert(state.code_output === runs[0].stdout, `the first run printed:\n${state.code_output}\nnot:\n${runs[0].stdout}`);
      assert(state.check.status === 'passed', `the check did not pass: ${JSON.stringify(state.check)}`);
      for (const slider of annotatedSliders(lessonSource(name))) {
        const knob = state.params.find((param) => param.name === slider.name);
        assert(knob && knob.type === 'slider' && knob.min === slider.min && knob.max === slider.max &&
               knob.step === slider.step, `${slider.name}: ${JSON.stringify(knob)} is not the annotated slider`);
      }
      const sourceParams = (lessonSource(name).match(/#@param/g) || []).length;
      assert(state.params.length === sourceParams, `${state.params.length} knobs for ${sourceParams} #@param lines`);
      // One run per kind of change (another knob, a range's end); every value's output is CTest lesson_files'.
      const written = Object.fromEntries(state.params.map((knob) => [knob.name, knob.value]));
      for (const run of [runs[1], runs[3], runs[runs.length - 1]]) await setAndCompare(page, written, run.set, run);
      await setAndCompare(page, written, runs[0].set, runs[0]);
      const shown = (await page.evaluate(() => window.qkv.inspector())).tensors.map((tensor) => tensor.name);
      const wanted = /^#@show (.*)$/m.exec(lessonSource(name))[1].split(',').map((part) => part.trim());
      assert(JSON.stringify(shown) === JSON.stringify(wanted), `the inspector lists ${shown}, not #@show's ${wanted}`);
      const [line, message] = BREAKS[name];
      await page.evaluate((code) => window.qkv.run(code), `${state.code}${line}\n`);
      await settled(page);
      const failed = await getState(page);
      assert(failed.check.status === 'failed' && failed.check.message === message,
        `the broken check says ${JSON.stringify(failed.check)}`);
      // The check's statement follows its state by a frame or more: wait for it rather than read at once.
      await page.waitForFunction((said) => window.statements.some((s) => s.object.id.endsWith('#check') &&
        s.result.success === false && s.result.response === said), message, { timeout: 20000 }).catch(() => {});
      const answers = await page.evaluate(() => window.statements.filter((s) => s.object.id.endsWith('#check')));
      const last = answers[answers.length - 1];
      assert(last && last.result.success === false && last.result.score.raw === 0 && last.result.response === message,
        `no failed answered statement: ${JSON.stringify(last)}`);
      assert(answers.some((s) => s.result.success === true && s.result.score.raw === 1), 'no passed answered statement');
      // Each lesson reports as an activity of its own, the address that opens it; so does a run the learner asked for.
      const lessonId = `${page.url().split(/[?#]/)[0]}?lesson=${name}`;
      assert(answers.every((s) => s.object.id === `${lessonId}#check`),
        `the check's activity ids: ${answers.map((s) => s.object.id)}, not ${lessonId}#check`);
      const attempted = await page.evaluate(() => window.statements.filter((s) => s.object.id.endsWith('#code')));
      assert(attempted.length > 0 && attempted.every((s) => s.object.id.endsWith(`?lesson=${name}#code`)),
        `the runs' activity ids: ${attempted.map((s) => s.object.id)}`);
    })];
}

await runChecks('lesson files', [
  ...LESSONS.map(bundledLessonChecks),

  ['a lesson of our own next to the page: ranges, setParams, permalink', () =>
    withLesson('?lesson=lessons-of-ours/scaled_scores.py', async (page) => {
      const runs = JSON.parse(fs.readFileSync(path.join(ownDir, 'scaled_scores.json'), 'utf8')).runs;
      const state = await getState(page);
      assert(state.lesson === 'lessons-of-ours/scaled_scores.py', `getState().lesson is ${state.lesson}`);
      const temperature = state.params.find((param) => param.name === 'temperature');
      assert(temperature.min === 0.25 && temperature.max === 4 && temperature.step === 0.25 && temperature.value === 1,
        `temperature: ${JSON.stringify(temperature)}`);
      const mode = state.params.find((param) => param.name === 'mode');
      assert(mode.type === 'choice' && JSON.stringify(mode.options) === '["softmax","log_softmax"]', JSON.stringify(mode));
      assert(state.code_output === runs[0].stdout, state.code_output);
      const written = Object.fromEntries(state.params.map((knob) => [knob.name, knob.value]));
      for (const run of runs.slice(1)) {
        const values = Object.fromEntries(Object.entries(run.set).map(([name, text]) => [name, JSON.parse(
          text.replace(/^'(.*)'$/, '"$1"'))]));  // the JavaScript values a page would pass: 0.25, "log_softmax"
        await setAndCompare(page, written, values, run);
      }
      const refused = await page.evaluate(() => window.qkv.setParams({ T: 40 }));
      assert(!refused.ok && /T takes a number from 2 to 12; 40 is not one/.test(refused.error), `T=40: ${JSON.stringify(refused)}`);
      const unknown = await page.evaluate(() => window.qkv.setParams({ heads: 2 }));
      assert(!unknown.ok && /no parameter heads/.test(unknown.error), JSON.stringify(unknown));
      await page.evaluate(() => window.qkv.setParams({ T: 7, mode: 'softmax', temperature: 1 }));
      await settled(page);
      const link = new URL(await page.evaluate(() => window.qkv.permalink()));
      assert(link.searchParams.get('lesson') === 'lessons-of-ours/scaled_scores.py' && link.searchParams.get('T') === '7',
        `permalink ${link}`);
    })],

  ['a permalink keeps a learner\'s hand edits of a bundled lesson\'s code, and only those', async () => {
    let link = null;
    const edit = '\nprint("my own line", wei.shape)\n';
    await withLesson('?lesson=attention_scores', async (page) => {
      await page.evaluate(() => window.qkv.setParams({ T: 7 }));
      await settled(page);
      const moved = new URL(await page.evaluate(() => window.qkv.permalink()));
      assert(moved.searchParams.get('T') === '7' && !moved.searchParams.has('code') && (await getState(page)).code_edited === false,
        `a knob moved, no edit: ${moved.search}`);
      const code = (await getState(page)).code + edit;
      await page.evaluate((text) => window.qkv.run(text), code);
      await settled(page);
      assert((await getState(page)).code_edited === true, 'the edit is not seen as one');
      link = new URL(await page.evaluate(() => window.qkv.permalink()));
      assert(link.searchParams.get('lesson') === 'attention_scores' && link.searchParams.get('T') === '7' &&
             link.searchParams.has('code'), `the permalink ${link.search}`);
    });
    await withLesson(link.search, async (page) => {
      const state = await getState(page);
      const knob = state.params.find((param) => param.name === 'T');
      assert(state.lesson === 'attention_scores' && knob.value === 7 && state.code.endsWith(edit) && state.code_edited,
        `opened: lesson ${state.lesson}, T ${knob.value}, code ends ${JSON.stringify(state.code.slice(-80))}`);
      assert(state.code_output.includes('my own line torch.Size([1, 7, 7])') && state.check.status === 'passed',
        `the edited code's run: ${state.code_output.slice(-200)} ${JSON.stringify(state.check)}`);
    });
    // The code= of a lesson goes through the code= parameter's checks and message.
    await withLesson('?lesson=attention_scores&code=not*base64', async (page) => {
      const notices = await page.evaluate(() => window.qkv.notices());
      assert(notices.some((text) => /code="not\*base64" is not code compressed by the Share button; ignored/.test(text)),
        notices.join('\n'));
      const state = await getState(page);
      assert(state.lesson === 'attention_scores' && !state.code_edited, `a bad code= changed the lesson's code`);
    });
  }],

  ['the #@show tensors side by side (one under another on a phone); a click takes a cell to the inspector', async () => {
    const rectOf = (page, name) => callModule(page, 'page.js', 'widgetRect', `gallery:${name}`);
    await withLesson('?lesson=attention_scores', async (page) => {
      const [x, q, k] = [await rectOf(page, 'x'), await rectOf(page, 'q'), await rectOf(page, 'k')];
      assert(x && q && k && Math.abs(x.y - q.y) < 1 && Math.abs(q.y - k.y) < 1 && x.x + x.width < q.x && q.x + q.width < k.x,
        `x, q, k are not side by side: ${JSON.stringify([x, q, k])}`);
      const wei = await revealWidget(page, 'gallery:wei', { top: 60 });
      await clickHeld(page, { x: wei.x + wei.width * (1 / 12), y: wei.y + wei.height * (3 / 12), width: 1, height: 1 });
      const inspector = await page.evaluate(() => window.qkv.inspector());
      assert(inspector.selected === 'wei' && JSON.stringify(inspector.pinned) === '[1,0]',
        `the click on wei[0, 1, 0] gave the inspector ${JSON.stringify([inspector.selected, inspector.pinned])}`);
    });
    await withLesson('?lesson=attention_scores', async (page) => {
      await revealWidget(page, 'gallery:q', { top: 60 });
      const [x, q] = [await rectOf(page, 'x'), await rectOf(page, 'q')];
      assert(x && q && Math.abs(x.x - q.x) < 1 && x.y + x.height < q.y, `x and q are not one under another: ${JSON.stringify([x, q])}`);
    }, { width: 390, height: 844, phone: true });
  }],

  ['knob values in the URL: applied, and a bad one clamped or refused with a notice', () =>
    withLesson('?lesson=attention_scores&T=9&causal=maybe&n_embd=1000', async (page) => {
      const state = await getState(page);
      const knob = (name) => state.params.find((param) => param.name === name).value;
      assert(knob('T') === 9 && knob('n_embd') === 128 && knob('causal') === true, JSON.stringify(state.params));
      const notices = await page.evaluate(() => window.qkv.notices());
      assert(notices.some((text) => /causal="maybe" was ignored: causal takes True or False/.test(text)), notices.join('\n'));
      assert(notices.some((text) => /n_embd="1000" is out of range: .*using 128/.test(text)), notices.join('\n'));
    })],

  ...[
    ['syntax_error.py', /line 5/],
    ['bad_annotation.py', /line 5: /],
    ['out_of_range.py', /line 4: .*40/],
  ].map(([file, problem]) => [`a bad lesson file (${file}) names its line; the page still works`, () =>
    withLesson(`?lesson=lessons-of-ours/${file}`, async (page) => {
      const state = await getState(page);
      if (file === 'syntax_error.py') {  // the annotations are fine: Python finds the error when the code runs
        assert(state.lesson && problem.test(state.check.message) && /SyntaxError/.test(state.code_output),
          JSON.stringify(state.check));
        return;
      }
      const notices = await page.evaluate(() => window.qkv.notices());
      assert(notices.some((text) => text.includes(file) && problem.test(text)), notices.join('\n'));
      assert(state.lesson === null && state.output.length > 0, 'the playground\'s own lesson is not shown');
    })]),

  ['a lesson that is missing, not .py, or on another site is refused with a clear notice', async () => {
    for (const [lesson, said] of [['lessons-of-ours/nowhere.py', /nowhere.py could not be loaded \(the server answered 404\)/],
      ['notes.txt', /is not a .py file/], ['https://example.org/lesson.py', /is on another site \(https:\/\/example.org\)/],
      ['no_such_lesson', /is not a bundled lesson \(attention_scores, /]]) {
      await withLesson(`?lesson=${encodeURIComponent(lesson)}`, async (page) => {
        const notices = await page.evaluate(() => window.qkv.notices());
        assert(notices.some((text) => said.test(text)), `${lesson}: ${notices.join('\n')}`);
        assert((await getState(page)).lesson === null, `${lesson} was loaded`);
      }, { expectProblems: true });  // the 404 is a failed request in the console
    }
  }],

  ['the lesson picker lists the bundled lessons and opens one', () =>
    withLesson('', async (page) => {
      const options = await page.evaluate(() => [...document.querySelectorAll('#lesson-picker option')].map((o) => o.value));
      assert(JSON.stringify(options) === JSON.stringify(['', ...LESSONS.slice().sort()]), options.join());
      await page.selectOption('#lesson-picker', 'transformer_block');
      await page.waitForURL(/lesson=transformer_block/);
      await waitReady(page, 60000);
      await settled(page);
      assert((await getState(page)).lesson === 'transformer_block', 'the picker did not open the lesson');
    })],

  ['screenshots at 1280x800 and 390x844', async () => {
    for (const [width, height, phone] of [[1280, 800, false], [390, 844, true]]) {
      await withLesson('?lesson=attention_scores', async (page) => {
        await frames(page, 6);
        const { png } = await saveScreenshot(page, `lesson-attention-scores-${width}x${height}.png`);
        const stats = await pixelStats(page, png);
        assert(stats.distinctColours > 50, `the screenshot looks empty (${stats.distinctColours} colours)`);
        const rect = await callModule(page, 'page.js', 'widgetRect', 'knob.T');
        assert(rect && rect.width > 40, 'the T slider is not drawn');
        // The code editor laid over the canvas leaves no part of the canvas undrawn, e.g. beside its sticky gutter.
        await assertNoHoles(page, png, `${width}x${height}`);
        await revealWidget(page, 'code_editor', { top: 120 });
        await frames(page, 4);
        const code = await saveScreenshot(page, `lesson-attention-scores-code-${width}x${height}.png`);
        await assertNoHoles(page, code.png, `${width}x${height}, the code in view`);
      }, { width, height, phone });
    }
  }],
]);

// lms.test.mjs — the playground in a learning platform: a host page on another origin receives every learner
// event (xAPI-shaped, as web/learner-statements.js builds them) and nothing without origin=, sizes the iframe
// through lti.frameResize so the playground shows whole; the SCORM package of `make dist` reports the exercise to
// a stand-in SCORM 1.2 API and works without one; the demo course page shows a sized embed and its events.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  assert, callModule, frames, launchChromium, openPlayground, runChecks, saveScreenshot, waitReady, webDir, SOON_MS,
} from './harness.mjs';
import { startServer } from '../../tools/serve.mjs';
import { makeDist } from '../../tools/dist.mjs';
import { answeredStatement, attemptedStatement, completedStatement } from '../../web/learner-statements.js';

// A host page on an origin of its own: a second server (Chromium lets only a page from a local address frame
// one on 127.0.0.1, and a page answered by a route is not from one). {origin, pageUrl, write(html), close()}.
async function foreignHost() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'qkv-host-'));
  const { server, url } = await startServer(folder, { port: 0 });
  return { origin: url.replace(/\/$/, ''), pageUrl: `${url}course.html`,
           write: (html) => fs.writeFileSync(path.join(folder, 'course.html'), html),
           close: () => { server.close(); fs.rmSync(folder, { recursive: true, force: true }); } };
}

// A host page that frames `frameSrc` and keeps every message from it (with its origin) in window.received; with
// `sizeBy` ('qkv:resize' or 'lti.frameResize') it sets the iframe's height from those messages. `head` is more
// script for the host.
const hostPage = (frameSrc, { sizeBy = '', head = '' } = {}) => `<!doctype html>
<html><head><meta charset="utf-8"><title>LMS</title><link rel="icon" href="data:,"><script>${head}
window.received = [];
window.addEventListener('message', (event) => {
  const frame = document.querySelector('iframe');
  if (event.source !== frame.contentWindow) return;
  window.received.push({ origin: event.origin, data: event.data });
  const data = event.data || {};
  if ((data.type || data.subject) === ${JSON.stringify(sizeBy)}) frame.style.height = data.height + 'px';
});
</script></head><body style="margin:0"><h1 style="margin:0;height:60px">Course</h1>
<iframe src="${frameSrc}" style="display:block;width:1000px;height:500px;border:0"></iframe></body></html>`;

// `hostUrl` in a Chromium of its own, its console errors and failed requests collected: a host page whose iframe is
// the playground, or the playground itself (handle null). With `html`, a route answers hostUrl with it.
async function withHost(hostUrl, html, body, { width = 1100, height = 900 } = {}) {
  const browser = await launchChromium({ width, height });
  const problems = [];
  const { page } = browser;
  page.on('console', (message) => { if (message.type() === 'error') problems.push(`console error: ${message.text()}`); });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  try {
    if (html) await page.route(hostUrl, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.goto(hostUrl);
    const handle = await page.$('iframe');
    const frame = handle ? await handle.contentFrame() : page.mainFrame();
    await waitReady(frame);
    await body({ page, frame, handle });
    assert(problems.length === 0, problems.join('\n'));
  } finally {
    await browser.close();
  }
}

// Where the playground's viewport is on the page: its iframe (`handle`), or the whole page when it is not framed.
async function viewportBox(page, handle) {
  if (handle) return handle.boundingBox();
  return { x: 0, y: 0, ...page.viewportSize() };
}

// Clicks a widget of the playground in `frame` (ImGui needs the button held for a few frames), scrolling the host
// page so that it is on screen. The frame must show the widget (sized to content, or scrolled to it first).
async function clickInFrame(page, frame, handle, name) {
  const rect = await callModule(frame, 'page.js', 'widgetRect', name);
  assert(rect && rect.height > 4, `${name} is not drawn`);
  if (handle) {
    const frameTop = await handle.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, Math.max(0, y - 300)), frameTop + rect.y);
  }
  const box = await viewportBox(page, handle);
  await page.mouse.move(box.x + rect.x + rect.width / 2, box.y + rect.y + rect.height / 2);
  await frames(frame, 2);
  await page.mouse.down();
  await frames(frame, 2);
  await page.mouse.up();
  await frames(frame, 3);
}
async function answer(page, frame, handle, choice) {
  await clickInFrame(page, frame, handle, `exercise_choice_${choice}`);
  await clickInFrame(page, frame, handle, 'exercise_check');
}
// Scrolls the playground's own content (the wheel over it) until the exercise is inside its viewport.
async function scrollToExercise(page, frame, handle) {
  const box = await viewportBox(page, handle);
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const rect = await callModule(frame, 'page.js', 'widgetRect', 'exercise_check');
    if (rect && rect.height > 4 && rect.y >= 0 && rect.y + rect.height <= box.height) return;
    await page.mouse.move(box.x + box.width - 30, box.y + box.height / 2);
    await page.mouse.wheel(0, 200);
    await frames(frame, 2);
  }
  throw new Error('could not scroll the exercise into view');
}

// Resolves once the host's iframe is as tall as the playground's content (a host page with sizeBy).
const sizedToContent = (page, frame) => page.waitForFunction(() => {
  const iframe = document.querySelector('iframe');
  const view = iframe.contentWindow.qkv && iframe.contentWindow.qkv.getView();
  return view && iframe.clientHeight === Math.ceil(view.content_height);
}, null, { timeout: 15000 }).then(() => frames(frame, 3));

const waitForMessages = (page, test, what, timeout = 20000) => page.waitForFunction(test, null, { timeout })
  .catch(() => page.evaluate(() => window.received).then((received) => {
    throw new Error(`${what}; received: ${JSON.stringify(received.map((m) => m.data.type || m.data.subject))}`);
  }));
const statementsOf = (received) => received.filter((m) => m.data && m.data.type === 'qkv:statement');

// Each statement must be what learner-statements.js builds from the same facts.
function expectStatements(received, root, expected) {
  const statements = statementsOf(received).map((m) => m.data.statement);
  assert(statements.length === expected.length,
    `${statements.length} statements, expected ${expected.length}: ${statements.map((s) => s.verb.display['en-US']).join(', ')}`);
  statements.forEach((statement, index) => {
    const build = expected[index];
    const definition = statement.object.definition;
    const exercise = definition.choices && { question: definition.description['en-US'], correctChoice: 0,
      choices: definition.choices.map((choice) => choice.description['en-US']) };
    const wanted = build(exercise, statement.timestamp);
    assert(JSON.stringify(statement) === JSON.stringify(wanted),
      `statement ${index + 1} differs\n  got:      ${JSON.stringify(statement)}\n  expected: ${JSON.stringify(wanted)}`);
    assert(Math.abs(Date.parse(statement.timestamp) - Date.now()) < 120000, `statement ${index + 1}: timestamp ${statement.timestamp}`);
  });
}

// The SCORM package, unpacked by python3's zipfile (not by our own code), served on its own.
function unpackScormPackage() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'qkv-scorm-'));
  const { scorm } = makeDist(webDir, path.join(scratch, 'dist'));
  const folder = path.join(scratch, 'package');
  execFileSync('/usr/bin/python3', ['-c', 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])', scorm, folder]);
  const manifest = fs.readFileSync(path.join(folder, 'imsmanifest.xml'), 'utf8');
  const launch = manifest.match(/adlcp:scormtype="sco" href="([^"]+)"/)[1];
  return { scratch, folder, launch };
}

// A stand-in SCORM 1.2 API that records every call in window.lmsCalls; the LMS says `status` at first.
const standInApi = (status) => `
window.lmsCalls = [];
const values = { 'cmi.core.lesson_status': ${JSON.stringify(status)} };
const record = (name) => (...args) => {
  window.lmsCalls.push([name, ...args]);
  if (name === 'LMSGetValue') return values[args[0]] || '';
  if (name === 'LMSSetValue') values[args[0]] = args[1];
  return 'true';
};
window.API = {};
for (const name of ['LMSInitialize', 'LMSFinish', 'LMSGetValue', 'LMSSetValue', 'LMSCommit', 'LMSGetLastError',
  'LMSGetErrorString', 'LMSGetDiagnostic']) window.API[name] = record(name);`;

// --- The checks -------------------------------------------------------------------------------------------------
await runChecks('browser lms', [
  ['learner events: a host page on another origin receives every event, as built by learner-statements.js', async () => {
    const { server, url } = await startServer(webDir, { port: 0 });
    const host = await foreignHost();
    try {
      host.write(hostPage(`${url}index.html?embed=1&origin=${encodeURIComponent(host.origin)}`, { sizeBy: 'qkv:resize' }));
      await withHost(host.pageUrl, null, async ({ page, frame, handle }) => {
        const root = `${url}index.html`;
        const post = (message) => page.evaluate((m) => document.querySelector('iframe').contentWindow.postMessage(m, '*'), message);
        // The app's own first run is not the learner's: no statement for it.
        assert(statementsOf(await page.evaluate(() => window.received)).length === 0, 'a statement before anything was done');
        const example = (await frame.evaluate(() => window.qkv.getState())).example;
        await post({ type: 'qkv:run', code: 'print("hello from the host")\n' });
        await waitForMessages(page, () => window.received.filter((m) => m.data.type === 'qkv:statement').length >= 1, 'no statement for qkv:run');
        await post({ type: 'qkv:run', code: 'print(undefined_name)\n' });
        await waitForMessages(page, () => window.received.filter((m) => m.data.type === 'qkv:statement').length >= 2, 'no statement for a failing run');
        await frames(frame, 3);
        await answer(page, frame, handle, 2);
        await answer(page, frame, handle, 1);
        await clickInFrame(page, frame, handle, 'exercise_check');  // a third Check of the right answer
        await waitForMessages(page, () => window.received.filter((m) => m.data.type === 'qkv:statement').length >= 6, 'the exercise\'s statements did not all arrive');
        await frames(frame, 10);
        const received = await page.evaluate(() => window.received);
        assert(received.every((m) => m.origin === url.replace(/\/$/, '')), `a message from another origin: ${received.map((m) => m.origin)}`);
        const exerciseAt = (chosen, attempt) => (exercise, time) => answeredStatement(root, { ...exercise, chosen, attempt }, time);
        expectStatements(received, root, [
          (_, time) => attemptedStatement(root, { ok: true }, example, time),
          (_, time) => attemptedStatement(root, { ok: false, error_type: 'NameError' }, example, time),
          exerciseAt(1, 1),
          exerciseAt(0, 2),
          (exercise, time) => completedStatement(root, { ...exercise, chosen: 0, attempt: 2 }, time),
          exerciseAt(0, 3),
        ]);
        assert(!received.some((m) => m.data.subject === 'lti.frameResize'), 'lti.frameResize without resize=lti');
      });
    } finally {
      server.close();
      host.close();
    }
  }],

  ['lti.frameResize: the host sizes the iframe to the content, which then needs no inner scrollbar; no events without origin=', async () => {
    const { server, url } = await startServer(webDir, { port: 0 });
    const host = await foreignHost();
    try {
      host.write(hostPage(`${url}index.html?embed=1&resize=lti&tokens=3`, { sizeBy: 'lti.frameResize' }));
      await withHost(host.pageUrl, null, async ({ page, frame, handle }) => {
        const contentHeight = () => frame.evaluate(() => Math.ceil(window.qkv.getView().content_height));
        const sized = async (what) => {
          await page.waitForFunction(() => {
            const sizes = window.received.filter((m) => m.data.subject === 'lti.frameResize');
            return sizes.length && document.querySelector('iframe').clientHeight === sizes[sizes.length - 1].data.height;
          }, null, { timeout: 15000 }).catch(() => { throw new Error(`${what}: the iframe was not resized`); });
          await frames(frame, 3);
          const height = await contentHeight();
          const frameHeight = await handle.evaluate((element) => element.clientHeight);
          const sizes = (await page.evaluate(() => window.received)).filter((m) => m.data.subject === 'lti.frameResize');
          assert(sizes[sizes.length - 1].data.height === height, `${what}: lti.frameResize said ${sizes[sizes.length - 1].data.height}, the content is ${height}`);
          assert(frameHeight === height, `${what}: the iframe is ${frameHeight} px for ${height} px of content`);
          assert(sizes.every((m) => Object.keys(m.data).sort().join() === 'height,subject' && Number.isInteger(m.data.height)),
            `${what}: not Canvas' shape: ${JSON.stringify(sizes.map((m) => m.data))}`);
          const inner = await frame.evaluate(() => ({ view: window.innerHeight, page: document.documentElement.scrollHeight }));
          assert(inner.view >= height && inner.page <= inner.view, `${what}: the frame still scrolls (${JSON.stringify(inner)})`);
          // The size holds: frames drawn at the new height (the pointer moving over it) ask for no other.
          const box = await handle.boundingBox();
          for (let step = 0; step < 8; step += 1) {
            await page.mouse.move(box.x + 100 + step * 40, Math.min(box.y + 200 + step * 60, 2500));
            await frames(frame, 3);
          }
          const later = (await page.evaluate(() => window.received)).filter((m) => m.data.subject === 'lti.frameResize');
          assert(later.length === sizes.length, `${what}: the height kept changing: ${later.slice(sizes.length - 1).map((m) => m.data.height)}`);
          return height;
        };
        const first = await sized('at load');
        assert(first > 500, `the content is only ${first} px tall`);
        await page.evaluate(() => document.querySelector('iframe').contentWindow.postMessage({ type: 'qkv:setParams', params: { tokens: 24 } }, '*'));
        await frame.waitForFunction(() => window.qkv.getState().tokens === 24);
        const taller = await sized('after tokens=24');
        assert(taller > first, `24 tokens are not taller than 3 (${taller} vs ${first})`);
        // Everything is on screen, the exercise too: a learner's answer works, but without origin= nobody hears it.
        await answer(page, frame, handle, 1);
        await page.evaluate(() => document.querySelector('iframe').contentWindow.postMessage({ type: 'qkv:run', code: 'print(1)\n' }, '*'));
        await frame.waitForFunction(() => document.querySelector('#exercise-mirror').textContent.startsWith('Right.'));
        await frame.waitForFunction(() => /^1\n/.test(document.querySelector('#code-output-mirror').textContent), null, { timeout: 15000 });
        await frames(frame, 10);
        assert(statementsOf(await page.evaluate(() => window.received)).length === 0, 'learner events were posted without origin=');
        await saveScreenshot(page, 'lms-lti-frame-resize.png');
      }, { height: 2600 });
    } finally {
      server.close();
      host.close();
    }
  }],

  ['SCORM package: index.html reports the exercise, and each lesson item its check, to a stand-in SCORM 1.2 API, and works without one', async () => {
    const { scratch, folder, launch } = unpackScormPackage();
    const { server, url } = await startServer(folder, { port: 0 });
    try {
      // The LMS frames the SCO on its own origin (SCORM's API is found through window.parent).
      const lmsPage = hostPage(launch, { head: standInApi('not attempted'), sizeBy: 'qkv:resize' });
      await withHost(`${url}lms-player.html`, lmsPage, async ({ page, frame, handle }) => {
        await sizedToContent(page, frame);
        await answer(page, frame, handle, 3);
        let calls = await page.evaluate(() => window.lmsCalls);
        assert(!calls.some(([, key]) => key === 'cmi.core.score.raw'), `a score after a wrong answer: ${JSON.stringify(calls)}`);
        await answer(page, frame, handle, 1);
        await page.waitForFunction(() => window.lmsCalls.some(([name, key]) => name === 'LMSSetValue' && key === 'cmi.core.score.raw'), null, { timeout: SOON_MS })
          .catch(async () => { throw new Error(`no score: ${JSON.stringify(await page.evaluate(() => window.lmsCalls))}`); });
        await page.evaluate(() => document.querySelector('iframe').remove());  // the learner leaves the SCO
        calls = await page.evaluate(() => window.lmsCalls);
        const expected = [
          ['LMSInitialize', ''], ['LMSGetValue', 'cmi.core.lesson_status'], ['LMSSetValue', 'cmi.core.lesson_status', 'incomplete'],
          ['LMSCommit', ''], ['LMSSetValue', 'cmi.core.score.min', '0'], ['LMSSetValue', 'cmi.core.score.max', '100'],
          ['LMSSetValue', 'cmi.core.score.raw', '50'], ['LMSSetValue', 'cmi.core.lesson_status', 'passed'], ['LMSCommit', ''],
          ['LMSFinish', ''],
        ];
        assert(JSON.stringify(calls) === JSON.stringify(expected), `SCORM calls\n  got:      ${JSON.stringify(calls)}\n  expected: ${JSON.stringify(expected)}`);
      });
      // A returning learner who passed keeps it: nothing is set.
      const returning = hostPage(launch, { head: standInApi('passed'), sizeBy: 'qkv:resize' });
      await withHost(`${url}lms-player.html`, returning, async ({ page, frame, handle }) => {
        await sizedToContent(page, frame);
        await answer(page, frame, handle, 1);
        await frame.waitForFunction(() => document.querySelector('#exercise-mirror').textContent.startsWith('Right.'));
        const calls = await page.evaluate(() => window.lmsCalls);
        assert(!calls.some(([name]) => name === 'LMSSetValue'), `values set for a learner who had passed: ${JSON.stringify(calls)}`);
      });
      // A bundled lesson, launched as the manifest's item for it (?lesson=NAME): its check passes on the lesson's
      // run, and the lesson is passed with full marks.
      const lessonItem = (fs.readFileSync(path.join(folder, 'imsmanifest.xml'), 'utf8').match(/parameters="([^"]+)"/) || [])[1];
      assert(lessonItem && lessonItem.startsWith('?lesson='), `no lesson item in the manifest: ${lessonItem}`);
      const lessonPlayer = hostPage(`${launch}${lessonItem}`, { head: standInApi('not attempted'), sizeBy: 'qkv:resize' });
      await withHost(`${url}lms-player.html`, lessonPlayer, async ({ page, frame }) => {
        await frame.waitForFunction(() => window.qkv.getState().check.status === 'passed', null, { timeout: 30000 });
        assert((await frame.evaluate(() => window.qkv.getState().lesson)) === lessonItem.slice(8), 'the item did not load its lesson');
        await page.waitForFunction(() => window.lmsCalls.some(([name, key, value]) => name === 'LMSSetValue' &&
          key === 'cmi.core.lesson_status' && value === 'passed'), null, { timeout: SOON_MS })
          .catch(async () => { throw new Error(`the lesson was not passed: ${JSON.stringify(await page.evaluate(() => window.lmsCalls))}`); });
        await page.evaluate(() => document.querySelector('iframe').remove());
        const calls = await page.evaluate(() => window.lmsCalls);
        const expected = [
          ['LMSInitialize', ''], ['LMSGetValue', 'cmi.core.lesson_status'], ['LMSSetValue', 'cmi.core.lesson_status', 'incomplete'],
          ['LMSCommit', ''], ['LMSSetValue', 'cmi.core.score.min', '0'], ['LMSSetValue', 'cmi.core.score.max', '100'],
          ['LMSSetValue', 'cmi.core.score.raw', '100'], ['LMSSetValue', 'cmi.core.lesson_status', 'passed'], ['LMSCommit', ''],
          ['LMSFinish', ''],
        ];
        assert(JSON.stringify(calls) === JSON.stringify(expected), `the lesson's SCORM calls\n  got:      ${JSON.stringify(calls)}\n  expected: ${JSON.stringify(expected)}`);
      });
      // No LMS: the same page on its own, answered right, with no error anywhere.
      await withHost(`${url}${launch}`, null, async ({ page, frame }) => {
        await scrollToExercise(page, frame, null);
        await answer(page, frame, null, 1);
        await frame.waitForFunction(() => document.querySelector('#exercise-mirror').textContent.startsWith('Right.'));
      }, { width: 1280, height: 800 });
    } finally {
      server.close();
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  }],

  ['demo course page: the first playground is sized to its content and lists its learner events', async () => {
    const session = await openPlayground({ width: 1280, height: 900, pagePath: 'demo-course.html' });
    try {
      const { page } = session;
      const handle = await page.waitForSelector('#playground-1');
      const frame = await handle.contentFrame();
      await page.waitForFunction(() => document.querySelector('#playground-1').src.includes('origin='));
      await waitReady(frame);
      await page.waitForFunction(() => document.querySelector('#playground-1').clientHeight !== 560, null, { timeout: 15000 });
      await frames(frame, 3);
      const height = await frame.evaluate(() => Math.ceil(window.qkv.getView().content_height));
      const frameHeight = await handle.evaluate((element) => element.clientHeight);
      assert(frameHeight === height, `the first playground is ${frameHeight} px for ${height} px of content`);
      await answer(page, frame, handle, 2);
      await answer(page, frame, handle, 1);
      await page.waitForFunction(() => document.querySelectorAll('#event-log li').length === 3, null, { timeout: SOON_MS });
      const lines = await page.$$eval('#event-log li', (items) => items.map((item) => item.textContent));
      assert(/answered choice-2: not right \(attempt 1\)/.test(lines[0]) && /answered choice-1: right \(attempt 2\)/.test(lines[1]) &&
        /completed the exercise: score 50 of 100/.test(lines[2]), `the event log says ${JSON.stringify(lines)}`);
      await page.$eval('#event-log', (log) => log.scrollIntoView({ block: 'end' }));
      await saveScreenshot(page, 'lms-demo-course-events.png');
      assert(session.problems.length === 0, session.problems.join('\n'));
    } finally {
      await session.close();
    }
  }],
]);

// scorm.js — reports the exercise to a SCORM 1.2 LMS when the page was launched by one (the SCORM package of
// `make dist`): finds the LMS's `API` object the way SCORM 1.2 says (this window and its parents, then the opener
// and its parents), marks the lesson incomplete on launch, and on the exercise's `completed` statement, or a
// lesson file's passing check, sets the score (0 … 100) and `passed`. Without an API (every other page) it does
// nothing; an API that throws or answers "false" is logged, never allowed to stop the playground.
import { onStatement } from './learner-events.js';
import { getState } from './page.js';

const MAX_PARENTS = 7;  // SCORM 1.2's search gives up after this many levels
const DONE = ['passed', 'completed'];

function apiIn(start) {
  let win = start;
  for (let level = 0; win && level <= MAX_PARENTS; level += 1) {
    try {
      if (win.API && typeof win.API.LMSInitialize === 'function') return win.API;
    } catch { /* a window of another origin: keep climbing */ }
    if (win.parent === win) break;
    win = win.parent;
  }
  return null;
}

function findApi() {
  const here = apiIn(window);
  if (here) return here;
  try {
    return window.opener ? apiIn(window.opener) : null;
  } catch {
    return null;
  }
}

// Calls API[name](...args); false (and a console warning) when it throws or answers "false".
function lms(api, name, ...args) {
  try {
    const answer = String(api[name](...args));
    if (answer !== 'false') return answer;
    console.warn(`qkv: the LMS answered false to ${name}(${args.join(', ')})`);
  } catch (error) {
    console.warn(`qkv: the LMS's ${name} failed:`, error);
  }
  return false;
}

function connect(api) {
  if (lms(api, 'LMSInitialize', '') === false) return;
  const status = lms(api, 'LMSGetValue', 'cmi.core.lesson_status');
  const alreadyDone = DONE.includes(status);  // a returning learner keeps the result they have
  if (!alreadyDone) {
    lms(api, 'LMSSetValue', 'cmi.core.lesson_status', 'incomplete');
    lms(api, 'LMSCommit', '');
  }
  let reported = alreadyDone;
  const report = ({ raw, min, max }) => {
    reported = true;
    lms(api, 'LMSSetValue', 'cmi.core.score.min', String(min));
    lms(api, 'LMSSetValue', 'cmi.core.score.max', String(max));
    lms(api, 'LMSSetValue', 'cmi.core.score.raw', String(raw));
    lms(api, 'LMSSetValue', 'cmi.core.lesson_status', 'passed');
    lms(api, 'LMSCommit', '');
  };
  onStatement((statement, kind) => {
    if (reported) return;
    if (kind === 'completed') report(statement.result.score);
    // A lesson file's check (each lesson is an SCO of its own): passing it passes the lesson, with full marks,
    // on SCORM's 0 … 100 scale; a failing check leaves the lesson incomplete for the learner to try again.
    const isCheck = kind === 'answered' && statement.object.id.endsWith('#check');
    if (isCheck && statement.result.success) report({ raw: 100, min: 0, max: 100 });
  });
  // The lesson's first run may have ended, its check passed, before this module connected: its statement went
  // out to nobody, so the state says it.
  let state = {};
  try {
    state = getState();
  } catch { /* the app is not up yet: the check is still to come, as a statement */ }
  if (!reported && state.lesson && state.check && state.check.status === 'passed') report({ raw: 100, min: 0, max: 100 });
  let finished = false;
  window.addEventListener('pagehide', () => {
    if (finished) return;
    finished = true;
    lms(api, 'LMSFinish', '');
  });
}

const api = findApi();
if (api) connect(api);

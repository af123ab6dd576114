// lesson-source.js — where a lesson file comes from (`?lesson=NAME` for one bundled in lessons/, `?lesson=dir/file.py`
// for a .py file on the page's own site, an annotated code=) and handing its text to the app, which parses it
// (src/core/lesson_file.hpp) and runs it with its check. Only same-origin files are fetched: the page's
// Content-Security-Policy allows connect-src 'self' and nothing else. Every problem is a sentence naming the
// file and, when the file is at fault, its line.
import { BUNDLED_LESSONS } from './lesson-list.js';
import { call } from './wasm.js';

const MAX_LESSON_BYTES = 200000;
const BUNDLED_NAME = /^[A-Za-z0-9_-]{1,100}$/;
let loaded = null;  // the loaded lesson's name

export const bundledLessons = () => BUNDLED_LESSONS;
export const lessonLoaded = () => loaded !== null;

// What `lesson=` names: {name, url} (a URL of this page's origin), or {problem}.
export function lessonLocation(text) {
  if (BUNDLED_NAME.test(text)) {
    if (!BUNDLED_LESSONS.some((lesson) => lesson.name === text)) {
      return { problem: `is not a bundled lesson (${BUNDLED_LESSONS.map((l) => l.name).join(', ')}) nor a .py file` };
    }
    return { name: text, url: new URL(`lessons/${text}.py`, location.href) };
  }
  let url;
  try { url = new URL(text, location.href); } catch { return { problem: 'is not a lesson\'s name nor a path' }; }
  if (url.origin !== location.origin) {
    return { problem: `is on another site (${url.origin}); a lesson file must be on this page's own site` };
  }
  if (!url.pathname.endsWith('.py')) return { problem: 'is not a .py file nor a bundled lesson\'s name' };
  return { name: text, url };
}

// Hands a lesson's text to the app: {ok} or {ok: false, error} ("line 4: ..."). `code`: the learner's edit of the
// lesson's code to show and run instead (a permalink's), or undefined.
export function loadLessonSource(name, source, code = undefined) {
  const answer = call({ type: 'load_lesson', name, source, code });
  if (answer.ok) loaded = name;
  return answer;
}

// Fetches and loads what `lesson=` names (with `code`, as loadLessonSource): {ok} or {ok: false, error}, a sentence
// that starts with the file.
export async function loadLesson(text, code = undefined) {
  const where = lessonLocation(text);
  if (where.problem) return { ok: false, error: `${text} ${where.problem}` };
  const file = where.url.pathname.split('/').pop();
  let source;
  try {
    const response = await fetch(where.url, { credentials: 'same-origin', cache: 'no-cache' });
    if (!response.ok) return { ok: false, error: `${file} could not be loaded (the server answered ${response.status})` };
    source = await response.text();
  } catch (error) {
    return { ok: false, error: `${file} could not be loaded (${error.message})` };
  }
  if (source.length > MAX_LESSON_BYTES) return { ok: false, error: `${file} is too long to be a lesson` };
  const answer = loadLessonSource(where.name, source, code);
  return answer.ok ? answer : { ok: false, error: `${file}, ${answer.error}` };
}

// Whether code from code= is a lesson file (it has Colab form annotations or ours).
export const isAnnotated = (code) => /^[ \t]*#@(title|markdown|show|check)\b|#@param\b/m.test(code);

// Sets knobs of the loaded lesson: values are numbers, booleans or strings (a string knob's may be unquoted).
export function setLessonParams(values) {
  for (const [name, value] of Object.entries(values)) {
    if (!['number', 'boolean', 'string'].includes(typeof value)) {
      return { ok: false, error: `${name} must be a number, true or false, or a string (got ${typeof value})` };
    }
    if (typeof value === 'number' && !Number.isFinite(value)) return { ok: false, error: `${name} must be a finite number` };
  }
  return call({ type: 'set_lesson_params', values });
}

// A knob's value as getState().params gives it, written as the URL (and `qkv lesson --set`) takes it.
export function knobText(value) {
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  return String(value);
}

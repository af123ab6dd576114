// url-state.js — the playground's state in its URL: reads the author's preset (seed, tokens, embd, heads, bias,
// example, hide, theme, readonly, code, run, pin, tensor, origin, embed, resize, lesson) before `qkv.ready`
// resolves, and writes the permalink the Share button copies. With a lesson file (lesson=, or an annotated code=),
// every parameter that is not the page's is one of its knobs, as Python source text (T=12, causal=False). The lesson's settings are described by lesson-settings.js, which the build
// generates from the core's table, and the page's own parameters by the table below; the lesson's numbers are then
// checked by the core's validate() through qkv.setParams and panel/matrix names by the C++ tables (setView), so
// the URL, the sliders and the JavaScript API accept exactly the same things. A bad value is clamped or ignored,
// and a notice says which; nothing from the URL is ever turned into markup or code.
import { LESSON_SETTINGS } from './lesson-settings.js';
import { getState, run, setCode, setExample, setParams } from './page.js';
import { notify, quote } from './notices.js';
import { getView, setView, viewTables } from './view-api.js';
import { inspect } from './inspector-state.js';
import { isAnnotated, knobText, lessonLoaded, loadLesson, loadLessonSource } from './lesson-source.js';

const MAX_CODE_CHARS = 100000;
const EXAMPLES = { first: 1, last: 4 };

// --- Compressed code: deflate-raw, then base64url (URL-safe, no padding) ------------------------------------
function toBase64Url(bytes) {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
async function pipeBytes(bytes, stream) {
  const output = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(output).arrayBuffer());
}
export async function compressCode(code) {
  return toBase64Url(await pipeBytes(new TextEncoder().encode(code), new CompressionStream('deflate-raw')));
}
async function decompressCode(text) {
  const bytes = await pipeBytes(fromBase64Url(text), new DecompressionStream('deflate-raw'));
  if (bytes.length > MAX_CODE_CHARS * 4) throw new Error('too long');
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

// --- The parameter tables ---------------------------------------------------------------------------------
// Each parser gets the raw text and returns {value} or {problem}.
const parseFlag = (text) => {
  if (['', '1', 'true', 'yes', 'on'].includes(text.toLowerCase())) return { value: true };
  if (['0', 'false', 'no', 'off'].includes(text.toLowerCase())) return { value: false };
  return { problem: 'is not 0 or 1; ignored' };
};
const parseWhole = (text) => (/^[+-]?\d+$/.test(text.trim())
  ? { value: Number(text.trim()) } : { problem: 'is not a whole number; ignored' });
// The tensor inspector's choice, `name` or `name,i,j` (the slice's leading indices), e.g. `wei,0,1`.
const parseTensorChoice = (text) => {
  const [name, ...indices] = text.split(',');
  if (!/^[A-Za-z_][A-Za-z0-9_.]{0,199}$/.test(name) || !indices.every((index) => /^\d{1,9}$/.test(index))) {
    return { problem: 'is not a tensor\'s name with its slice (such as wei,0,1); ignored' };
  }
  return { value: { tensor: name, slice: indices.map(Number) } };
};
const PARSE_SETTING = {  // by a setting's kind in lesson-settings.js
  seed: (text) => (text.length <= 100 ? { value: text } : { problem: 'is too long to be a seed; ignored' }),
  count: parseWhole,
  toggle: parseFlag,
};
const SETTING_PARAMETERS = LESSON_SETTINGS.map((setting) =>
  ({ name: setting.url_key, parse: PARSE_SETTING[setting.kind] }));
const PAGE_PARAMETERS = [
  { name: 'embed', parse: parseFlag },
  { name: 'example', parse: (text) => {
    const whole = parseWhole(text);
    if (whole.problem) return whole;
    const clamped = Math.min(EXAMPLES.last, Math.max(EXAMPLES.first, whole.value));
    return clamped === whole.value ? whole
      : { value: clamped, problem: `is not an example (${EXAMPLES.first} to ${EXAMPLES.last}); using ${clamped}` };
  } },
  { name: 'hide', parse: (text) => ({ value: text.split(',').map((name) => name.trim()).filter(Boolean) }) },
  { name: 'theme', parse: (text) => (['light', 'dark', 'auto'].includes(text)
    ? { value: text } : { problem: 'is not light, dark or auto; using auto' }) },
  { name: 'readonly', parse: parseFlag },
  { name: 'code', parse: (text) => ({ value: text }) },  // decoded (asynchronously) when applied
  // A lesson file: a bundled lesson's name or a .py path on this site (lesson-source.js checks it when loading).
  { name: 'lesson', parse: (text) => (text.length <= 500 ? { value: text } : { problem: 'is too long; ignored' }) },
  { name: 'run', parse: parseFlag },
  { name: 'pin', parse: (text) => ({ value: text }) },   // checked by the app against the current matrices
  { name: 'tensor', parse: parseTensorChoice },
  { name: 'origin', parse: (text) => {
    try {
      const url = new URL(text);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text) return { value: text };
    } catch { /* not a URL */ }
    return { problem: 'is not an origin such as https://course.example.org; ignored' };
  } },
  // The code editor: CodeMirror (loaded after the first frame), or the page's plain text box.
  { name: 'editor', parse: (text) => (['codemirror', 'plain'].includes(text)
    ? { value: text } : { problem: 'is not codemirror or plain; ignored' }) },
  // Sizing messages besides qkv:resize: `lti` adds Canvas' lti.frameResize (embed-messages.js).
  { name: 'resize', parse: (text) => (text === 'lti' ? { value: text } : { problem: 'is not lti; ignored' }) },
];
const byName = new Map(SETTING_PARAMETERS.concat(PAGE_PARAMETERS).map((parameter) => [parameter.name, parameter]));
const pageParameterNames = new Set(PAGE_PARAMETERS.map((parameter) => parameter.name));

// What the URL asked for after parsing: {name: value}, the notices to show, and every parameter that is not the
// page's as text (`knobs`): a lesson file's knobs, when one loads (then the lesson's settings do not apply).
// A notice about a parameter that may be a knob (`knob`) waits until it is known whether a lesson loaded.
function parseUrl(search) {
  const wanted = {};
  const problems = [];
  const knobs = {};
  for (const [name, text] of new URLSearchParams(search)) {
    const knob = !pageParameterNames.has(name);
    if (knob) knobs[name] = text;
    const parameter = byName.get(name);
    if (!parameter) { problems.push({ knob, text: `Unknown parameter ${quote(name)} was ignored.` }); continue; }
    const { value, problem } = parameter.parse(text);
    if (problem) problems.push({ knob, text: `${name}=${quote(text)} ${problem}.` });
    if (value !== undefined) wanted[name] = value;
  }
  return { wanted, problems, knobs };
}
const parsed = parseUrl(location.search);
// What the URL asked for, parsed: {origin, embed, seed, ...} (embed-messages.js reads origin and resize).
export const urlWanted = parsed.wanted;
if (parsed.wanted.embed) document.documentElement.classList.add('embedded');

// --- Applying ---------------------------------------------------------------------------------------------
// All settings at once when valid; otherwise one by one, each out-of-range count clamped to its range.
function applySettings(wanted) {
  const request = {};
  for (const setting of LESSON_SETTINGS) {
    if (setting.url_key in wanted) request[setting.name] = wanted[setting.url_key];
  }
  if (!Object.keys(request).length || setParams(request).ok) return;
  // A count bounded by another (n_head <= n_embd) goes first, so that the other's message is about itself.
  const order = LESSON_SETTINGS.filter((setting) => setting.at_most)
    .concat(LESSON_SETTINGS.filter((setting) => !setting.at_most));
  for (const setting of order.filter(({ name }) => name in request)) {
    const asked = `${setting.url_key}=${quote(request[setting.name])}`;
    const answer = setParams({ [setting.name]: request[setting.name] });
    if (answer.ok) continue;
    if (setting.kind !== 'count') { notify(`${asked} was ignored: ${answer.error}.`); continue; }
    const current = getState();
    let clamped = Math.min(setting.max, Math.max(setting.min, request[setting.name]));
    if (setting.at_most) clamped = Math.min(clamped, current[setting.at_most]);
    const retry = { [setting.name]: clamped };
    for (const bounded of LESSON_SETTINGS.filter(({ at_most }) => at_most === setting.name)) {
      if (current[bounded.name] > clamped) retry[bounded.name] = clamped;  // keep n_head <= n_embd
    }
    if (setParams(retry).ok) {
      notify(`${asked} is out of range: ${answer.error}; using ${clamped}.`);
    } else {
      notify(`${asked} was ignored: ${answer.error}.`);
    }
  }
}

// The theme the page starts with: `choice`, or the system's for 'auto', which it then follows.
function startTheme(choice) {
  if (choice !== 'auto') return choice;
  const dark = window.matchMedia('(prefers-color-scheme: dark)');
  let followed = dark.matches ? 'dark' : 'light';
  // Follows the system until the learner picks a theme in the playground.
  dark.addEventListener('change', () => {
    if (getView().theme !== followed) return;
    followed = dark.matches ? 'dark' : 'light';
    setView({ theme: followed });
  });
  return followed;
}

async function decodedCode(wanted) {
  try {
    const code = await decompressCode(wanted.code);
    if (code.length > MAX_CODE_CHARS) throw new Error('too long');
    return code;
  } catch {
    notify(`code=${quote(wanted.code)} is not code compressed by the Share button; ignored.`);
    return null;
  }
}

let lessonCodeParameter = '';
// lesson=, or code= with form annotations: a lesson file. Returns whether one loaded (code= is then used up).
async function applyLessonFile(wanted) {
  if ('lesson' in wanted) {
    // The learner's edit of the lesson's code (a permalink's code=) is shown and run in its place, in one run.
    const edited = 'code' in wanted ? await decodedCode(wanted) : null;
    const answer = await loadLesson(wanted.lesson, edited === null ? undefined : edited);
    if (!answer.ok) notify(`lesson=${quote(wanted.lesson)} was not loaded: ${answer.error}.`);
    if (answer.ok) delete wanted.code;
    return answer.ok;
  }
  if (!('code' in wanted)) return false;
  const code = await decodedCode(wanted);
  if (code === null || !isAnnotated(code)) return false;
  const answer = loadLessonSource('code', code);
  if (!answer.ok) notify(`The lesson in code= was not loaded: ${answer.error}.`);
  lessonCodeParameter = wanted.code;  // the permalink's way back to this lesson
  delete wanted.code;
  if (!answer.ok) setCode(code);  // still the learner's code, without knobs
  return answer.ok;
}

// A slider's value brought into its range and onto its steps, as a count setting is clamped.
function clampToSlider(knob, number) {
  const steps = Math.round((Math.min(knob.max, Math.max(knob.min, number)) - knob.min) / knob.step);
  return Number((knob.min + steps * knob.step).toPrecision(12));
}

// The URL's knob values: all at once when valid (one run), otherwise one by one, a slider's clamped into range.
function applyKnobs(texts) {
  if (!Object.keys(texts).length || setParams(texts).ok) return;
  for (const [name, text] of Object.entries(texts)) {
    const asked = `${name}=${quote(text)}`;
    const answer = setParams({ [name]: text });
    if (answer.ok) continue;
    const knob = getState().params.find((param) => param.name === name);
    if (knob && knob.type === 'slider' && text.trim() !== '' && Number.isFinite(Number(text))) {
      const clamped = clampToSlider(knob, Number(text));
      if (setParams({ [name]: clamped }).ok) {
        notify(`${asked} is out of range: ${answer.error}; using ${clamped}.`);
        continue;
      }
    }
    notify(`${asked} was ignored: ${answer.error}.`);
  }
}

async function applyCodePanel(wanted) {
  if ('example' in wanted && !lessonLoaded()) setExample(wanted.example);
  if ('code' in wanted) {
    const code = await decodedCode(wanted);
    if (code !== null) setCode(code);
  }
  if (wanted.run) run(getState().code);  // the page's own first run, of the tab's code before the URL's, gives way
  // The choice's tensors are listed by a run of this code: the one above, else one inspect() asks for.
  if (wanted.tensor) inspect(wanted.tensor.tensor, wanted.tensor.slice, { run: !wanted.run });
}

function applyView(wanted) {
  const view = { theme: startTheme(wanted.theme || 'auto') };
  if ('hide' in wanted || wanted.embed) {
    const panels = viewTables().panels;
    const asked = wanted.hide || [];
    const unknown = asked.filter((name) => !panels.includes(name));
    if (unknown.length) {
      notify(`hide: ${unknown.map(quote).join(', ')} is not a panel (${panels.join(', ')}); ignored.`);
    }
    // Embedded, the host page has the title: the playground drops its own header.
    view.hide = asked.filter((name) => panels.includes(name)).concat(wanted.embed ? ['header'] : []);
  }
  if ('readonly' in wanted) view.readonly = wanted.readonly;
  if ('pin' in wanted) view.pin = wanted.pin;
  if (wanted.resize === 'lti') view.fit_height = true;  // the host sizes the frame: no scrollbar inside
  const answer = setView(view);
  if (answer.ignored && answer.ignored.includes('pin')) {
    notify(`pin=${quote(wanted.pin)} is not a cell of these matrices (matrix,row,col such as q,0,1); ignored.`);
  }
}

// A start step: applied before `ready` resolves.
export async function applyUrlPreset() {
  let lesson = false;
  try { lesson = await applyLessonFile(parsed.wanted); } catch (error) {
    notify(`The lesson could not be loaded (${error.message}).`);
  }
  // With a lesson file, the parameters that are not the page's are its knobs: their notices are applyKnobs'.
  parsed.problems.filter((problem) => !(lesson && problem.knob)).forEach((problem) => notify(problem.text));
  const settings = lesson ? () => applyKnobs(parsed.knobs) : () => applySettings(parsed.wanted);
  // Each step on its own: one that fails must not keep the others, or the page, from working.
  for (const step of [settings, () => applyCodePanel(parsed.wanted), () => applyView(parsed.wanted)]) {
    try { await step(); } catch (error) { notify(`A URL parameter could not be applied (${error.message}).`); }
  }
}

// --- The permalink ----------------------------------------------------------------------------------------
// Today's lesson: its settings, the open tab and its code.
async function lessonSettingsQuery(state) {
  const query = new URLSearchParams();
  for (const { name, url_key: key, kind } of LESSON_SETTINGS) {
    query.set(key, kind === 'toggle' ? (state[name] ? '1' : '0') : String(state[name]));
  }
  if (Number.isInteger(state.example)) query.set('example', String(state.example));
  if (typeof state.code === 'string') query.set('code', await compressCode(state.code));
  if (typeof state.code_output === 'string' && state.code_output) query.set('run', '1');
  return query;
}

// A lesson file: where it came from (its name, or the code= it came in) and each knob's value. Code the learner
// edited by hand goes along as code=, as today's lesson's does: beside lesson=, the link opens the lesson with that
// code in place of the lesson's (and runs it, as a lesson's code always is); a code= lesson becomes the edited code.
async function lessonFileQuery(state) {
  const query = new URLSearchParams();
  const edited = state.code_edited && typeof state.code === 'string';
  if (state.lesson === 'code') query.set('code', edited ? await compressCode(state.code) : lessonCodeParameter);
  else query.set('lesson', state.lesson);
  // A knob whose line the learner removed (line 0) has no value to keep: the edited code says what it has instead.
  for (const knob of state.params.filter(({ line }) => line !== 0)) query.set(knob.name, knobText(knob.value));
  if (edited && state.lesson !== 'code') query.set('code', await compressCode(state.code));
  return query;
}

// Everything a learner can change, so that opening the link shows the same page and the same output. The host
// (embed, origin, resize) is left out: a shared link opens on its own.
export async function permalink() {
  const state = getState();
  const view = getView();
  const query = state.lesson === null ? await lessonSettingsQuery(state) : await lessonFileQuery(state);
  if (view.pin && state.lesson === null) query.set('pin', view.pin);
  if (state.inspect && state.inspect.tensor) query.set('tensor', [state.inspect.tensor, ...state.inspect.slice].join(','));
  query.set('theme', view.theme);
  const hidden = view.hide.filter((name) => !(parsed.wanted.embed && name === 'header'));  // embed's, not the learner's
  if (hidden.length) query.set('hide', hidden.join(','));
  if (view.readonly) query.set('readonly', '1');
  const url = new URL(location.pathname, location.href);
  url.search = query.toString();
  return url.href;
}

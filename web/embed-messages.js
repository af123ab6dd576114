// embed-messages.js — the postMessage API for a page that embeds the playground in an iframe (docs/embedding.md).
// Posts {type:'qkv:ready', state}, {type:'qkv:state', state} and {type:'qkv:resize', height} to the parent, with
// resize=lti also Canvas' {subject:'lti.frameResize', height}, and with origin= the learner events
// ({type:'qkv:statement', statement}, learner-events.js); accepts {type:'qkv:setParams', params} and
// {type:'qkv:run', code} from it. Anything else, any message of the wrong shape, and any message from another
// window or (with origin=) another origin is ignored.
import { onStatement } from './learner-events.js';
import { LESSON_SETTINGS } from './lesson-settings.js';
import { getState, ready, run, setParams } from './page.js';
import { checkChanges } from './state-watch.js';
import { urlWanted } from './url-state.js';
import { getView } from './view-api.js';

const MAX_CODE_CHARS = 100000;
const allowedOrigin = urlWanted.origin || null;
const SETTING_NAMES = LESSON_SETTINGS.map((setting) => setting.name);

const post = (message) => window.parent.postMessage(message, allowedOrigin || '*');

let readyPosted = false;
let lastPostedState = '';
let lastHeight = -1;

function postState(type, state) {
  lastPostedState = JSON.stringify(state);
  post({ type, state });
}
function postHeight(view) {
  const height = Math.ceil(view.content_height > 0 ? view.content_height : document.documentElement.scrollHeight);
  if (height === lastHeight) return;
  lastHeight = height;
  post({ type: 'qkv:resize', height });
  if (urlWanted.resize === 'lti') post({ subject: 'lti.frameResize', height });
}

// What a learner did is told only to the origin the author named, never to whatever page framed the playground.
function postStatement(statement) {
  if (allowedOrigin && readyPosted) post({ type: 'qkv:statement', statement });
}

function onChange(event) {
  if (!readyPosted) return;
  if (JSON.stringify(event.detail.state) !== lastPostedState) postState('qkv:state', event.detail.state);
  postHeight(event.detail.view);
}

const isPlainObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

// Checks a message's shape; returns what to do, or null to ignore it.
function understood(data) {
  if (!isPlainObject(data) || typeof data.type !== 'string') return null;
  if (data.type === 'qkv:setParams') {
    if (!isPlainObject(data.params) || !Object.keys(data.params).every((key) => SETTING_NAMES.includes(key))) return null;
    return () => setParams(data.params);
  }
  if (data.type === 'qkv:run') {
    if (typeof data.code !== 'string' || data.code.length > MAX_CODE_CHARS) return null;
    return () => run(data.code);
  }
  return null;
}

function onMessageFromHost(event) {
  if (event.source !== window.parent) return;
  if (allowedOrigin && event.origin !== allowedOrigin) return;
  const action = understood(event.data);
  if (!action || !readyPosted) return;
  // A refused request is answered, so the host can show why; a done one shows up as qkv:state. A run answers
  // when it has ended.
  Promise.resolve(action()).then((answer) => {
    if (answer && answer.ok === false) post({ type: 'qkv:error', request: event.data.type, error: String(answer.error) });
    checkChanges();
  });
}

// Only in a frame: otherwise there is nobody to talk to.
if (window.parent !== window) {
  ready.then(() => {
    readyPosted = true;
    postState('qkv:ready', getState());
    postHeight(getView());
  });
  window.addEventListener('qkv:change', onChange);
  window.addEventListener('message', onMessageFromHost);
  onStatement(postStatement);
}

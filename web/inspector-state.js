// inspector-state.js — the tensor inspector from JavaScript, and its choice kept with the code: window.qkv's
// inspect(name, slice) and inspector() (src/app/panels/inspector_panel.hpp answers them), and the chosen tensor and slice
// saved in localStorage on each change, then restored on reload before `ready`, where the open tab's code runs
// again so that its tensors are listed once more.
import { call } from './wasm.js';

const STORAGE_KEY = 'qkv-playground:inspector';
let restored = false;  // saving starts only after the saved choice was read back

function load() { try { return window.localStorage.getItem(STORAGE_KEY); } catch (error) { return null; } }
function save(value) { try { window.localStorage.setItem(STORAGE_KEY, value); } catch (error) { /* not kept */ } }

// Shows the last run's tensor `name` (for 3-D and more, `slice` holds the indices before its last two
// dimensions): {ok: true, found}. A name the last run did not leave is kept for the next run.
// `run` (for the page's own start steps) runs the open tab's code again, so that its tensors are listed.
export function inspect(name, slice = [], { run = false } = {}) {
  if (typeof name !== 'string') return { ok: false, error: 'inspect takes the tensor\'s name as a string' };
  const indices = Array.isArray(slice) ? slice.map(Number) : [];
  return call({ type: 'inspect', tensor: name, slice: indices, run });
}

// {tensors: [{name, shape, dtype, kind}], note, selected, slice, pinned, cell}: the list, the choice, and the
// lines explaining the hovered (else pinned) cell.
export function inspector() { return call({ type: 'inspector' }); }

// A start step (main.js): the saved choice, for the tab it was made on.
export function restoreInspector() {
  let saved = null;
  try { saved = JSON.parse(load() || 'null'); } catch (error) { saved = null; }
  restored = true;
  if (!saved || typeof saved.tensor !== 'string' || saved.tensor === '') return;
  const state = call({ type: 'get_state' });
  if (state.example !== saved.example) return;
  inspect(saved.tensor, Array.isArray(saved.slice) ? saved.slice : [], { run: true });
}

window.addEventListener('qkv:change', ({ detail }) => {
  const choice = detail.state && detail.state.inspect;
  if (!restored || !choice || choice.tensor === '') return;
  save(JSON.stringify({ example: detail.state.example, tensor: choice.tensor, slice: choice.slice }));
});

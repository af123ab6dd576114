// page-tools.js — the lesson picker and two HTML buttons laid over a slot the app's layout keeps for them (in the
// header, or at the top of the main column where the header has no room): "Copy link" (a permalink of the exact state, written to the
// clipboard from the click) and "Table view" (any matrix as an HTML table, for screen readers and for reading
// exact values). Being real buttons, they are in the page's Tab order and work with Enter and Space.
// Tables are built with DOM methods from the values page.js's cells() reads: no value passes through innerHTML.
import { notify } from './notices.js';
import { cells, getState, ready } from './page.js';
import { placeOver, slotShows } from './overlay.js';
import { call, onMessage } from './wasm.js';
import './state-watch.js';  // sends the qkv:change events the table view follows
import { bundledLessons } from './lesson-source.js';
import { permalink, urlWanted } from './url-state.js';
import { viewTables } from './view-api.js';

const MAX_TABLE_COLUMNS = 128;  // x can be 64 x 1024; a screen reader user is better served by a slice

const stage = document.querySelector('#stage') || document.body;
const toolbar = document.createElement('div');
toolbar.id = 'page-tools';
toolbar.setAttribute('role', 'toolbar');
toolbar.setAttribute('aria-label', 'Playground tools');
const shareButton = button('Copy link', 'share-button');
const tableButton = button('Table view', 'table-button');
tableButton.setAttribute('aria-expanded', 'false');
tableButton.setAttribute('aria-controls', 'matrix-table-panel');
const lessonPicker = lessonPickerSelect();
toolbar.append(lessonPicker, shareButton, tableButton);
stage.append(toolbar);

// --- The lesson picker: today's lesson and the bundled lesson files (lesson-list.js, made by the build) ---------
function lessonPickerSelect() {
  const select = document.createElement('select');
  select.id = 'lesson-picker';
  select.setAttribute('aria-label', 'Lesson');
  select.disabled = true;  // until the playground is ready
  const option = (value, label) => Object.assign(document.createElement('option'), { value, textContent: label });
  select.append(option('', 'Queries, Keys and Values'));
  for (const { name, title } of bundledLessons()) select.append(option(name, title.split(':')[0]));
  const current = urlWanted.lesson || '';
  if (current && !bundledLessons().some(({ name }) => name === current)) select.append(option(current, current));
  select.value = current;
  select.addEventListener('change', () => {
    // A new page for the lesson: the author's framing (embed, theme, hide, ...) stays, the old lesson's values go.
    const url = new URL(location.href);
    const keep = ['embed', 'origin', 'resize', 'theme', 'hide', 'readonly', 'editor'];
    url.search = new URLSearchParams([...url.searchParams].filter(([name]) => keep.includes(name))).toString();
    if (select.value) url.searchParams.set('lesson', select.value);
    location.assign(url.href);
  });
  return select;
}

function button(label, id) {
  const element = document.createElement('button');
  element.type = 'button';
  element.id = id;
  element.textContent = label;
  element.disabled = true;  // until the playground is ready
  return element;
}

// --- Share -------------------------------------------------------------------------------------------------
shareButton.addEventListener('click', () => {
  const link = permalink();
  // ClipboardItem with a promise keeps the click's permission while the link is compressed (Safari needs it).
  const write = window.ClipboardItem && navigator.clipboard && navigator.clipboard.write
    ? navigator.clipboard.write([new ClipboardItem({
      'text/plain': link.then((text) => new Blob([text], { type: 'text/plain' })) })])
    : link.then((text) => navigator.clipboard.writeText(text));
  Promise.resolve(write).then(() => {
    shareButton.textContent = 'Link copied';
    setTimeout(() => { shareButton.textContent = 'Copy link'; }, 2000);
  }).catch(() => link.then((text) => {
    // No clipboard (e.g. an iframe without allow="clipboard-write"): offer the link to copy by hand.
    const field = document.createElement('input');
    field.type = 'text';
    field.readOnly = true;
    field.value = text;
    field.setAttribute('aria-label', 'Link to this state');
    notify('The clipboard is not available here; copy this link:', field);
    field.focus();
    field.select();
  }));
});

// --- Table view --------------------------------------------------------------------------------------------
const panel = document.createElement('section');
panel.id = 'matrix-table-panel';
panel.hidden = true;
panel.setAttribute('aria-label', 'Matrices as tables');
const heading = document.createElement('h2');
heading.textContent = 'Matrices as tables';
heading.tabIndex = -1;
const picker = document.createElement('select');
picker.id = 'matrix-picker';
const pickerLabel = document.createElement('label');
pickerLabel.htmlFor = picker.id;
pickerLabel.textContent = 'Matrix ';
const closeButton = document.createElement('button');
closeButton.type = 'button';
closeButton.textContent = 'Close table view';
const tableHolder = document.createElement('div');
tableHolder.className = 'table-holder';
panel.append(heading, pickerLabel, picker, closeButton, tableHolder);
stage.append(panel);

// Rows and columns of a matrix and what they are called, from the state (shapes as in the lesson).
function shapeOf(name, state) {
  if (name === 'x') return { rows: state.tokens, cols: state.n_embd, row: 't', col: 'i' };
  if (name.startsWith('W_')) return { rows: state.head_size, cols: state.n_embd, row: 'j', col: 'i' };
  if (name.startsWith('b_')) return { rows: 1, cols: state.head_size, row: '', col: 'j' };
  return { rows: state.tokens, cols: state.head_size, row: 't', col: 'j' };
}

function renderTable() {
  const state = getState();
  const names = viewTables().matrices.filter((name) => state.bias || !name.startsWith('b_'));
  const chosen = names.includes(picker.value) ? picker.value : names[0];
  picker.replaceChildren(...names.map((name) => new Option(name, name, false, name === chosen)));
  const shape = shapeOf(chosen, state);
  const cols = Math.min(shape.cols, MAX_TABLE_COLUMNS);
  const table = document.createElement('table');
  const caption = table.createCaption();
  caption.textContent = `${chosen}: ${shape.rows} rows by ${shape.cols} columns` +
    (cols < shape.cols ? `, showing the first ${cols} columns` : '');
  const headRow = table.createTHead().insertRow();
  const corner = document.createElement('th');
  corner.textContent = shape.row ? `${shape.row} \\ ${shape.col}` : '';
  headRow.append(corner);
  for (let col = 0; col < cols; col++) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = `${shape.col}=${col}`;
    headRow.append(th);
  }
  const body = table.createTBody();
  const values = cells(chosen, cols) || [];
  for (let row = 0; row < shape.rows; row++) {
    const tr = body.insertRow();
    const th = document.createElement('th');
    th.scope = 'row';
    th.textContent = shape.row ? `${shape.row}=${row}` : chosen;
    tr.append(th);
    for (let col = 0; col < cols; col++) {
      const value = values[row]?.[col];
      tr.insertCell().textContent = value === undefined ? '' : value.toFixed(4);
    }
  }
  tableHolder.replaceChildren(table);
}

function showPanel(show) {
  panel.hidden = !show;
  tableButton.setAttribute('aria-expanded', String(show));
  tableButton.textContent = show ? 'Hide table' : 'Table view';
  if (show) { renderTable(); heading.focus(); } else { tableButton.focus(); }
}
tableButton.addEventListener('click', () => showPanel(panel.hidden));
closeButton.addEventListener('click', () => showPanel(false));
picker.addEventListener('change', renderTable);
panel.addEventListener('keydown', (event) => { if (event.key === 'Escape') showPanel(false); });
window.addEventListener('qkv:change', (event) => { if (!panel.hidden && event.detail.stateChanged) renderTable(); });

// --- The licences of the bundled packages ("What runs here" in the code panel links to them) ----------------
onMessage('open_licences', () => {
  window.open(new URL('third-party-notices.txt', location.href).href, '_blank', 'noopener');
});

// --- Placement ----------------------------------------------------------------------------------------------
// The app learns the tools' size (their text is the page's font, which the app cannot measure; on a phone they take
// two rows), then says where they go whenever that changes; until then they stay out of sight.
toolbar.hidden = true;
onMessage('page_tools', ({ placement: box }) => {
  if (slotShows(box)) placeOver(toolbar, box);
  else toolbar.hidden = true;
});
const phoneLayout = window.matchMedia('(max-width: 480px)');  // as page-tools.css
function sendSize() {
  toolbar.style.visibility = 'hidden';  // measured where it is, at its own size, unseen
  const wasHidden = toolbar.hidden, placedWidth = toolbar.style.width, placedHeight = toolbar.style.height;
  Object.assign(toolbar.style, { width: '', height: '' });
  toolbar.hidden = false;
  const width = Math.ceil(toolbar.offsetWidth);
  const height = phoneLayout.matches ? Math.ceil(toolbar.offsetHeight) : undefined;  // one row elsewhere
  Object.assign(toolbar.style, { width: placedWidth, height: placedHeight });
  toolbar.hidden = wasHidden;
  toolbar.style.visibility = '';
  call({ type: 'page_tools_width', width, height });
}

// A start step: the first frame already keeps the tools' slot, at their size.
export function measureTools() {
  sendSize();
  phoneLayout.addEventListener('change', sendSize);  // a phone turned, a window narrowed
}

ready.then(() => {
  lessonPicker.disabled = false;
  shareButton.disabled = false;
  tableButton.disabled = false;
});

// notices.js — the dismissible banner that tells an author (or a learner) what the playground changed or ignored,
// e.g. a URL parameter out of range. Text only: every message is set with textContent, never parsed as markup.
const banner = document.createElement('div');
banner.id = 'notices';
banner.setAttribute('role', 'status');
banner.hidden = true;
const list = document.createElement('ul');
const dismiss = document.createElement('button');
dismiss.type = 'button';
dismiss.className = 'notice-dismiss';
dismiss.textContent = 'Dismiss';
dismiss.setAttribute('aria-label', 'Dismiss these notices');
dismiss.addEventListener('click', () => {
  banner.hidden = true;
  list.replaceChildren();
});
banner.append(list, dismiss);
(document.querySelector('#stage') || document.body).append(banner);

// Shows one more line; `extra` is an optional element (built by the caller with DOM methods) placed after it.
export function notify(message, extra) {
  const item = document.createElement('li');
  item.textContent = String(message);
  if (extra) item.append(' ', extra);
  list.append(item);
  banner.hidden = false;
}
export function notices() { return Array.from(list.children, (item) => item.textContent); }

// A user-supplied value as it appears inside a notice: quoted and cut short, still plain text.
export function quote(value) {
  const text = String(value);
  return JSON.stringify(text.length > 60 ? text.slice(0, 57) + '...' : text);
}

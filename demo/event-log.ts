// The demo's log of what a host page hears: every patience-* event with its detail, and the
// methods' return values, newest first and capped so a long session stays light.
const MAX_ENTRIES = 200;
const log = document.querySelector<HTMLOListElement>('#log')!;

/** A detail as one line: long move lists and saved games shortened to what they are. */
function brief(value: unknown): string {
  return JSON.stringify(value, (key, inner: unknown) => {
    if (Array.isArray(inner) && inner.length > 6 && key) return `[${inner.length} items]`;
    if (typeof inner === 'string' && inner.length > 80) return `${inner.slice(0, 77)}…`;
    return inner;
  }) ?? String(value);
}

function add(kind: string, name: string, text: string): void {
  const item = document.createElement('li');
  item.className = kind;
  const head = document.createElement('div');
  head.append(Object.assign(document.createElement('b'), { textContent: name }), Object.assign(document.createElement('time'), { textContent: new Date().toLocaleTimeString('en-GB') }));
  item.append(head, Object.assign(document.createElement('code'), { textContent: text }));
  log.prepend(item);
  while (log.childElementCount > MAX_ENTRIES) log.lastElementChild!.remove();
}

export function logEvent(event: Event): void {
  add(event.defaultPrevented ? 'event prevented' : 'event', event.type, brief((event as CustomEvent).detail));
}

export function logCall(name: string, value: unknown): void {
  add('call', `${name} →`, brief(value));
}

document.querySelector('#clear-log')!.addEventListener('click', () => log.replaceChildren());

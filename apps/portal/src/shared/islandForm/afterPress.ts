/*
 * A field's message appears when the visitor leaves it, and a message pushes what is below it
 * down. Leaving by a mouse press (on the privacy box, on Send) happens between the button going
 * down and coming up: a message shown right then moves the target away from under the pointer,
 * and the click lands nowhere. So while a pointer is pressed, the messages of the fields left
 * wait until the click is over.
 */

let pressed = false;
let waiting: (() => void)[] = [];

function release() {
  if (!pressed) return;
  pressed = false;
  // After the click: the browser dispatches it in the same task as the pointer's release.
  setTimeout(() => {
    const actions = waiting;
    waiting = [];
    for (const action of actions) action();
  }, 0);
}

// From the start: the press that leaves a field comes before the field's first `blur`.
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressed = true), { capture: true });
  document.addEventListener('pointerup', release, { capture: true });
  document.addEventListener('pointercancel', release, { capture: true });
  // Released outside the window: no pointerup reaches the page.
  window.addEventListener('blur', release);
}

/** Runs the action now, or once the pointer pressed now is released and its click is over. */
export function afterPress(action: () => void): void {
  if (pressed) waiting.push(action);
  else action();
}

/**
 * Drops what waits for the press to end: a form that is being sent shows every field's message
 * itself, and a leave computed before the send would hide the server's answer.
 */
export function discardWaiting(): void {
  waiting = [];
}

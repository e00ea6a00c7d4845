// What a visitor did on a server-rendered page before React listened
// (docs/decisions/035): the starter (start-after-paint.ts) keeps the buttons
// pressed and the app's forms submitted; a field keeps what was typed into it,
// but React, hydrating, takes the field's text as already seen and its state
// stays the server's. Both are handed to the app once it has hydrated.
import { useEffect, useRef, type ReactNode } from 'react';

/** A button pressed or a form submitted before the app listened (the starter's list). */
export type EarlyAction = NonNullable<Window['__clinicEarlyActions']>[number];

/** Takes what the starter kept: from now on the app listens itself. */
export function takeEarlyActions(win: Window = window): EarlyAction[] {
  const early = win.__clinicEarlyActions ?? [];
  win.__clinicEarlyActions = undefined;
  return early;
}

/** Presses the kept buttons and submits the kept forms again, those inside `within` if given. */
export function replayEarlyActions(actions: readonly EarlyAction[], within?: Node): void {
  for (const action of actions) {
    if (!action.isConnected || (within && !within.contains(action))) continue;
    if (action instanceof HTMLFormElement) action.requestSubmit();
    else action.click();
  }
}

const UNTYPED = new Set([
  'button',
  'checkbox',
  'file',
  'hidden',
  'image',
  'radio',
  'reset',
  'submit',
]);

/**
 * Gives React, as if typed now, the text of every field in `root` that differs
 * from what React rendered there (its `defaultValue` once hydrated): the
 * visitor typed it before the app listened.
 */
export function replayTypedText(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  )) {
    if (field instanceof HTMLInputElement && UNTYPED.has(field.type)) continue;
    const typed = field.value;
    const rendered = field.defaultValue;
    if (typed === rendered) continue;
    // React tells a change by the field's text against the last it knew, which
    // it read from the field as it hydrated. Set through the field, the rendered
    // text becomes that; set through the prototype, the typed text is the
    // field's alone; the input event then reads as typing.
    field.value = rendered;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Renders its children as they are; once they have hydrated (committed), runs `then`, once. */
export function AfterHydration({ then, children }: { then: () => void; children: ReactNode }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    then();
  }, [then]);
  return children;
}

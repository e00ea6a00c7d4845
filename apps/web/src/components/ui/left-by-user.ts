import type { FocusEvent } from 'react';

/**
 * True when a field's blur is the user leaving it, false when the app moved focus
 * to a heading or panel it focuses by script (tabIndex -1), as a dialog does on
 * each new step. A field's error waits for the user's own blur ("touched").
 */
export function leftByUser(event: FocusEvent<Element>): boolean {
  return event.relatedTarget?.getAttribute('tabindex') !== '-1';
}

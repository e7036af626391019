/** The fields whose typed text React reads through `onChange` (not checkboxes, radios or files). */
const textFields = 'textarea, input:not([type="checkbox"], [type="radio"], [type="file"], [type="hidden"])';

/**
 * Keeps what is typed into a server-rendered page's text fields before React has taken the page
 * over, and hands it to React once it has (`release`, after the hydrating commit). React hydrates
 * a field as it finds it: the text stays on screen, but the component's state still holds the
 * value the server rendered, so nothing reacts to it (a search that never runs) and the next render
 * puts the rendered value back. `release` tells React's value tracking the field held what was
 * rendered (its `defaultValue`) and then sets the typed text as the browser does, and fires the
 * `input` event: React calls the field's `onChange` with it, as if it had been typed just now.
 * Call it outside React's render and commit (not from an effect directly): React hydrates a field
 * still waiting in a Suspense boundary only when an event reaches it outside them.
 */
export function keepEarlyInput(container: HTMLElement): { release: () => void } {
  // The text as last typed: hydration puts a text area's served text back, an input's it leaves.
  const typedInto = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  const onInput = (event: Event) => {
    const field = event.target as HTMLInputElement | HTMLTextAreaElement | null;
    if (field?.matches(textFields) && container.contains(field)) typedInto.set(field, field.value);
  };
  // On the window, ahead of React, which listens on the body too once hydrating (for portals).
  const view = container.ownerDocument.defaultView ?? window;
  view.addEventListener('input', onInput, true);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      view.removeEventListener('input', onInput, true);
      for (const [field, typed] of typedInto) {
        if (!field.isConnected || typed === field.defaultValue) continue;
        // A field in a part of the page React has not hydrated yet (the page's Suspense boundary,
        // shell/ShellLayout.tsx): an input event makes React hydrate that part at once. It takes
        // the typed text as the field's value then, so this event changes nothing; the next does.
        field.dispatchEvent(new Event('input', { bubbles: true }));
        // The value setter React put on the field records the value it last saw; the prototype's
        // setter changes only what is shown.
        field.value = field.defaultValue;
        const prototype =
          field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
        Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      typedInto.clear();
    },
  };
}

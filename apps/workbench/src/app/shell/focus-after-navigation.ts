/**
 * Where the focus goes once a navigation has rendered its page, when the control that had it went away
 * with the old page (New level → Create, a link in a list): the new page's first heading, made focusable,
 * so the next Tab starts at the top of what was opened instead of at the start of the document.
 * A focus that is still on a live control (a field that updates the URL) is left where it is.
 */
export function focusLostTo(doc: Document): HTMLElement | null {
  const active = doc.activeElement;
  if (active && active !== doc.body && active.isConnected) return null;
  const heading = doc.querySelector<HTMLElement>('main h1');
  if (!heading) return null;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return heading;
}

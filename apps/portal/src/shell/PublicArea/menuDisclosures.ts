// Plain DOM code, no React: the public pages' own small script runs it where nothing hydrates.

function openDisclosures(root: HTMLElement): HTMLDetailsElement[] {
  return [...root.querySelectorAll<HTMLDetailsElement>('details[open]')];
}

/** Closes every open menu of the header (after a navigation). */
export function closeMenus(root: HTMLElement) {
  for (const details of openDisclosures(root)) details.open = false;
}

/**
 * The header's menus are `<details>`, so they open without JavaScript; with it they also close
 * as a menu should: on Escape (focus back on their button), on a click or focus elsewhere, and
 * once a link in them was followed. Returns the function that stops it.
 */
export function closeMenusLikeMenus(root: HTMLElement): () => void {
  const document = root.ownerDocument;
  const closeOutside = (target: EventTarget | null) => {
    for (const details of openDisclosures(root)) {
      if (!(target instanceof Node) || !details.contains(target)) details.open = false;
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !(event.target instanceof Element)) return;
    const details = event.target.closest<HTMLDetailsElement>('details[open]');
    if (!details) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  };
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const details = event.target.closest('a')?.closest<HTMLDetailsElement>('details[open]');
    if (details) details.open = false;
  };
  const onFocusOut = (event: FocusEvent) => {
    // Null when the focus goes nowhere in particular (a click on the panel's background).
    if (event.relatedTarget) closeOutside(event.relatedTarget);
  };
  const onPointerDown = (event: PointerEvent) => closeOutside(event.target);
  root.addEventListener('keydown', onKeyDown);
  root.addEventListener('click', onClick);
  root.addEventListener('focusout', onFocusOut);
  document.addEventListener('pointerdown', onPointerDown);
  return () => {
    root.removeEventListener('keydown', onKeyDown);
    root.removeEventListener('click', onClick);
    root.removeEventListener('focusout', onFocusOut);
    document.removeEventListener('pointerdown', onPointerDown);
  };
}

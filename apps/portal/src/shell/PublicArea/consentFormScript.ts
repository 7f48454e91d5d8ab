// Plain DOM code, no React: the public pages' own small script runs it where nothing hydrates.
import { consentChangedEvent } from '@lindner/ui/consent';

/**
 * Takes the cookie banner's form over: the choice is posted in the background and the banner
 * goes, so that nothing on the page (a half-filled form) is lost to a reload. Should the post
 * fail, the form is sent as it would be without a script, and the server's answer decides.
 */
export function takeConsentForm(document: Document) {
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches('[data-consent-form]')) return;
    event.preventDefault();
    const submitter = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
    const fields = new FormData(form, submitter);
    const body = new URLSearchParams();
    for (const [name, value] of fields) if (typeof value === 'string') body.append(name, value);
    fetch(form.action, { method: 'POST', body, headers: { accept: 'application/json' } })
      .then((response) => {
        if (!response.ok) throw new Error(`The consent was answered with ${response.status}`);
        form.closest('section')?.remove();
        window.dispatchEvent(new Event(consentChangedEvent));
      })
      .catch(() => {
        if (submitter?.name) {
          const choice = document.createElement('input');
          Object.assign(choice, { type: 'hidden', name: submitter.name, value: submitter.value });
          form.append(choice);
        }
        // submit() fires no submit event: this handler does not take it again.
        form.submit();
      });
  });
}

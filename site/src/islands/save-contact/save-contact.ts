// The save-contact island of /p/{shortId}: plain DOM, no framework, so the page stays the fastest we have.
// The vCard link works without it; this adds "Save to my contacts" and saves a contact left pending
// before the visitor signed in.
import { flushPendingContact, rememberPendingContact, saveContact } from '../../lib/pending-contact';

class SaveContact extends HTMLElement {
  connectedCallback() {
    const { shortId = '', lang, saving = '', saved = '', failed = '', offline = '' } = this.dataset;
    const button = this.querySelector('button') as HTMLButtonElement;
    const status = this.querySelector('[role=status]') as HTMLElement;
    const login = this.querySelector('[data-login]') as HTMLElement;
    const contacts = this.querySelector('[data-contacts]') as HTMLElement;
    const label = button.textContent;

    const show = (result: Awaited<ReturnType<typeof saveContact>>) => {
      button.disabled = false;
      button.textContent = label;
      if (result.status === 'saved') {
        button.hidden = true;
        login.hidden = true;
        status.textContent = saved;
        contacts.hidden = false;
      } else if (result.status === 'unauthorized') {
        rememberPendingContact(shortId);
        login.hidden = false;
      } else if (result.status === 'failed') {
        status.textContent = result.message ?? (navigator.onLine ? failed : offline);
      }
    };

    button.addEventListener('click', async () => {
      button.disabled = true;
      button.textContent = saving;
      status.textContent = '';
      show(await saveContact(shortId, lang));
    });
    // Back from logging in or signing up: the contact asked for before is saved now.
    flushPendingContact(lang).then((result) => {
      if (result.status === 'saved' && result.shortId === shortId) show(result);
    });
  }
}

customElements.define('save-contact', SaveContact);

// The human check island of the passcode form on /d/{shortId}: plain DOM. On sending, it fetches a challenge,
// solves it in the browser (the same solver as the contact exchange) and sends the form with the answer.
// Loaded by human-check.ts (a module: `export {}` below).
import { humanCheck } from '../exchange-contact/solve';

class DynatagHumanCheck extends HTMLElement {
  connectedCallback() {
    const form = this.closest('form') as HTMLFormElement;
    const answer = this.querySelector('[name=altcha]') as HTMLInputElement;
    const status = this.querySelector('[role=status]') as HTMLElement;
    const button = form.querySelector('button') as HTMLButtonElement;
    form.addEventListener('submit', async (event) => {
      if (answer.value) return;
      event.preventDefault();
      button.disabled = true;
      status.textContent = this.dataset.checking ?? '';
      try {
        answer.value = await humanCheck();
        form.submit();
      } catch {
        status.textContent = '';
        button.disabled = false;
      }
    });
  }
}

if (!customElements.get('dynatag-human-check'))
  customElements.define('dynatag-human-check', DynatagHumanCheck);

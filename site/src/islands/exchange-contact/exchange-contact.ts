// The exchange-contact island of /p/{shortId}: the button opens the dialog; the form logic and the
// solver of the human check load on the first press, so a visitor who never asks downloads a few hundred bytes.
class ExchangeContact extends HTMLElement {
  connectedCallback() {
    const button = this.querySelector('button') as HTMLButtonElement;
    const dialog = this.querySelector('dialog') as HTMLDialogElement;
    let isBound = false;
    button.addEventListener('click', () => {
      dialog.showModal();
      if (isBound) return;
      isBound = true;
      import('./form').then(
        (m) => m.bindForm(this),
        () => {
          isBound = false; // offline: the next press tries again
        },
      );
    });
  }
}

customElements.define('exchange-contact', ExchangeContact);

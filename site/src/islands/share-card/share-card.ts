// The share button of /p/{shortId}: plain DOM like the save-contact island, a few hundred bytes.
class ShareCard extends HTMLElement {
  connectedCallback() {
    const { url = '', title = '', text = '', copied = '', failed = '' } = this.dataset;
    const button = this.querySelector('button') as HTMLButtonElement;
    const status = this.querySelector('[role=status]') as HTMLElement;
    button.addEventListener('click', async () => {
      status.textContent = '';
      if (navigator.share) {
        try {
          return await navigator.share({ title, text, url });
        } catch (error) {
          // Closing the share sheet is no failure; anything else falls back to copying.
          if ((error as Error).name === 'AbortError') return;
        }
      }
      try {
        await navigator.clipboard.writeText(url);
        status.textContent = copied;
      } catch {
        status.textContent = failed.replace('{url}', url);
      }
    });
  }
}

customElements.define('share-card', ShareCard);

// A video's poster (issue 32): until the visitor taps it, the page loads nothing of YouTube or Vimeo; the tap
// puts their privacy-enhanced player in its place, in a sandboxed frame named by the video's title. Without a
// script the poster is a plain link to the video on the provider's site. A few hundred bytes.
class VideoPoster extends HTMLElement {
  connectedCallback() {
    const link = this.querySelector('a');
    link?.addEventListener('click', (event) => {
      event.preventDefault();
      const frame = document.createElement('iframe');
      frame.src = this.dataset.src ?? '';
      frame.title = this.dataset.title ?? '';
      frame.className = 'vp';
      frame.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
      frame.allowFullscreen = true;
      frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation allow-popups');
      link.replaceWith(frame);
      frame.focus();
    });
  }
}

customElements.define('video-poster', VideoPoster);

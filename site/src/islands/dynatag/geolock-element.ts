// The location lock island of /d/{shortId}: plain DOM. The position goes to the server once, in the form.
// Loaded by geolock.ts (a module: `export {}` below).
class DynatagGeolock extends HTMLElement {
  connectedCallback() {
    const { locating = '', needGps = '', unavailable = '', auto } = this.dataset;
    const form = this.querySelector('form') as HTMLFormElement;
    const button = form.querySelector('button') as HTMLButtonElement;
    const status = this.querySelector('[role=status]') as HTMLElement;
    const field = (name: string) => form.querySelector(`[name=${name}]`) as HTMLInputElement;

    const locate = () => {
      if (!('geolocation' in navigator)) {
        status.textContent = needGps;
        return;
      }
      button.disabled = true;
      status.textContent = locating;
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => {
          field('lat').value = String(coords.latitude);
          field('lng').value = String(coords.longitude);
          field('accuracy').value = String(Math.round(coords.accuracy));
          form.submit();
        },
        (error) => {
          button.disabled = false;
          status.textContent = error.code === error.PERMISSION_DENIED ? needGps : unavailable;
        },
        { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 },
      );
    };

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      locate();
    });
    // Without asking first only when the visitor already allowed it (no prompt appears out of nowhere).
    if (auto && navigator.permissions) {
      navigator.permissions.query({ name: 'geolocation' }).then(
        (permission) => {
          if (permission.state === 'granted') locate();
        },
        () => {},
      );
    }
  }
}

customElements.define('dynatag-geolock', DynatagGeolock);

export {};

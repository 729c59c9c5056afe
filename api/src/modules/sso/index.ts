// The door: what other modules may use (docs/modules.md).
export { ssoForEmail, ssoRequiredFor } from './people';
export { ssoModule } from './routes';

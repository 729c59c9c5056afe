export { ssoForEmail, ssoRequiredFor } from './people';
export { ssoModule } from './routes';

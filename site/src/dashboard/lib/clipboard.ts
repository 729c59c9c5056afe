import { notify } from '../stores/notifications';
import { t } from './i18n';

/** Copies text and says so ("Copied to clipboard"); falls back to a hidden textarea. */
export async function copyText(text: string, message = t('copied')) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
  notify(message, { color: 'success' });
}

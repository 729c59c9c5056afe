import { useStore } from '@nanostores/react';
import type { DynatagSummary } from '@shared/types/dynatags';
import { useState } from 'react';
import { qrFile } from '../../lib/qr-files';
import { $uiLang } from '../../stores/prefs';
import { QrPanel } from '../../ui/QrPanel';
import { QrStyleEditor } from '../../ui/QrStyleEditor';
import { useEditorT } from './modules/i18n';

/**
 * The tag's QR code: its public address {origin}/d/{id}, drawn by the API in the tag's style (its own, else the
 * company's), with SVG, PNG and PDF downloads, copy link and the style editor.
 */
export function TagQr({ tag }: { tag: Pick<DynatagSummary, 'id' | 'url' | 'name'> }) {
  const { t } = useEditorT();
  const lang = useStore($uiLang);
  const link = tag.url || `${location.origin}/d/${tag.id}`;
  const base = `/dynatags/${encodeURIComponent(tag.id)}`;
  // Bumped when the style is saved, so the code shown and downloaded is drawn again in it.
  const [version, setVersion] = useState(0);
  return (
    <div data-testid="tag-qr">
      <QrPanel
        link={link}
        svgSrc={qrFile(base, 'svg', lang, { size: 512, v: version })}
        svgHref={qrFile(base, 'svg', lang, { size: 1024, v: version })}
        pngHref={qrFile(base, 'png', lang, { size: 1024, v: version })}
        fileName={`dynatag-${tag.id}`}
        pageHref={link}
      >
        <p className="text-sm">{t('qrText')}</p>
      </QrPanel>
      <QrStyleEditor
        kind="dynatag"
        id={tag.id}
        fileName={`dynatag-${tag.id}`}
        onSaved={() => setVersion((v) => v + 1)}
      />
    </div>
  );
}

// A styled QR code as a download: SVG, PNG (`size` px wide) or a print-ready PDF (`mm` wide).
import {
  type QrFormat,
  type QrRequest,
  renderQrPdf,
  renderQrPng,
  renderQrSvg,
} from '../../platform/qr-style/render';

const TYPES: Record<QrFormat, string> = { svg: 'image/svg+xml', png: 'image/png', pdf: 'application/pdf' };

export async function qrDownload(
  request: QrRequest,
  format: QrFormat,
  options: { size?: number; mm?: number; fileName: string },
): Promise<Response> {
  const size = options.size ?? 1024;
  const body =
    format === 'svg'
      ? renderQrSvg(request, size)
      : format === 'png'
        ? await renderQrPng(request, size)
        : await renderQrPdf(request, options.mm ?? 50);
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    headers: {
      'content-type': TYPES[format],
      'cache-control': 'private, max-age=300',
      'content-disposition': `inline; filename="${options.fileName}.${format}"`,
    },
  });
}

import { copyText } from '../lib/clipboard';
import { useT } from '../lib/i18n';
import { Icon } from '../ui/icons';

/**
 * One DNS record to add at the domain's DNS host (a page domain's TXT and CNAME, a single sign-on domain's TXT):
 * its type, name and value, the name and the value each with its copy button.
 */
export function DnsRecord({
  type,
  name,
  value,
  copyName,
  copyValue,
}: {
  type: string;
  name: string;
  value: string;
  copyName: string;
  copyValue: string;
}) {
  const t = useT();
  const row = (label: string, text: string, copyLabel?: string) => (
    <tr>
      <th scope="row" className="text-base-content/75 w-20 font-normal">
        {label}
      </th>
      <td className="font-mono break-all">{text}</td>
      <td className="w-8">
        {copyLabel && (
          <button type="button" className="btn btn-xs" onClick={() => copyText(text)} aria-label={copyLabel}>
            <Icon name="copy" className="size-3" />
          </button>
        )}
      </td>
    </tr>
  );
  return (
    <table className="table table-sm rounded-box border border-base-300">
      <tbody>
        {row(t('domainRecordType'), type)}
        {row(t('domainRecordName'), name, copyName)}
        {row(t('domainRecordValue'), value, copyValue)}
      </tbody>
    </table>
  );
}

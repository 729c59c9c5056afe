import type { Company } from '../lib/people';

/** A company's logo on white, or its initial when it has none (decorative: the name is beside it). */
export function CompanyLogo({
  company,
  size = 'size-12',
}: {
  company: Pick<Company, 'logo' | 'logoPath' | 'name'>;
  size?: string;
}) {
  return company.logo ? (
    <img
      src={company.logoPath}
      alt=""
      loading="lazy"
      className={`${size} rounded-field shrink-0 border border-base-300 bg-white object-contain p-0.5`}
    />
  ) : (
    <span
      aria-hidden="true"
      className={`${size} rounded-field grid shrink-0 place-items-center bg-primary/10 text-primary font-semibold`}
    >
      {company.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

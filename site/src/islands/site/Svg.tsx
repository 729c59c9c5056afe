import { type IconName, iconSvg } from '../../lib/icons';

/** A decorative icon inside an island (the markup is our own constant, never user input). */
export function Svg({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: static icon markup from lib/icons
  return <span className="inline-flex" dangerouslySetInnerHTML={{ __html: iconSvg(name, className) }} />;
}

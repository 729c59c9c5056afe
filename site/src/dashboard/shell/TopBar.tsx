import type { ReactNode } from 'react';
import { Icon, type IconName } from '../ui/icons';

const TONE = { info: 'alert-info', warning: 'alert-warning' } as const;

/**
 * One bar above the dashboard's pages (SPEC §2): an icon, what it is about, and what to do (the children). On a
 * phone the icon stays on the text's line and the actions go below it, so a bar takes three or four lines, not six
 * (issue 28: the page started a screen down).
 */
export function TopBar(props: {
  label: string;
  tone: keyof typeof TONE;
  icon: IconName;
  testId: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={props.label}
      className={`alert ${TONE[props.tone]} alert-soft dc-alert mb-3 flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5 text-start sm:mb-5 sm:flex-nowrap sm:px-4 sm:py-3`}
      data-testid={props.testId}
    >
      <Icon name={props.icon} className="size-5 self-start max-sm:mt-px" />
      <p className="min-w-0 flex-1 basis-48 text-sm">{props.text}</p>
      {props.children}
    </section>
  );
}

import type { ReactNode } from 'react';
import { Icon, type IconName } from '../ui/icons';

const TONE = { info: 'alert-info', warning: 'alert-warning' } as const;

/** One bar above the dashboard's pages (SPEC §2): an icon, what it is about, and what to do (the children). */
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
      className={`alert ${TONE[props.tone]} alert-soft dc-alert alert-vertical sm:alert-horizontal mb-5 justify-items-start text-start`}
      data-testid={props.testId}
    >
      <Icon name={props.icon} />
      <p className="min-w-0 flex-1 text-sm">{props.text}</p>
      {props.children}
    </section>
  );
}

import type { BlockProps } from '../types';

/** Where the booking widget mounts (booking, cart, season products, purchase result). */
export function Widget({ section, lang }: BlockProps<'widget'>) {
  return (
    <div
      className="widget-host"
      data-widget-view={section.props.view}
      data-widget-filter={section.props.filter ? JSON.stringify(section.props.filter) : undefined}
      data-lang={lang}
    />
  );
}

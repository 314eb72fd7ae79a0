export type IconName =
  | 'menu'
  | 'close'
  | 'cart'
  | 'search'
  | 'zoom'
  | 'arrow-right'
  | 'arrow-left'
  | 'ruler'
  | 'truck'
  | 'store'
  | 'shield'
  | 'check'
  | 'warning'
  | 'error'
  | 'spinner'
  | 'plus'
  | 'minus'
  | 'delete'
  | 'document'
  | 'calendar'
  | 'play'
  | 'user'
  | 'heart';

/** A decorative icon from the one SVG sprite; the control around it carries the name. */
export function Icon({
  name,
  size = 24,
  className,
}: {
  name: IconName;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      aria-hidden="true"
    >
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}

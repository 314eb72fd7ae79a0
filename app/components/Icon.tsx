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

/**
 * A decorative icon from the one SVG sprite; the control around it carries the name. One a page
 * repeats (a card's heart) may be `bare`: no class or size of its own, the control's rules set them.
 */
export function Icon({
  name,
  size = 24,
  className,
  bare = false,
}: {
  name: IconName;
  size?: number;
  className?: string;
  bare?: boolean;
}) {
  const sized = bare
    ? {}
    : {className: className ? `icon ${className}` : 'icon', width: size, height: size};
  return (
    <svg {...sized} aria-hidden="true">
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}

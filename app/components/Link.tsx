import {forwardRef} from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  type LinkProps,
  type NavLinkProps,
} from 'react-router';

/*
 * React Router's links without `data-discover`: the whole route manifest comes with the page
 * (docs/decisions/0026), so there is nothing to discover and the attribute is only bytes.
 */

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  return <RouterLink ref={ref} discover="none" {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(props, ref) {
  return <RouterNavLink ref={ref} discover="none" {...props} />;
});

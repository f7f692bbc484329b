import { Link, type LinkProps } from 'react-router';
import { buttonClass, type ButtonVariant } from './button';

/**
 * A link styled as a button (navigation stays a link for assistive technology). Apart from
 * button.tsx, so a page that only needs buttons (the pre-rendered public pages) carries no router.
 */
export function ButtonLink({ variant = 'primary', className, ...props }: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}

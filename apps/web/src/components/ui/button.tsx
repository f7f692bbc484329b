import type { ButtonHTMLAttributes } from 'react';
import { useAppReady } from '@/lib/app-ready';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';
/** The classes of a button of `variant` (links styled as buttons use them too: button-link.tsx). */
export const buttonClass = (variant: ButtonVariant, extra?: string) =>
  [styles.button, styles[variant], extra].filter(Boolean).join(' ');

/** A button: disabled in the server's HTML (a pre-rendered or drawn page), whose clicks only the app can act on. */
export function Button({
  variant = 'primary',
  className,
  type = 'button',
  disabled,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  const ready = useAppReady();
  return <button type={type} className={buttonClass(variant, className)} disabled={disabled || !ready} {...props} />;
}

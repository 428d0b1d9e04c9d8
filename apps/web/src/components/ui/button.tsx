import type { ComponentProps, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'outline'
  | 'ghost'
  | 'danger'
  | 'danger-ghost'
  | 'success'
  | 'dark'
  /** White on a dark or coloured background. */
  | 'inverse'
  /** Translucent on a dark or coloured background. */
  | 'glass';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary-600 text-white shadow-sm hover:bg-primary-700 active:bg-primary-800',
  secondary: 'bg-primary-50 text-primary-700 hover:bg-primary-100',
  outline: 'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700',
  'danger-ghost': 'text-red-700 hover:bg-red-50',
  success: 'bg-emerald-700 text-white shadow-sm hover:bg-emerald-800',
  dark: 'bg-slate-900 text-white shadow-sm hover:bg-slate-800',
  // A white focus ring: the primary one vanishes on the dark and coloured backgrounds these sit on
  // (the landing hero, issue 29).
  inverse: 'bg-white text-primary-800 shadow-sm hover:bg-primary-50 focus-visible:outline-white!',
  glass:
    'bg-white/10 text-white ring-1 ring-white/40 ring-inset backdrop-blur hover:bg-white/20 focus-visible:outline-white!',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm gap-1.5',
  md: 'h-10 px-4 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2',
};

export const buttonClasses = ({ variant = 'primary', size = 'md', fullWidth }: ButtonStyle = {}) =>
  cn(
    'inline-flex items-center justify-center rounded-xl font-semibold whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
    'disabled:pointer-events-none disabled:opacity-60',
    variants[variant],
    sizes[size],
    fullWidth && 'w-full',
  );

interface ButtonProps extends ComponentProps<'button'>, ButtonStyle {
  isLoading?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant,
  size,
  fullWidth,
  isLoading = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(buttonClasses({ variant, size, fullWidth }), className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading ? <Spinner size="sm" label={null} /> : icon}
      {children}
    </button>
  );
}

interface LinkButtonProps extends LinkProps, ButtonStyle {
  icon?: ReactNode;
}

/** A router link that looks like a button (navigation stays a link for assistive tech). */
export function LinkButton({
  variant,
  size,
  fullWidth,
  icon,
  className,
  children,
  ...props
}: LinkButtonProps) {
  return (
    <Link className={cn(buttonClasses({ variant, size, fullWidth }), className)} {...props}>
      {icon}
      {children}
    </Link>
  );
}

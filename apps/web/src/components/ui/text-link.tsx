import { Link, type LinkProps } from 'react-router';
import { cn } from '../../lib/cn';

export function TextLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={cn(
        'font-semibold text-primary-700 underline-offset-2 hover:text-primary-800 hover:underline',
        className,
      )}
      {...props}
    />
  );
}

import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './plain-button.module.css';

export type PlainButtonVariant = 'filled' | 'light' | 'subtle' | 'outline' | 'white';

export interface PlainButtonProps {
  children: ReactNode;
  /** Internal paths (`/…`) render a router link, other addresses an ordinary link; none renders a button. */
  href?: string;
  onClick?: MouseEventHandler<HTMLElement>;
  onPointerEnter?: MouseEventHandler<HTMLElement>;
  onFocus?: () => void;
  variant?: PlainButtonVariant;
  /** `sm` (default), `lg` for a section's call to action, `compact` for the navbar. */
  size?: 'sm' | 'lg' | 'compact';
  /** Pill-shaped (Mantine's radius `xl`). */
  round?: boolean;
  /** Full width below the `sm` breakpoint. */
  fullOnMobile?: boolean;
  leftSection?: ReactNode;
  /** The left section is decoration: left out on the narrowest phones, where the label needs the room. */
  leftSectionWideOnly?: boolean;
  loading?: boolean;
  lang?: string;
  title?: string;
  'aria-label'?: string;
}

/**
 * A button (or a link that looks like one) in the style of the product's Mantine button, in plain HTML and
 * CSS: the app frame, the home page and the error pages use it, so that they need none of Mantine's code and
 * show before it loads (issue 7 "Speed"). Pages inside the app keep `Button` (components/button.tsx).
 */
export function PlainButton({
  children,
  href,
  variant = 'filled',
  size = 'sm',
  round = false,
  fullOnMobile = false,
  leftSection,
  leftSectionWideOnly = false,
  loading = false,
  ...rest
}: PlainButtonProps) {
  const className = [
    classes.root,
    size === 'lg' ? classes.lg : size === 'compact' ? classes.compact : '',
    variant === 'filled' ? '' : classes[variant],
    round ? classes.round : '',
    fullOnMobile ? classes.fullOnMobile : '',
    leftSectionWideOnly ? classes.leftSectionWideOnly : '',
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      {leftSection ? <span className={classes.section}>{leftSection}</span> : null}
      <span className={classes.label}>{children}</span>
    </>
  );
  const common = {
    className,
    'data-with-left-section': leftSection ? true : undefined,
    ...rest,
  };
  if (href) {
    if (href.startsWith('/') && !href.startsWith('//')) {
      return (
        <Link to={href} {...common}>
          {content}
        </Link>
      );
    }
    return (
      <a href={href} {...common}>
        {content}
      </a>
    );
  }
  return (
    <button
      type="button"
      {...common}
      disabled={loading}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
    >
      {content}
    </button>
  );
}

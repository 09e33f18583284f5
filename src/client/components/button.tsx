import { Button as MantineButton, type ButtonProps as MantineButtonProps } from '@mantine/core';
import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'subtle' | 'white' | 'danger';

export interface ButtonProps {
  children: ReactNode;
  type?: 'button' | 'submit' | 'reset';
  /** Internal paths (`/…`) render a router link; other addresses an ordinary link. */
  href?: string;
  /** Opens `href` in a new window (external links only). */
  external?: boolean;
  variant?: ButtonVariant;
  loading?: boolean;
  disabled?: boolean;
  /** Full width below the `sm` breakpoint. */
  fullOnMobile?: boolean;
  /** Larger button for a section's call to action. */
  sectionCta?: boolean;
  onClick?: MouseEventHandler<HTMLElement>;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  size?: MantineButtonProps['size'];
  className?: string;
  'aria-label'?: string;
}

const variants: Record<ButtonVariant, Pick<MantineButtonProps, 'variant' | 'color'>> = {
  primary: { variant: 'filled' },
  secondary: { variant: 'light' },
  outline: { variant: 'outline' },
  subtle: { variant: 'subtle' },
  white: { variant: 'white' },
  danger: { variant: 'filled', color: 'red' },
};

function isInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** The product's button (SPEC §2 "Other widgets"), built on Mantine's. */
export function Button({
  children,
  type = 'button',
  href,
  external = false,
  variant = 'primary',
  loading = false,
  disabled = false,
  fullOnMobile = false,
  sectionCta = false,
  size,
  ...rest
}: ButtonProps) {
  const common: MantineButtonProps = {
    ...variants[variant],
    loading,
    disabled: disabled || loading,
    size: size ?? (sectionCta ? 'lg' : 'sm'),
    radius: sectionCta ? 'xl' : undefined,
    px: sectionCta ? 'xl' : undefined,
    w: fullOnMobile ? { base: '100%', sm: 'auto' } : undefined,
    leftSection: rest.leftSection,
    rightSection: rest.rightSection,
    className: rest.className,
  };
  const label = rest['aria-label'];

  if (href && !disabled && !loading) {
    if (isInternal(href)) {
      return (
        <MantineButton {...common} component={Link} to={href} onClick={rest.onClick} aria-label={label}>
          {children}
        </MantineButton>
      );
    }
    return (
      <MantineButton
        {...common}
        component="a"
        href={href}
        target={external ? '_blank' : undefined}
        rel={external ? 'noopener noreferrer' : undefined}
        onClick={rest.onClick}
        aria-label={label}
      >
        {children}
      </MantineButton>
    );
  }

  return (
    <MantineButton {...common} type={type} onClick={rest.onClick} aria-label={label}>
      {children}
    </MantineButton>
  );
}

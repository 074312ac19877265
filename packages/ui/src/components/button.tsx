import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

// The look of a button, its variants and sizes are the stylesheet's `ui-button…` classes
// (styles/index.css): a class name each instead of twenty utilities in every button's markup.
// Utilities a caller adds still win over them (they sit in the components layer).
const buttonVariants = cva('ui-button', {
  variants: {
    variant: {
      primary: 'ui-button-primary',
      secondary: 'ui-button-secondary',
      ghost: 'ui-button-ghost',
      link: 'ui-button-link',
    },
    size: {
      sm: 'ui-button-sm',
      md: 'ui-button-md',
      lg: 'ui-button-lg',
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the child element (a link, say) with the button's look instead of a `<button>`. */
    asChild?: boolean;
  };

/**
 * The shop's button for an action (add to basket, log in, apply filters): primary for the one main
 * action of a view, secondary beside it, ghost for quiet actions in toolbars, link for an action
 * that reads as text. With `asChild` a link takes the button's look.
 */
function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      data-slot="button"
      data-variant={variant ?? 'primary'}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}

// As `ui-button`: the stylesheet's `ui-icon-button…` classes.
const iconButtonVariants = cva('ui-icon-button', {
  variants: {
    variant: {
      primary: 'ui-icon-button-primary',
      secondary: 'ui-icon-button-secondary',
      ghost: 'ui-icon-button-ghost',
      toggle: 'ui-icon-button-toggle',
    },
    size: {
      sm: 'ui-icon-button-sm',
      md: 'ui-icon-button-md',
      lg: 'ui-icon-button-lg',
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

type IconButtonProps = Omit<React.ComponentProps<'button'>, 'aria-label'> &
  VariantProps<typeof iconButtonVariants> & {
    /** The accessible name; an icon alone says nothing to a screen reader. */
    label: string;
    /** `button` unless given, so an icon button inside a form does not submit it by accident. */
    type?: 'button' | 'submit' | 'reset';
  };

/** A square button showing only an icon (its child), named by `label`. */
function IconButton({
  className,
  variant,
  size,
  label,
  type = 'button',
  ...props
}: IconButtonProps) {
  return (
    <button
      data-slot="icon-button"
      data-variant={variant ?? 'ghost'}
      type={type}
      aria-label={label}
      title={label}
      className={cn(iconButtonVariants({ variant, size }), className)}
      {...props}
    />
  );
}

export {
  Button,
  type ButtonProps,
  buttonVariants,
  IconButton,
  type IconButtonProps,
  iconButtonVariants,
};

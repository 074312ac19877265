import * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { IconButton } from './button';
import { HeartIcon } from './icons';

/*
 * The story harness the showcase and the behaviour stories of IconButton share. Not a stories
 * file, so Storybook does not index it.
 */

/** The wishlist heart as a toggle that keeps its own pressed state. */
export function WishlistToggle() {
  const { t } = useUiText();
  const [pressed, setPressed] = React.useState(false);
  return (
    <IconButton
      variant="toggle"
      label={t('actions.addToWishlist')}
      aria-pressed={pressed}
      onClick={() => setPressed((value) => !value)}
    >
      <HeartIcon />
    </IconButton>
  );
}

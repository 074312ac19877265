import { useUiText } from '../../i18n/ui-text';
import { MobileNavigation, type MobileNavigationProps } from '../mobile-navigation';
import { SideNavigation, type SideNavigationProps } from '../side-navigation';
import { type ContentDialogProps, DialogFrame, useCloseThen } from './dialog-frame';

type SideNavigationDialogProps = ContentDialogProps & SideNavigationProps;

/**
 * The desktop side navigation: the category stack in a left drawer, opened on the root
 * category chosen in the header (`initialLink`). Following a link closes the drawer.
 */
function SideNavigationDialog({
  id = 'side-navigation',
  returnFocusTo,
  open,
  onOpenChange,
  onNavigate,
  ...props
}: SideNavigationDialogProps) {
  const { t } = useUiText();
  const closeThen = useCloseThen(id);
  return (
    <DialogFrame
      id={id}
      kind="side-navigation"
      position="left"
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialogs.sideNavigation.title')}
      description={t('dialogs.sideNavigation.description')}
      hideDescription
    >
      <SideNavigation titleAs="h3" onNavigate={closeThen(onNavigate)} {...props} />
    </DialogFrame>
  );
}

type MobileNavigationDialogProps = ContentDialogProps & MobileNavigationProps;

/**
 * The mobile navigation: categories, service links and the country picker in the mobileLeft
 * drawer opened by the header's menu button. Following a link closes the drawer.
 */
function MobileNavigationDialog({
  id = 'mobile-navigation',
  returnFocusTo,
  open,
  onOpenChange,
  onNavigate,
  ...props
}: MobileNavigationDialogProps) {
  const { t } = useUiText();
  const closeThen = useCloseThen(id);
  return (
    <DialogFrame
      id={id}
      kind="mobile-navigation"
      position="mobileLeft"
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialogs.mobileNavigation.title')}
      description={t('dialogs.sideNavigation.description')}
      hideDescription
    >
      <MobileNavigation titleAs="h3" onNavigate={closeThen(onNavigate)} {...props} />
    </DialogFrame>
  );
}

export {
  MobileNavigationDialog,
  type MobileNavigationDialogProps,
  SideNavigationDialog,
  type SideNavigationDialogProps,
};

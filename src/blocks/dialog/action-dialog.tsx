import { Button } from '../controls/button';
import { useT } from '../i18n/use-t';
import { Dialog, type DialogProps } from './dialog';

interface DialogAction {
  label: string;
  run: () => unknown;
  busy?: boolean;
  disabled?: boolean;
}

export interface ActionDialogProps extends Omit<DialogProps, 'footer'> {
  /** The primary button; Enter in the dialog's form does the same. */
  action: DialogAction;
  /** The dismissing button's text: "Cancel" unless said otherwise. */
  dismissLabel?: string;
  formClassName?: string;
}

/** A dialog whose body is one form with a dismiss button and one primary action. */
export function ActionDialog({ action, dismissLabel, formClassName, children, ...dialog }: ActionDialogProps) {
  const t = useT();
  const run = () => {
    if (!action.disabled && !action.busy) void action.run();
  };
  return (
    <Dialog
      {...dialog}
      footer={
        <>
          <Button onClick={dialog.onClose}>{dismissLabel ?? t('common.cancel')}</Button>
          <Button variant="primary" loading={action.busy ?? false} disabled={action.disabled ?? false} onClick={run}>
            {action.label}
          </Button>
        </>
      }
    >
      <form
        className={formClassName}
        onSubmit={(event) => {
          event.preventDefault();
          run();
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}

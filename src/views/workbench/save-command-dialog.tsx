import { Dialog } from '../../blocks/dialog/dialog';
import { ResourceForm } from '../../blocks/form/resource-form';
import { useT } from '../../blocks/i18n/use-t';
import { ADHOCS_URL } from './ops-urls';

interface SaveCommandDialogProps {
  /** The quick job's command and module, saved as they are typed. */
  command: { args: string; module: string };
  onClose: () => void;
}

/** The quick job's "save command": the typed command becomes a named ad hoc command, opened again from the saved commands. */
export function SaveCommandDialog({ command, onClose }: SaveCommandDialogProps) {
  const t = useT();
  return (
    <Dialog title={t('jobs.saveCommand')} width="480px" onClose={onClose}>
      <ResourceForm
        url={ADHOCS_URL}
        groups={[{ fields: ['name', 'comment'] }]}
        transformBody={(body) => ({ ...body, ...command })}
        hasSaveContinue={false}
        hasReset={false}
        successText={t('jobs.commandSaved')}
        onSuccess={onClose}
      />
    </Dialog>
  );
}

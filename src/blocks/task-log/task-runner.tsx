import { useState, type ReactNode } from 'react';
import { Button } from '../controls/button';
import { DetailSection } from '../detail-page/detail-section';
import { useT } from '../i18n/use-t';
import type { IconName } from '../icons/icon-paths';
import { TaskLogView } from './task-log-view';
import * as styles from './task-log.css';

export interface TaskRunnerAction {
  name: string;
  label: string;
  icon: IconName;
  /** Asks the server to start the task; gives its id. */
  start: () => Promise<string>;
  disabled?: boolean;
}

/**
 * Buttons that each start a server task (the first one the primary), and the
 * started task's log streaming below them; `onEnd` when it ends, to read again
 * what it changed (the log across the page). A refused start is said by the
 * HTTP core. The cards given go under the buttons.
 */
export function TaskRunner({ title, actions, onEnd, children }: { title: string; actions: readonly TaskRunnerAction[]; onEnd: () => void; children?: ReactNode }) {
  const t = useT();
  const [task, setTask] = useState<string | null>(null);
  const [starting, setStarting] = useState<string | null>(null);
  const run = async (action: TaskRunnerAction) => {
    setStarting(action.name);
    try {
      setTask(await action.start());
    } catch {
      // Reported by the HTTP core; the buttons are there to try again.
    } finally {
      setStarting(null);
    }
  };
  return (
    <>
      <div className={styles.runner}>
        <DetailSection title={title} padded>
          {actions.map((action, index) => (
            <Button
              key={action.name}
              variant={index === 0 ? 'primary' : 'default'}
              icon={action.icon}
              disabled={action.disabled}
              loading={starting === action.name}
              onClick={() => void run(action)}
            >
              {action.label}
            </Button>
          ))}
        </DetailSection>
        {children}
      </div>
      {task && (
        <DetailSection title={t('taskLog.title')} wide>
          <TaskLogView key={task} taskId={task} onEnd={onEnd} />
        </DetailSection>
      )}
    </>
  );
}

import { useEffect, useRef, useState } from 'react';
import { followTaskLog, taskLogPage } from '../../core/task-log';
import { useT } from '../i18n/use-t';
import { LogOutput } from './log-output';
import * as styles from './task-log.css';

type State = 'running' | 'finished' | 'failed';

/**
 * A task's log as it runs (JumpServer's task-log websocket), kept scrolled to
 * its end unless the reader scrolled up; a link opens the server's own page.
 */
export function TaskLogView({ taskId, onEnd }: { taskId: string; onEnd?: () => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const [state, setState] = useState<State>('running');
  const ended = useRef(onEnd);
  ended.current = onEnd;

  useEffect(() => {
    setText('');
    setState('running');
    return followTaskLog(taskId, {
      onText: (chunk) => setText((current) => current + chunk),
      onEnd: () => {
        setState('finished');
        ended.current?.();
      },
      onError: () => setState('failed'),
    });
  }, [taskId]);

  return (
    <div className={styles.wrapper}>
      <div className={styles.status}>
        <span role="status">{t(`taskLog.${state}`)}</span>
        <a href={taskLogPage(taskId)} target="_blank" rel="noopener noreferrer">
          {t('taskLog.openPage')}
        </a>
      </div>
      <LogOutput text={text} label={t('taskLog.title')} following={state === 'running'} />
    </div>
  );
}

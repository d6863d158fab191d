import { useEffect, useRef, useState } from 'react';
import { followTaskLog, taskLogPage } from '../../core/task-log';
import { useT } from '../i18n/use-t';
import { LogPanel } from './log-output';

type State = 'running' | 'finished' | 'failed' | 'stopped';

/**
 * A task's log as it runs (JumpServer's task-log websocket), kept scrolled to
 * its end unless the reader scrolled up; a link opens the server's own page.
 * `follow` false stops reading: what came so far stays.
 */
export function TaskLogView({ taskId, onEnd, follow = true }: { taskId: string; onEnd?: () => void; follow?: boolean }) {
  const t = useT();
  const [text, setText] = useState('');
  const [state, setState] = useState<State>('running');
  const ended = useRef(onEnd);
  ended.current = onEnd;

  useEffect(() => {
    setText('');
    setState('running');
  }, [taskId]);

  useEffect(() => {
    if (!follow) {
      setState((current) => (current === 'running' ? 'stopped' : current));
      return undefined;
    }
    return followTaskLog(taskId, {
      onText: (chunk) => setText((current) => current + chunk),
      onEnd: () => {
        setState('finished');
        ended.current?.();
      },
      onError: () => setState('failed'),
    });
  }, [taskId, follow]);

  return (
    <LogPanel
      status={t(`taskLog.${state}`)}
      aside={
        <a href={taskLogPage(taskId)} target="_blank" rel="noopener noreferrer">
          {t('taskLog.openPage')}
        </a>
      }
      text={text}
      label={t('taskLog.title')}
      following={state === 'running'}
    />
  );
}

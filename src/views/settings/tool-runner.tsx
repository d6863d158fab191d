import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../blocks/controls/button';
import { makeFormField } from '../../blocks/form/field-widget';
import { FieldRows } from '../../blocks/form/field-rows';
import { FormFrame } from '../../blocks/form/form-frame';
import { focusField } from '../../blocks/form/form-field-row';
import { buildBody, initialValues } from '../../blocks/form/form-values';
import { useFormState } from '../../blocks/form/use-form-state';
import { useT } from '../../blocks/i18n/use-t';
import { LogPanel } from '../../blocks/task-log/log-output';
import { makeFieldMeta } from '../../core/metadata';
import { runTool, type ToolType } from '../../core/system-tools';
import { toolFields } from './tool-fields';

type RunState = 'idle' | 'running' | 'finished' | 'stopped' | 'failed';

/**
 * One system tool: what it acts on, Test to run it on the server (its output
 * streams in below), Stop to end it early (a capture runs until stopped).
 */
export function ToolRunner({ tool, title }: { tool: ToolType; title: string }) {
  const t = useT();
  const fields = useMemo(() => Object.entries(toolFields(tool, t)).map(([name, info]) => makeFormField(makeFieldMeta(name, info))), [tool, t]);
  const form = useFormState(fields, initialValues(fields));
  const [output, setOutput] = useState('');
  const [state, setState] = useState<RunState>('idle');
  const stop = useRef<(() => void) | null>(null);
  const container = useRef<HTMLFormElement>(null);
  useEffect(() => () => stop.current?.(), []);

  const test = () => {
    const invalid = form.validateAll();
    if (invalid) return focusField(container.current, invalid);
    stop.current?.();
    setOutput('');
    setState('running');
    stop.current = runTool(
      { tool_type: tool, ...buildBody(fields, form.values) },
      {
        onText: (text) => setOutput((current) => current + text),
        onEnd: () => setState('finished'),
        onError: () => setState('failed'),
      },
    );
  };
  const halt = () => {
    stop.current?.();
    stop.current = null;
    setState('stopped');
  };

  return (
    <FormFrame
      label={title}
      formRef={container}
      onSubmit={test}
      actions={
        <>
          <Button type="submit" variant="primary" icon="play" loading={state === 'running'}>
            {t('tools.test')}
          </Button>
          <Button variant="danger" icon="circle-x" disabled={state !== 'running'} onClick={halt}>
            {t('tools.stop')}
          </Button>
        </>
      }
      footer={<LogPanel status={t(`tools.state.${state}`)} text={output} label={t('tools.output', { tool: title })} following={state === 'running'} />}
    >
      <FieldRows fields={fields} form={form} />
    </FormFrame>
  );
}

import { textLink } from '../../blocks/controls/controls.css';
import type { Row } from '../../blocks/resource/row';
import { hrefFor } from '../../core/routes';
import type { Automation } from './automations';

/** What a run keeps of its automation: its name and targets then (a backup: its asset types). */
export interface RunSnapshot {
  name?: string;
  comment?: string;
  accounts?: string[];
  asset_amount?: number;
  node_amount?: number;
  types?: string[];
}

export const runSnapshot = (row: Row): RunSnapshot => (row['snapshot'] && typeof row['snapshot'] === 'object' ? (row['snapshot'] as RunSnapshot) : {});

/** The automation a run belongs to, by the name it had then, linked to its page. */
export function AutomationLink({ automation, run }: { automation: Automation; run: Row }) {
  const id = run[automation.runs.link];
  const name = runSnapshot(run).name ?? String(id ?? '');
  return typeof id === 'string' && id ? <ObjectLink route={`${automation.stem}Detail`} id={id} text={name} /> : <>{name}</>;
}

/** A link to an object's page, in the tables' link style. */
export function ObjectLink({ route, id, text }: { route: string; id: string; text: string }) {
  return (
    <a className={textLink} href={hrefFor({ name: route, params: { id } })}>
      {text}
    </a>
  );
}

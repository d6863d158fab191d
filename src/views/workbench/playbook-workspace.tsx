import { useEffect, useId, useState } from 'react';
import { useData } from '../../blocks/data/use-data';
import { Button } from '../../blocks/controls/button';
import * as controls from '../../blocks/controls/controls.css';
import { useT } from '../../blocks/i18n/use-t';
import { MESSAGE_FLASH_MS } from '../../core/constants';
import { feedback, http } from '../../core/http';
import { playbookFilesUrl } from './ops-urls';
import { DeleteFileDialog, RenameFileDialog, type FileEntry } from './playbook-file-actions';
import * as styles from './workbench.css';

/** A node of the work directory as the server gives it (zTree): its key is its path. */
interface FileNode extends FileEntry {
  pId: string;
}

const MAIN = 'main.yml';
/** A file's row buttons, each opening its dialog. */
const FILE_ACTIONS = [
  { kind: 'rename', icon: 'edit', label: 'jobs.renameNamed', title: 'jobs.rename' },
  { kind: 'delete', icon: 'trash', label: 'jobs.deleteNamed', title: 'table.delete' },
] as const;
type FileActionKind = (typeof FILE_ACTIONS)[number]['kind'];
const depth = (key: string) => key.split('/').length - 1;
/** The server lists each level's folders, then its files, then the levels below: here a folder is followed by what it holds. */
const depthFirst = (nodes: readonly FileNode[], parent = 'root'): FileNode[] =>
  nodes.filter((node) => node.pId === parent).flatMap((node) => [node, ...(node.isParent ? depthFirst(nodes, node.id) : [])]);
/** The file a key names once `from` became `to` (null: it was deleted): a file, or one inside a folder. */
const movedKey = (key: string, from: string, to: string | null) => (key === from || key.startsWith(`${from}/`) ? (to === null ? null : to + key.slice(from.length)) : key);

/**
 * A playbook's files and an editor: choose a file, change it, save it; new
 * files go in the top directory. Directories show as headings of their files.
 * Files and folders but main.yml (the entry, which the server keeps) are
 * renamed and deleted from their row.
 */
export function PlaybookWorkspace({ id }: { id: string }) {
  const t = useT();
  const url = playbookFilesUrl(id);
  const editorId = useId();
  const tree = useData(url, (key: string) => http.get<FileNode[]>(key));
  const [current, setCurrent] = useState(MAIN);
  const [content, setContent] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [acting, setActing] = useState<{ kind: FileActionKind; entry: FileEntry } | null>(null);
  const files = depthFirst(tree.data ?? []);

  useEffect(() => {
    let alive = true;
    setContent(null);
    http
      .get<{ content: string }>(url, { params: { key: current } })
      .then((file) => alive && setContent(file.content))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [url, current]);

  const save = async () => {
    setSaving(true);
    try {
      await http.patch(url, { key: current, content: content ?? '', is_directory: false });
      feedback().flash(t('jobs.fileSaved'), 'success', MESSAGE_FLASH_MS);
    } finally {
      setSaving(false);
    }
  };
  const create = async () => {
    const created = await http.post<FileNode>(url, { key: 'root', is_directory: false, name: 'new_file.yml', content: '' });
    await tree.mutate();
    setCurrent(created.id);
  };

  return (
    <div className={styles.workspace}>
      <nav className={styles.files} aria-label={t('jobs.files')}>
        <ul className={styles.fileList}>
          {files.map((node) => (
            <li key={node.id} className={styles.fileRow} style={{ paddingInlineStart: `${depth(node.id) * 12}px` }}>
              {node.isParent ? (
                <span className={styles.folder}>{node.name}/</span>
              ) : (
                <button type="button" className={styles.file} aria-current={node.id === current || undefined} onClick={() => setCurrent(node.id)}>
                  {node.name}
                </button>
              )}
              {node.id !== MAIN && (
                <span className={styles.fileActions}>
                  {FILE_ACTIONS.map(({ kind, icon, label, title }) => (
                    <Button
                      key={kind}
                      variant="icon"
                      size="small"
                      icon={icon}
                      aria-label={t(label, { name: node.name })}
                      title={t(title)}
                      onClick={() => setActing({ kind, entry: node })}
                    />
                  ))}
                </span>
              )}
            </li>
          ))}
        </ul>
        <Button icon="plus" onClick={() => void create().catch(() => undefined)}>
          {t('jobs.newFile')}
        </Button>
      </nav>
      <div className={styles.editorPane}>
        <label htmlFor={editorId} className={styles.editorLabel}>
          {current}
        </label>
        <textarea
          id={editorId}
          className={`${controls.input} ${styles.editor}`}
          spellCheck={false}
          value={content ?? ''}
          disabled={content === null}
          onChange={(event) => setContent(event.target.value)}
        />
        <div>
          <Button variant="primary" loading={saving} disabled={content === null} onClick={() => void save().catch(() => undefined)}>
            {t('jobs.saveFile')}
          </Button>
        </div>
      </div>
      {acting && (
        <FileAction
          url={url}
          entry={acting.entry}
          kind={acting.kind}
          onClose={() => setActing(null)}
          onDone={(key) => {
            void tree.mutate();
            setCurrent((open) => movedKey(open, acting.entry.id, key) ?? MAIN);
          }}
        />
      )}
    </div>
  );
}

function FileAction({ kind, ...props }: { kind: FileActionKind } & Parameters<typeof RenameFileDialog>[0]) {
  return kind === 'rename' ? <RenameFileDialog {...props} /> : <DeleteFileDialog {...props} />;
}

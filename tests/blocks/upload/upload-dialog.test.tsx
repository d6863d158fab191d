import { expect } from 'chai';
import { UploadDialog } from '../../../src/blocks/upload/upload-dialog';
import { http } from '../../../src/core/http';
import { appletManifest, appletPackage, zipArchive } from '../../helpers/zip.mjs';
import { expectAccessible } from '../../helpers/axe';
import { render } from '../../helpers/render';
import { chooseFiles, dropFiles } from '../helpers/choose-files';
import { byText, click, waitFor, withServerSession } from '../helpers/signed-in';

const APPLET_UPLOAD = '/api/v1/terminal/applets/upload/';
const PLAYBOOKS = '/api/v1/ops/playbooks/';
const ZIP_RULES = { extensions: ['.zip'], maxBytes: 1024 * 1024 };

const sendAs = (url: string, field: string) => (file: File) => {
  const form = new FormData();
  form.append(field, file);
  return http.post(url, form, { silent: true });
};
const alertOf = (root: HTMLElement) => root.querySelector('[role=alert]')?.textContent ?? null;

describe('the upload dialog on the server', () => {
  withServerSession('admin');

  it('refuses a file of the wrong type, too large or more than one before sending, and asks for one first', async () => {
    const sent: File[] = [];
    const view = await render(
      <UploadDialog
        title="Upload an applet"
        rules={ZIP_RULES}
        upload={async (file) => sent.push(file)}
        successText="Done"
        onUploaded={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(view.container.textContent).to.contain('One .zip file, 1 MB at most');
    await click(byText(view.container, 'button', 'Upload'));
    expect(alertOf(view.container)).to.equal('Choose a file to upload first');
    await chooseFiles(view.container, [new File(['x'], 'package.tar')]);
    expect(alertOf(view.container)).to.equal('Only .zip files can be chosen');
    await chooseFiles(view.container, [new File([new Uint8Array(1024 * 1024 + 1)], 'huge.zip')]);
    expect(alertOf(view.container)).to.equal('The file is larger than 1 MB');
    await dropFiles(view.container, [new File(['a'], 'a.zip'), new File(['b'], 'b.zip')]);
    expect(alertOf(view.container)).to.equal('Choose one file only');
    expect(sent).to.deep.equal([]);
    await expectAccessible(view.container);
    await view.unmount();
  });

  it('shows what the server found wrong in the package, and stays open to try another', async () => {
    let closed = false;
    const view = await render(
      <UploadDialog
        title="Upload an applet"
        rules={ZIP_RULES}
        upload={sendAs(APPLET_UPLOAD, 'file')}
        successText="Done"
        onUploaded={() => undefined}
        onClose={() => (closed = true)}
      />,
    );
    await chooseFiles(view.container, [new File(['plain text'], 'broken.zip')]);
    expect(view.container.textContent).to.contain('broken.zip (1 KB) is ready to upload');
    await click(byText(view.container, 'button', 'Upload'));
    await waitFor(() => alertOf(view.container));
    expect(alertOf(view.container)).to.equal('Invalid zip file: File is not a zip file');
    const name = `wtr_${Date.now().toString(36)}`;
    await chooseFiles(view.container, [new File([appletPackage(name, appletManifest(name), { omit: ['setup.yml'] })], `${name}.zip`)]);
    await click(byText(view.container, 'button', 'Upload'));
    await waitFor(() => alertOf(view.container)?.includes('setup.yml'));
    expect(alertOf(view.container)).to.equal('Applet pkg not valid, Missing file setup.yml');
    expect(closed).to.equal(false);
    await expectAccessible(view.container);
    await view.unmount();
  });

  it('sends a good archive, reports the server answer and closes', async () => {
    const answers: unknown[] = [];
    let closed = false;
    const name = `wtr_book_${Date.now().toString(36)}`;
    const view = await render(
      <UploadDialog
        title="Upload a playbook"
        rules={ZIP_RULES}
        upload={sendAs(PLAYBOOKS, 'path')}
        successText="Created"
        onUploaded={(answer) => answers.push(answer)}
        onClose={() => (closed = true)}
      />,
    );
    await chooseFiles(view.container, [new File([zipArchive({ 'main.yml': '- hosts: all\n' })], `${name}.zip`)]);
    await click(byText(view.container, 'button', 'Upload'));
    await waitFor(() => closed);
    expect((answers[0] as { name: string }).name).to.equal(name);
    await view.unmount();
  });
});

import { act } from '../../helpers/render';

function transferOf(files: readonly File[]): DataTransfer {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  return transfer;
}

/** Chooses files in the first file input under root, as the browser's file picker does. */
export async function chooseFiles(root: ParentNode, files: readonly File[], input = root.querySelector<HTMLInputElement>('input[type=file]')!): Promise<void> {
  await act(async () => {
    input.files = transferOf(files).files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Drops files on the first drop area (a label for a file input) under root. */
export async function dropFiles(root: ParentNode, files: readonly File[]): Promise<void> {
  const zone = root.querySelector<HTMLLabelElement>('label[for]')!;
  await act(async () => zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transferOf(files) })));
}

import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FileDrop } from './file-drop';
import { FormField } from './form-field';

function Harness() {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FormField label="Documents">
      <FileDrop
        files={files}
        onFilesChange={setFiles}
        accept={['application/pdf', 'image/png']}
        acceptLabel="PDF or PNG"
        maxFiles={2}
        maxBytes={1024}
      />
    </FormField>
  );
}

const file = (name: string, type: string, size = 10) =>
  new File(['x'.repeat(size)], name, { type });

describe('file drop', () => {
  it('adds valid files, explains rejected ones, and removes files', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    const input = screen.getByLabelText('Documents');

    await user.upload(input, [
      file('id.pdf', 'application/pdf'),
      file('notes.txt', 'text/plain'),
      file('huge.png', 'image/png', 4096),
      file('deed.png', 'image/png'),
      file('extra.pdf', 'application/pdf'),
    ]);

    const list = screen.getByRole('list', { name: 'Selected files' });
    expect(list).toHaveTextContent('id.pdf');
    expect(list).toHaveTextContent('deed.png');
    expect(list).not.toHaveTextContent('extra.pdf');
    const problems = screen.getByRole('alert');
    expect(problems).toHaveTextContent('notes.txt: only PDF or PNG files');
    expect(problems).toHaveTextContent('huge.png: larger than 1 KB');
    expect(problems).toHaveTextContent('extra.pdf: at most 2 files');

    await user.click(screen.getByRole('button', { name: 'Remove id.pdf' }));
    expect(list).not.toHaveTextContent('id.pdf');
  });
});

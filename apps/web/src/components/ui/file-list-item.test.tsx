import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileListItem } from './file-list-item';

describe('FileListItem', () => {
  it('names the file, its size and date, and opens it from a button named for it', async () => {
    const onOpen = vi.fn();
    render(
      <ul>
        <FileListItem
          file={{
            id: 'f1',
            fileName: 'aadhaar.pdf',
            mimeType: 'application/pdf',
            sizeBytes: 2048,
            uploadedAt: '2025-03-12T10:00:00.000Z',
          }}
          leading={<span data-testid="icon" />}
          isOpening={false}
          onOpen={onOpen}
        />
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('aadhaar.pdf');
    expect(screen.getByRole('listitem')).toHaveTextContent('2 KB · 12 Mar 2025');
    expect(screen.getByTestId('icon')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open aadhaar.pdf' }));
    expect(onOpen).toHaveBeenCalledOnce();
  });
});

import { FileText, FolderOpen, Image as ImageIcon } from 'lucide-react';
import {
  Card,
  CardBody,
  CardHeader,
  EmptyState,
  FileListItem,
  FileViewerDialog,
  QueryState,
  useFileViewer,
} from '../../../components/ui';
import { notifyError } from '../../../lib/notify-error';
import { getOwnerDocumentFile } from '../api/get-owner-document-file';
import { useOwnerDocuments } from '../api/list-owner-documents';

/** The identity documents the owner uploaded at signup, each openable. */
export function OwnerDocumentsCard() {
  const documentsQuery = useOwnerDocuments();
  const viewer = useFileViewer(getOwnerDocumentFile, notifyError);

  return (
    <Card>
      <CardHeader title="Your documents" description="Uploaded at signup for the admin's review." />
      <CardBody>
        <QueryState
          query={documentsQuery}
          loadingLabel="Loading documents"
          spinnerClassName="py-6"
          empty={
            <EmptyState
              icon={<FolderOpen />}
              title="No documents"
              description="You have not uploaded any documents."
            />
          }
        >
          {(documents) => (
            <ul className="divide-y divide-slate-100">
              {documents.map((doc) => {
                const Icon = doc.mimeType.startsWith('image/') ? ImageIcon : FileText;
                return (
                  <FileListItem
                    key={doc.id}
                    file={doc}
                    leading={
                      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-600">
                        <Icon className="size-5" aria-hidden />
                      </span>
                    }
                    className="flex items-center gap-3 py-3 first:pt-0 last:pb-0"
                    isOpening={viewer.loadingId === doc.id}
                    onOpen={() => void viewer.open(doc)}
                  />
                );
              })}
            </ul>
          )}
        </QueryState>
      </CardBody>
      <FileViewerDialog file={viewer.openFile} onClose={viewer.close} />
    </Card>
  );
}

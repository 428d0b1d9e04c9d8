import type { ReactNode } from 'react';
import { FileText } from 'lucide-react';
import {
  Avatar,
  Button,
  Dialog,
  FileListItem,
  FileViewerDialog,
  QueryState,
  useFileViewer,
} from '../../../components/ui';
import { notifyError } from '../../../lib/notify-error';
import { formatDate, formatPhone } from '../../../lib/format';
import { getAdminDocumentFile } from '../api/get-admin-document-file';
import { useOwnerDetail } from '../api/get-owner-detail';
import type { OnAccountAction } from './account-actions';
import { ApprovalBadge, StatusBadge } from './account-badges';
import { OwnerHistory } from './owner-history';

interface OwnerDetailDrawerProps {
  ownerId: string | null;
  onClose: () => void;
  onAction: OnAccountAction;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      {children}
    </section>
  );
}

export function OwnerDetailDrawer({ ownerId, onClose, onAction }: OwnerDetailDrawerProps) {
  const detailQuery = useOwnerDetail(ownerId);
  const viewer = useFileViewer(getAdminDocumentFile, notifyError);
  const owner = detailQuery.data?.user;

  return (
    <Dialog
      open={ownerId !== null}
      onClose={onClose}
      placement="right"
      title="Owner details"
      footer={
        owner && (
          <>
            {owner.approvalStatus !== 'approved' && (
              <Button variant="success" onClick={() => onAction('approve', owner)}>
                Approve
              </Button>
            )}
            {owner.approvalStatus !== 'rejected' && (
              <Button variant="danger" onClick={() => onAction('reject', owner)}>
                Reject
              </Button>
            )}
            <Button
              variant="outline"
              onClick={() => onAction(owner.status === 'active' ? 'block' : 'unblock', owner)}
            >
              {owner.status === 'active' ? 'Block' : 'Unblock'}
            </Button>
          </>
        )
      }
    >
      <QueryState query={detailQuery} loadingLabel="Loading owner">
        {(detail) => (
          <div className="space-y-8">
            <div className="flex items-center gap-4">
              <Avatar name={detail.user.name} src={detail.user.avatarUrl} size="lg" />
              <div className="min-w-0">
                <p className="text-lg font-semibold break-words text-slate-900">
                  {detail.user.name}
                </p>
                <p className="text-sm break-all text-slate-600">{detail.user.email}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <ApprovalBadge status={detail.user.approvalStatus} />
                  <StatusBadge status={detail.user.status} />
                </div>
              </div>
            </div>
            <dl className="grid grid-cols-2 gap-4 text-sm">
              <div>
                <dt className="text-slate-600">Phone</dt>
                <dd className="font-medium text-slate-900">
                  {formatPhone(detail.user.phone) || '—'}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">Joined</dt>
                <dd className="font-medium text-slate-900">{formatDate(detail.user.createdAt)}</dd>
              </div>
              {detail.user.rejectionReason && (
                <div className="col-span-2">
                  <dt className="text-slate-600">Rejection reason</dt>
                  <dd className="font-medium break-words text-slate-900">
                    {detail.user.rejectionReason}
                  </dd>
                </div>
              )}
            </dl>
            <Section title="Documents">
              {detail.documents.length === 0 ? (
                <p className="text-sm text-slate-600">No documents uploaded.</p>
              ) : (
                <ul className="space-y-2">
                  {detail.documents.map((doc) => (
                    <FileListItem
                      key={doc.id}
                      file={doc}
                      leading={<FileText className="size-5 shrink-0 text-slate-500" aria-hidden />}
                      className="flex items-center gap-3 rounded-xl p-2.5 ring-1 ring-slate-200"
                      isOpening={viewer.loadingId === doc.id}
                      onOpen={() => void viewer.open(doc)}
                    />
                  ))}
                </ul>
              )}
            </Section>
            <Section title="History">
              <OwnerHistory history={detail.history} />
            </Section>
          </div>
        )}
      </QueryState>
      <FileViewerDialog file={viewer.openFile} onClose={viewer.close} />
    </Dialog>
  );
}

import { useId, useState } from 'react';
import { Camera } from 'lucide-react';
import { AVATAR_MAX_BYTES, type Account, type SelfServiceRole } from '@nestly/shared';
import { Avatar, Button, ObjectUrlImage, ProgressBar } from '../../../components/ui';
import { formatFileSize } from '../../../lib/format';
import { useUploadAvatar } from '../api/upload-avatar';
import { toast } from '../../../lib/toast';

/** Pick a photo, preview it, then upload (with progress) or cancel. */
export function AvatarUpload({ role, user }: { role: SelfServiceRole; user: Account }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const uploadMutation = useUploadAvatar(role, user.id);

  const onPick = (picked: File | undefined) => {
    if (!picked) return;
    if (!picked.type.startsWith('image/')) return setProblem('Choose an image file.');
    if (picked.size > AVATAR_MAX_BYTES) {
      return setProblem(`Choose an image up to ${formatFileSize(AVATAR_MAX_BYTES)}.`);
    }
    setProblem(null);
    setFile(picked);
  };

  const onUpload = () => {
    if (!file) return;
    setProgress(0);
    uploadMutation.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => {
          toast.success('Profile photo updated');
          setFile(null);
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <div className="relative">
        {file ? (
          <ObjectUrlImage
            file={file}
            alt="New profile photo preview"
            className="size-24 rounded-full object-cover ring-4 ring-primary-100"
          />
        ) : (
          <Avatar name={user.name} src={user.avatarUrl} size="xl" />
        )}
        <label
          htmlFor={inputId}
          className="absolute -right-1 -bottom-1 flex size-9 cursor-pointer items-center justify-center rounded-full bg-primary-600 text-white shadow-soft ring-4 ring-white hover:bg-primary-700 has-[:focus-visible]:outline-2"
        >
          <Camera className="size-4" aria-hidden />
          <span className="sr-only">Profile photo</span>
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          className="sr-only"
          onChange={(event) => {
            onPick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      {file && (
        <div className="w-full space-y-3">
          {progress !== null && <ProgressBar value={progress} label="Uploading photo" />}
          <div className="flex justify-center gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => setFile(null)}
              disabled={uploadMutation.isPending}
            >
              Cancel
            </Button>
            <Button size="sm" onClick={onUpload} isLoading={uploadMutation.isPending}>
              Upload photo
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

import { useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { TextLink } from '../../components/ui';
import { useProperty } from '../../features/properties/api/get-property';
import { UserPropertyScreen } from '../../features/properties/components/user-property-screen';
import { usePageTitle } from '../../lib/use-page-title';

export default function UserPropertyPage() {
  const { id = '' } = useParams();
  const { data } = useProperty(id);
  usePageTitle(data?.title ?? 'Home');
  return (
    <div className="space-y-4">
      <TextLink to="/user/properties" className="inline-flex items-center gap-1 text-sm">
        <ArrowLeft className="size-4" aria-hidden />
        All homes
      </TextLink>
      <UserPropertyScreen id={id} />
    </div>
  );
}

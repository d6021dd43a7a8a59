import { FormattedMessage } from 'react-intl';
import { generatePath, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { InstitutionEditor } from '../components/InstitutionEditor';
import { institutionMessages } from '../messages';
import { institutionsPaths } from '../paths';

export default function InstitutionEditPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const preview = generatePath(institutionsPaths.preview, { id: String(id) });
  return (
    <>
      <PageHeader title={<FormattedMessage {...institutionMessages.editTitle} />} back={institutionsPaths.list} />
      <InstitutionEditor id={id} onDone={() => void navigate(preview)} />
    </>
  );
}

import { EditorLoginPage, editorLoginMetadata } from '../../../../src/components/editor/LoginPage';

// The editors' login page (fr `/connexion-editeur/`, en `/en/editor-login/`): rendered on
// request, never at build time (the platform need not be up) and never cached for long.
export const dynamic = 'force-dynamic';

const PATH = '/editor-login/';
type Props = { params: Promise<{ host: string; lang: string }> };

export const generateMetadata = ({ params }: Props) => editorLoginMetadata(params, PATH);

export default function Page({ params }: Props) {
  return <EditorLoginPage params={params} path={PATH} />;
}

import { useSearchParams } from 'react-router';
import { ZDriveFolderSchema } from '@eps/contracts';
import { DriveBrowser } from './DriveBrowser';
import { DriveFileView } from './DriveFileView';

/**
 * /google-drive (Math Papers). The open folder (?folder=) and file (?file=) live in the address, so
 * reloads, the back button and shared links land where the user was.
 */
export function DrivePage() {
  const [params, setParams] = useSearchParams();
  const parsedFolder = ZDriveFolderSchema.safeParse(params.get('folder') ?? '/');
  const folder = parsedFolder.success ? parsedFolder.data : '/';
  const fileId = params.get('file');

  const openFolder = (next: string) => setParams(next === '/' ? {} : { folder: next });
  const openFile = (id: string, inFolder: string) =>
    setParams(inFolder === '/' ? { file: id } : { folder: inFolder, file: id });

  if (fileId) return <DriveFileView id={fileId} onBack={() => openFolder(folder)} />;
  return <DriveBrowser folder={folder} onOpenFolder={openFolder} onOpenFile={openFile} />;
}

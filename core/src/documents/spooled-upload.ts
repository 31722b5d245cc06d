// What the api hands to createDocument after receiving a multipart upload: the form fields and the
// file spooled to a temporary path, already size-, extension- and content-checked.
import type { AcceptedExtension } from './file-type/sniff-file-type';

export interface SpooledUpload {
  path: string;
  fileName: string;
  ext: AcceptedExtension;
  size: number;
  sha256: string;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  file: SpooledUpload | null;
}

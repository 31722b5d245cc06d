// Checks what a file really is from its magic bytes, not its name: a renamed .txt is not a PDF.
import { ACCEPTED_EXTENSIONS } from '@compliance/contracts';
import { fileTypeFromFile } from 'file-type';

export type AcceptedExtension = (typeof ACCEPTED_EXTENSIONS)[number];

export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
};

export const isAcceptedExtension = (ext: string): ext is AcceptedExtension =>
  (ACCEPTED_EXTENSIONS as readonly string[]).includes(ext);

// file-type names legacy Word files by their container (OLE2 compound file, 'cfb').
const EXPECTED: Record<AcceptedExtension, readonly string[]> = {
  pdf: ['pdf'],
  docx: ['docx'],
  doc: ['cfb', 'doc'],
};

export interface SniffResult {
  detected: string | null;
  mime: string | null;
  matchesExtension: boolean;
}

export const sniffSpooledFile = async (
  filePath: string,
  ext: AcceptedExtension,
): Promise<SniffResult> => {
  const type = await fileTypeFromFile(filePath);
  return {
    detected: type?.ext ?? null,
    mime: type?.mime ?? null,
    matchesExtension: type ? EXPECTED[ext].includes(type.ext) : false,
  };
};

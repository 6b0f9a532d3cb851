import { useState } from 'react';
import { useToast } from '@/lib/toast';
import { getRegularNotes } from '../api/get-regular-notes';
import { downloadFile } from '@/lib/download-file';
import { exportFileName, formatNotes, type ExportFormat } from '../utils/export-notes';

/** Export of regular notes only (terms), as Markdown or plain text. */
export function useExportNotes() {
  const { toast } = useToast();
  const [isExporting, setExporting] = useState(false);

  const exportNotes = async (format: ExportFormat) => {
    setExporting(true);
    try {
      const notes = await getRegularNotes().catch(() => null);
      if (notes === null) {
        toast({
          title: 'Export failed',
          description: 'Your notes could not be loaded. Please try again.',
          variant: 'destructive',
        });
        return;
      }
      if (notes.length === 0) {
        toast({
          title: 'No notes to export',
          description: 'Only regular notes are exported; encrypted notes stay private.',
        });
        return;
      }
      try {
        const type = format === 'markdown' ? 'text/markdown;charset=utf-8' : 'text/plain;charset=utf-8';
        downloadFile(exportFileName(format), formatNotes(format, notes), type);
      } catch {
        toast({
          title: 'Download failed',
          description: 'The file could not be saved. Please try again.',
          variant: 'destructive',
        });
      }
    } finally {
      setExporting(false);
    }
  };

  return { exportNotes, isExporting };
}

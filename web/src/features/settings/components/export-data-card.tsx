import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { fileDate } from '@/lib/format/dates';
import { useToast } from '@/lib/toast';
import { useExportAccount } from '../api/export-account';

function saveJson(fileName: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function ExportDataCard() {
  const mutation = useExportAccount();
  const { toast } = useToast();

  const exportData = () =>
    mutation.mutate(undefined, {
      onSuccess: (data) => {
        try {
          saveJson(`stillframe-export-${fileDate()}.json`, data);
        } catch {
          toast({
            title: 'Download failed',
            description: 'The file could not be saved. Please try again.',
            variant: 'destructive',
          });
        }
      },
      onError: () =>
        toast({
          title: 'Export failed',
          description: 'Your data could not be exported. Please try again.',
          variant: 'destructive',
        }),
    });

  return (
    <Card title={<h2 className="sf-card-title">Your Data</h2>}>
      <Typography.Paragraph type="secondary">
        Download your favourite channels and regular notes as JSON. Encrypted notes are not included.
      </Typography.Paragraph>
      <Button icon={<DownloadOutlined aria-hidden />} loading={mutation.isPending} onClick={exportData}>
        Export my data
      </Button>
    </Card>
  );
}

import { Card, Flex, Select } from 'antd';
import {
  SearchDurationSchema,
  SearchOrderSchema,
  ViewModeSchema,
  type PreferencesRequest,
  type User,
} from '@stillframe/contracts';
import { durationLabels, orderLabels, viewModeLabels } from '@/components/video/filter-labels';
import { useToast } from '@/lib/toast';
import { useUpdatePreferences } from '../api/update-preferences';

/** Each change is saved at once, one field per call. */
export function PreferencesCard({ user }: { user: User }) {
  const mutation = useUpdatePreferences();
  const { toast } = useToast();

  const save = (change: PreferencesRequest) =>
    mutation.mutate(change, {
      onSuccess: () => toast({ title: 'Preferences updated successfully', variant: 'success' }),
      onError: () =>
        toast({ title: 'Error', description: 'Failed to update preferences', variant: 'destructive' }),
    });

  const fields: {
    id: string;
    label: string;
    value: string;
    options: { value: string; label: string }[];
    onChange: (value: string) => void;
  }[] = [
    {
      id: 'pref-order',
      label: 'Default search order',
      value: user.defaultSearchOrder,
      options: SearchOrderSchema.options.map((value) => ({ value, label: orderLabels[value] })),
      onChange: (value: string) => save({ defaultSearchOrder: SearchOrderSchema.parse(value) }),
    },
    {
      id: 'pref-duration',
      label: 'Default video duration',
      value: user.defaultSearchDuration,
      options: SearchDurationSchema.options.map((value) => ({ value, label: durationLabels[value] })),
      onChange: (value: string) => save({ defaultSearchDuration: SearchDurationSchema.parse(value) }),
    },
    {
      id: 'pref-view',
      label: 'Default view mode',
      value: user.defaultViewMode,
      options: ViewModeSchema.options.map((value) => ({ value, label: viewModeLabels[value] })),
      onChange: (value: string) => save({ defaultViewMode: ViewModeSchema.parse(value) }),
    },
  ];

  return (
    <Card title={<h2 className="sf-card-title">Default Preferences</h2>}>
      <Flex vertical gap={14} style={{ maxWidth: 420 }}>
        {fields.map((field) => (
          <Flex vertical gap={4} key={field.id}>
            <label htmlFor={field.id}>{field.label}</label>
            <Select
              id={field.id}
              value={field.value}
              options={field.options}
              onChange={field.onChange}
              disabled={mutation.isPending}
            />
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}

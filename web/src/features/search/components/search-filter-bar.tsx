import { Checkbox, Select } from 'antd';
import {
  SearchDurationValues,
  SearchFeatureValues,
  SearchOrderValues,
  SearchTypeValues,
  SearchUploadDateValues,
  type SearchDuration,
  type SearchFeature,
  type SearchOrder,
  type SearchType,
  type SearchUploadDate,
} from '@stillframe/contracts/plain';
import { durationLabels, orderLabels } from '@/components/video/filter-labels';
import { featureLabels, typeLabels, uploadDateLabels } from '../utils/filter-labels';
import './search-filter-bar.css';

const ANY_TIME = 'any';

interface SearchFilterBarProps {
  type: SearchType;
  uploadDate: SearchUploadDate | undefined;
  duration: SearchDuration;
  features: readonly SearchFeature[];
  order: SearchOrder;
  onTypeChange: (type: SearchType) => void;
  onUploadDateChange: (uploadDate: SearchUploadDate | undefined) => void;
  onDurationChange: (duration: SearchDuration) => void;
  onFeaturesChange: (features: SearchFeature[]) => void;
  onOrderChange: (order: SearchOrder) => void;
}

/**
 * The filters YouTube's search takes, each a labelled control reachable by keyboard: upload date, type,
 * duration, features and order. Duration and features apply to videos only, so they are disabled for
 * channels and playlists, with the reason. Lazily loaded with antd (search-screen.tsx).
 */
export function SearchFilterBar(props: SearchFilterBarProps) {
  const videos = props.type === 'video';
  return (
    <div className="sf-search-filter-bar">
      <div className="sf-search-filter">
        <label htmlFor="search-upload-date">Upload date</label>
        <Select
          id="search-upload-date"
          value={props.uploadDate ?? ANY_TIME}
          onChange={(value: string) =>
            props.onUploadDateChange(value === ANY_TIME ? undefined : (value as SearchUploadDate))
          }
          options={[
            { value: ANY_TIME, label: 'Any time' },
            ...SearchUploadDateValues.map((value) => ({ value, label: uploadDateLabels[value] })),
          ]}
        />
      </div>
      <div className="sf-search-filter">
        <label htmlFor="search-type">Type</label>
        <Select
          id="search-type"
          value={props.type}
          onChange={props.onTypeChange}
          options={SearchTypeValues.map((value) => ({ value, label: typeLabels[value] }))}
        />
      </div>
      <div className="sf-search-filter">
        <label htmlFor="search-duration">Duration</label>
        <Select
          id="search-duration"
          value={props.duration}
          disabled={!videos}
          aria-describedby={videos ? undefined : 'search-videos-only'}
          onChange={props.onDurationChange}
          options={SearchDurationValues.map((value) => ({ value, label: durationLabels[value] }))}
        />
      </div>
      <div className="sf-search-filter">
        <label htmlFor="search-order">Sort by</label>
        <Select
          id="search-order"
          value={props.order}
          onChange={props.onOrderChange}
          options={SearchOrderValues.map((value) => ({ value, label: orderLabels[value] }))}
        />
      </div>
      <fieldset className="sf-search-features" disabled={!videos}>
        <legend>Features</legend>
        <Checkbox.Group
          value={[...props.features]}
          disabled={!videos}
          onChange={(values) => props.onFeaturesChange(SearchFeatureValues.filter((f) => values.includes(f)))}
          options={SearchFeatureValues.map((value) => ({ value, label: featureLabels[value] }))}
        />
      </fieldset>
      <p className="sf-search-filter-note sf-secondary" id="search-videos-only">
        {videos
          ? 'Every feature must hold. 4K is not offered: YouTube’s search cannot tell it from HD.'
          : 'Duration and features apply to videos only.'}
      </p>
    </div>
  );
}

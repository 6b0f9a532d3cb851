import { Input } from 'antd';
import { useState } from 'react';
import './channel.css';

/** Search within the channel: runs on Enter or the button; an empty search shows every upload again. */
export function ChannelSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  return (
    <div role="search" className="sf-channel-search">
      <label htmlFor="channel-search">Search this channel</label>
      <Input.Search
        id="channel-search"
        value={text}
        maxLength={100}
        allowClear
        enterButton="Search"
        placeholder="Words in titles or descriptions"
        onChange={(event) => setText(event.target.value)}
        onSearch={(q) => onSearch(q.trim())}
      />
    </div>
  );
}
